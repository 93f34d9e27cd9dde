/**
 * Failure states, property switching, dates and the document page; `app.errors.<code>` translate the `code` the server sends with an error.
 * fr.ts and de.ts beside this file are typed against it; src/i18n/en.ts merges it.
 */
export const messages = {
  app: {
    auth: {
      property_switched: 'You are now working in %{name}',
      property_refused: 'You are not a member of the property "%{id}": you are still working in %{name}.',
    },
    errors: {
      malformed_json: 'The request could not be read. Please try again.',
      nul_character: 'The text contains a character that is not allowed.',
      body_too_large: 'The request is too large: the limit is %{limit}.',
      json_too_deep: 'The data is nested too deeply (%{max} levels at most).',
      server_busy: 'The server is busy. Please try again in a moment.',
      http_status: 'The server answered with an error (%{status}).',
    },
    list: {
      load_failed: 'Could not load %{name}.',
      load_failed_detail: 'Reason: %{reason}',
      retry: 'Retry',
    },
    document: {
      summary: 'Summary',
      pages: 'Pages',
      slides: 'Slides',
      sheets: 'Sheets',
      rows: 'Rows',
      words: 'Words',
      language: 'Language',
      size: 'Size',
      created: 'Added',
      type: 'Type',
      reason: 'Why it failed',
      open: 'Open the file',
      passages: 'Passages',
      actions: 'Actions for %{name}',
      edit: 'Edit',
      delete: 'Delete',
      ready: 'Ready',
      failed: 'Failed: %{reason}',
      processing_live: 'Reading the file…',
    },
    units: {
      bytes: '%{n} bytes',
      kb: '%{n} KB',
      mb: '%{n} MB',
    },
  },
};

/**
 * `app.errors.<code>` for why a file was refused or could not be read (server/extract/types.ts FailureCode, server/documents, server/integrations).
 * fr.ts and de.ts beside this file are typed against it; src/i18n/en.ts merges it.
 */
export const messages = {
  app: {
    errors: {
      unsupported_type: 'Unsupported file type',
      old_office_format: 'Unsupported file type: save old Office files (.doc, .xls, .ppt) as .docx, .xlsx or .pptx',
      not_text_file: 'The file could not be read: it is not a text file',
      file_too_large: 'File too large: the limit is %{max}',
      empty_file: 'The file is empty',
      encrypted_file: 'The file is encrypted: remove the password and upload it again',
      corrupt_file: 'The file could not be read: it is damaged or not what its name says',
      no_text_found: 'No text could be found in the file',
      zip_bomb: 'The file could not be read: it expands to far more than its size (a zip bomb?)',
      too_slow: 'The file took too long to read',
      too_much_memory: 'The file could not be read: it needs too much memory',
      file_missing: 'The file is missing: upload it again',
      processing_interrupted: 'Processing was interrupted: upload the file again',
      processing_failed: 'The file could not be processed',
      upload_too_large: 'The upload is too large: at most %{maxFiles} files of %{max} each',
      too_many_files: 'Upload at most %{max} files at once',
      upload_interrupted: 'The upload was interrupted. Please try again.',
      storage_unavailable: 'File storage is unavailable: nothing was saved. Please try again shortly.',
      malformed_upload: 'The upload could not be read. Please try again.',
      no_file: 'Choose a file to upload',
      private_address: 'This address is on a private network and cannot be reached from here',
    },
  },
};

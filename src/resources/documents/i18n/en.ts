/**
 * Documents: labels of the resource and strings of its screens (`app.documents`).
 * fr.ts and de.ts beside this file are typed against it; src/i18n/en.ts merges it.
 */
export const messages = {
  resources: {
    documents: {
      name: 'Document |||| Documents',
      fields: {
        id: 'ID',
        createdAt: 'Created At',
        updatedAt: 'Updated At',
        name: 'Name',
        status: 'Status',
        access: 'Access',
        mimeType: 'File type',
        size: 'Size (bytes)',
        file: 'File',
        error: 'Error',
        errorCode: 'Reason code',
        errorParams: 'Reason details',
        meta: 'Details',
        chunks: 'Passages',
      },
      choices: {
        status: {
          uploaded: 'Uploaded',
          processing: 'Processing',
          ready: 'Ready',
          failed: 'Failed',
        },
        access: {
          staff: 'Staff only',
          public: 'Staff and guests',
        },
      },
      empty: 'No documents yet',
      emptyHint: 'Upload files such as Excel or Word documents so the assistant can answer from them.',
      helper: {},
      locked: {},
    },
  },
  app: {
    documents: {
      upload: 'Upload',
      dialog_title: 'Upload documents',
      drop_here: 'Drag and drop files here, or click to browse',
      drop_release: 'Drop the files to upload them',
      formats: 'Excel, Word, PDF, PowerPoint, CSV, text, images',
      limit: 'Up to %{size} per file',
      access_label: 'Who may see answers drawn from these files',
      uploading: 'Uploading… %{percent}%',
      waiting: 'Waiting…',
      processing: 'Uploaded: reading the file…',
      uploaded: 'Uploaded',
      cancelled: 'Cancelled',
      cancel: 'Cancel upload',
      remove: 'Remove from the list',
      close: 'Close',
      done: 'Done',
      too_large: 'File too large: the limit is %{size}',
      unsupported: 'Unsupported file type',
      uploaded_success: 'Document uploaded successfully',
      upload_failed: 'Failed to upload document',
      upload_failed_reason: 'Failed to upload document: %{reason}',
      open_file: 'Open %{name}',
    },
  },
};

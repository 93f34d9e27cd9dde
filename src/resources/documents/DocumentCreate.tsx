import { useState } from 'react';
import { useRedirect } from 'react-admin';
import { useRuntimeConfig } from '../../providers/RuntimeConfigContext.tsx';
import type { ScreenProps } from '../builders/overrides.ts';
import { UploadDialog } from './UploadDialog.tsx';
import { useUploadQueue } from './useUploadQueue.ts';

/** /documents/create: documents are created by uploading, so "create" is the upload dialog. */
export const DocumentCreate = ({ decl }: ScreenProps) => {
  const redirect = useRedirect();
  const { uploadMaxBytes } = useRuntimeConfig();
  const [access, setAccess] = useState('staff');
  const queue = useUploadQueue(uploadMaxBytes, access);
  return (
    <UploadDialog
      open
      onClose={() => redirect('list', decl.name)}
      queue={queue}
      maxBytes={uploadMaxBytes}
      access={access}
      onAccessChange={setAccess}
    />
  );
};

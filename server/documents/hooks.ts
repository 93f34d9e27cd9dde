import { deleteChunks } from '../chunking/index.ts';
import { badRequest } from '../http/errors.ts';
import { cancelQueued } from '../jobs/queue.ts';
import type { ResourceHooks } from '../resources/hooks.ts';
import { storageFor } from '../storage/index.ts';
import { displayName } from './filename.ts';
import { processJobKey, type StoredFile } from './records.ts';

/** Documents are created by the multipart upload route only; the generic routes edit and delete them. */
export const documentHooks: ResourceHooks = {
  beforeCreate() {
    throw badRequest('Choose a file to upload', { file: 'Choose a file to upload' });
  },
  beforeUpdate(_ctx, _session, _existing, patch) {
    return typeof patch.name === 'string' ? { ...patch, name: displayName(patch.name) } : patch;
  },
  async afterDelete(ctx, session, record) {
    const file = record.file as StoredFile | null;
    await cancelQueued(ctx.db, processJobKey(record.id));
    await deleteChunks(ctx.db, { propertyId: session.propertyId, source: ['documents', 'images'], sourceId: record.id });
    if (file?.key) await storageFor(ctx.config).delete(file.key);
  },
};

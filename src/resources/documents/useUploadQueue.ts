import { useCallback, useEffect, useRef, useState } from 'react';
import { useCreate, useDataProvider, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { isAbortError, type AppDataProvider, type UploadProgress } from '../../providers/dataProvider.ts';
import { documents } from './declaration.ts';
import { preflight } from './uploadModel.ts';

export type UploadState = 'waiting' | 'uploading' | 'uploaded' | 'failed' | 'cancelled';

export interface UploadItem {
  id: number;
  file: File;
  state: UploadState;
  progress: number;
  error?: string;
  record?: RaRecord;
}

// A few files at a time: each gets bandwidth, and the progress bars mean something.
const parallel = 3;
let nextId = 1;

interface UploadMeta {
  onProgress: UploadProgress;
  signal: AbortSignal;
}

/**
 * One file created through react-admin's `useCreate`, whose mutation is the data provider's
 * multipart upload (progress and cancellation ride in `meta`). react-admin then caches the new
 * document (the dialog follows it from there) and refetches the lists, after a success or a
 * refusal alike (a refused file still has its failed record to show).
 */
const useUploadDocument = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [create] = useCreate<RaRecord & { file: File; access: string }, Error, RaRecord>(documents.name, undefined, {
    mutationFn: async ({ data, meta }) => {
      const { onProgress, signal } = meta as UploadMeta;
      const { file, access } = data as { file: File; access: string };
      const { data: created } = await dataProvider.upload(documents.name, [file], { fields: { access }, onProgress, signal });
      return created[0]!;
    },
  });
  return useCallback(
    (file: File, access: string, meta: UploadMeta) =>
      create(documents.name, { data: { file, access }, meta }, { returnPromise: true }) as Promise<RaRecord>,
    [create],
  );
};

/** The upload dialog's queue: every file gets its own request, progress, cancel button and toast. */
export function useUploadQueue(maxBytes: number, access: string) {
  const translate = useTranslate();
  const notify = useNotify();
  const upload = useUploadDocument();
  const [items, setItems] = useState<UploadItem[]>([]);
  const controllers = useRef(new Map<number, AbortController>());
  // Effects may run twice (StrictMode): a file is sent once whatever happens.
  const started = useRef(new Set<number>());
  const accessRef = useRef(access);
  accessRef.current = access;

  const patch = useCallback(
    (id: number, p: Partial<UploadItem>) => setItems((all) => all.map((i) => (i.id === id ? { ...i, ...p } : i))),
    [],
  );

  const fail = useCallback(
    (id: number, reason: string) => {
      patch(id, { state: 'failed', error: reason });
      notify('app.documents.upload_failed_reason', { type: 'error', messageArgs: { reason, _: `Failed to upload document: ${reason}` } });
    },
    [notify, patch],
  );

  const start = useCallback(
    async (item: UploadItem) => {
      const controller = new AbortController();
      controllers.current.set(item.id, controller);
      patch(item.id, { state: 'uploading', progress: 0 });
      try {
        const record = await upload(item.file, accessRef.current, {
          signal: controller.signal,
          onProgress: (p) => patch(item.id, { progress: p }),
        });
        patch(item.id, { state: 'uploaded', progress: 1, record });
        notify('app.documents.uploaded_success', { type: 'success', messageArgs: { _: 'Document uploaded successfully' } });
      } catch (err) {
        if (isAbortError(err)) patch(item.id, { state: 'cancelled' });
        else fail(item.id, err instanceof Error ? err.message : translate('app.documents.upload_failed'));
      } finally {
        controllers.current.delete(item.id);
      }
    },
    [fail, notify, patch, translate, upload],
  );

  // Starts waiting files while fewer than `parallel` are uploading.
  useEffect(() => {
    const uploading = items.filter((i) => i.state === 'uploading').length;
    const next = items.filter((i) => i.state === 'waiting' && !started.current.has(i.id)).slice(0, Math.max(0, parallel - uploading));
    for (const item of next) {
      started.current.add(item.id);
      void start(item);
    }
  }, [items, start]);

  // Leaving the screen stops what is still being sent.
  useEffect(() => {
    const all = controllers.current;
    return () => {
      for (const c of all.values()) c.abort();
    };
  }, []);

  const add = useCallback(
    (files: Iterable<File>) => {
      const added: UploadItem[] = [];
      for (const file of files) {
        const item: UploadItem = { id: nextId++, file, state: 'waiting', progress: 0 };
        const problem = preflight(file, maxBytes);
        if (problem) {
          const reason = translate(problem.key, problem.args);
          item.state = 'failed';
          item.error = reason;
          notify('app.documents.upload_failed_reason', {
            type: 'error',
            messageArgs: { reason, _: `Failed to upload document: ${reason}` },
          });
        }
        added.push(item);
      }
      setItems((all) => [...all, ...added]);
    },
    [maxBytes, notify, translate],
  );

  const cancel = useCallback((id: number) => {
    const c = controllers.current.get(id);
    if (c) c.abort();
    else setItems((all) => all.map((i) => (i.id === id && i.state === 'waiting' ? { ...i, state: 'cancelled' } : i)));
  }, []);

  const remove = useCallback((id: number) => setItems((all) => all.filter((i) => i.id !== id)), []);

  const clear = useCallback(() => {
    for (const c of controllers.current.values()) c.abort();
    setItems([]);
  }, []);

  const busy = items.some((i) => i.state === 'uploading' || i.state === 'waiting');
  return { items, add, cancel, remove, clear, busy };
}

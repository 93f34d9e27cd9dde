import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import { AUTH_TOKEN_KEY, bearer, httpClient, redirectToLogin, toHttpError, type HttpClient } from './httpClient.ts';

export const API_BASE = '/api';

export type UploadProgress = (fraction: number) => void;

export interface UploadOptions {
  /** Form fields sent beside the files (e.g. `access`). */
  fields?: Record<string, string>;
  onProgress?: UploadProgress;
  /** Aborting it cancels the request; the promise then rejects with an `AbortError`. */
  signal?: AbortSignal;
}

export interface UploadResult<T extends RaRecord = RaRecord> {
  data: T[];
}

export interface ActionResult<T = unknown> {
  data: T;
}

const parseJson = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
};

const abortError = () => new DOMException('Upload cancelled', 'AbortError');

/**
 * Multipart upload through XMLHttpRequest, because fetch cannot report upload progress; the one
 * upload path of the SPA. No time-out here: a large file on a slow line legitimately takes longer
 * than an API call.
 */
export function uploadFiles<T extends RaRecord = RaRecord>(
  resource: string,
  files: readonly File[],
  { fields = {}, onProgress, signal }: UploadOptions = {},
): Promise<UploadResult<T>> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files) form.append('file', file, file.name);

  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/${resource}`);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = localStorage.getItem(AUTH_TOKEN_KEY);
    if (token) xhr.setRequestHeader('Authorization', bearer(token));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    // Settled by the abort itself, not only by the request's own abort event.
    const abort = () => {
      xhr.abort();
      reject(abortError());
    };
    signal?.addEventListener('abort', abort, { once: true });
    xhr.onloadend = () => signal?.removeEventListener('abort', abort);
    xhr.onabort = () => reject(abortError());
    xhr.onerror = () => reject(new Error('Network error while uploading'));
    xhr.onload = () => {
      const json = parseJson(xhr.responseText);
      if (xhr.status === 401) {
        localStorage.removeItem(AUTH_TOKEN_KEY);
        redirectToLogin();
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(toHttpError(xhr.status, xhr.statusText, xhr.responseText, json));
        return;
      }
      onProgress?.(1);
      const records = Array.isArray(json) ? json : json === undefined ? [] : [json];
      resolve({ data: records as T[] });
    };
    xhr.send(form);
  });
}

/** Whether an error is a cancelled upload (the user's choice, not a failure). */
export const isAbortError = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';

export function createDataProvider(client: HttpClient = httpClient) {
  const base = simpleRestProvider(API_BASE, client);
  return {
    ...base,
    upload: uploadFiles,
    /** Custom verbs of a declaration (`actions`): POST /api/<resource>/<id>/<action>. */
    action: async <T = unknown>(resource: string, id: Identifier, action: string, body?: unknown): Promise<ActionResult<T>> => {
      const { json } = await client<T>(`${API_BASE}/${resource}/${encodeURIComponent(String(id))}/${action}`, {
        method: 'POST',
        body: JSON.stringify(body ?? {}),
      });
      return { data: json };
    },
  } satisfies DataProvider;
}

export const dataProvider = createDataProvider();

/** Use with `useDataProvider<AppDataProvider>()` to reach `upload` and `action`. */
export type AppDataProvider = ReturnType<typeof createDataProvider>;

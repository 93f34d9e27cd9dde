import type { RaRecord } from 'react-admin';
import { AUTH_TOKEN_KEY, bearer, redirectToLogin, toHttpError } from '../../providers/httpClient.ts';

export interface UploadOptions {
  access?: string;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export class UploadCancelled extends Error {
  constructor() {
    super('Upload cancelled');
    this.name = 'UploadCancelled';
  }
}

const parseJson = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * One file to POST /api/documents through XMLHttpRequest (fetch cannot report upload progress),
 * cancellable. Resolves with the created record; a rejected file rejects with the server's reason.
 */
export function uploadDocument(file: File, { access, onProgress, signal }: UploadOptions = {}): Promise<RaRecord> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new UploadCancelled());
    const form = new FormData();
    if (access) form.append('access', access);
    form.append('file', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/documents');
    xhr.setRequestHeader('Accept', 'application/json');
    const token = localStorage.getItem(AUTH_TOKEN_KEY);
    if (token) xhr.setRequestHeader('Authorization', bearer(token));
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(e.loaded / e.total);
    };
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.onabort = () => reject(new UploadCancelled());
    xhr.onerror = () => reject(new Error('Network error while uploading'));
    xhr.onloadend = () => signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      const json = parseJson(xhr.responseText);
      if (xhr.status === 401) {
        localStorage.removeItem(AUTH_TOKEN_KEY);
        redirectToLogin();
      }
      if (xhr.status < 200 || xhr.status >= 300) return reject(toHttpError(xhr.status, xhr.statusText, xhr.responseText, json));
      onProgress?.(1);
      resolve(json as RaRecord);
    };
    xhr.send(form);
  });
}

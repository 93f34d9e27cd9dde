import { useEffect, useState } from 'react';
import { httpClient } from './httpClient.ts';

/**
 * Files open through short-lived signed links: <a>, <img> and new tabs cannot send the
 * Authorization header, and the product token must never sit in a URL (browser history on
 * shared front-desk PCs). The server signs a link to one file of one property, valid 60 s.
 */
export async function signedFileUrl(documentId: string): Promise<string> {
  const { json } = await httpClient<{ url: string }>(`/api/documents/${encodeURIComponent(documentId)}/file-url`);
  return json.url;
}

/**
 * Opens a document's file in a new tab. The tab is opened during the click (popup blockers allow
 * that only), then sent to the signed link once the server has answered.
 */
export async function openDocumentFile(documentId: string, hash = ''): Promise<void> {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  try {
    const url = `${await signedFileUrl(documentId)}${hash}`;
    if (tab) tab.location.href = url;
    else window.open(url, '_blank', 'noopener');
  } catch (err) {
    tab?.close();
    throw err;
  }
}

/** A signed link for an <img> (thumbnails); null until the server answers, or when it fails. */
export function useSignedFileUrl(documentId: string | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setUrl(null);
    if (documentId)
      signedFileUrl(documentId).then(
        (u) => live && setUrl(u),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [documentId]);
  return url;
}

import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../src/providers/i18nProvider.ts';
import { UploadDialog } from '../../src/resources/documents/UploadDialog.tsx';
import type { UploadItem, useUploadQueue } from '../../src/resources/documents/useUploadQueue.ts';

afterEach(() => cleanup());

/** The server's document as successive reads find it. */
function documentsServer(states: Array<Record<string, unknown>>) {
  let reads = 0;
  const getOne = vi.fn(async () => ({ data: { id: 'd1', name: 'menu.pdf', ...states[Math.min(reads++, states.length - 1)] } }));
  return { getOne } as unknown as DataProvider & { getOne: typeof getOne };
}

function renderDialog(dataProvider: DataProvider, record: Record<string, unknown>) {
  const item: UploadItem = { id: 1, file: new File(['%PDF'], 'menu.pdf'), state: 'uploaded', progress: 1, record: { id: 'd1', ...record } };
  const queue = { items: [item], add: vi.fn(), cancel: vi.fn(), remove: vi.fn(), clear: vi.fn(), busy: false } as ReturnType<
    typeof useUploadQueue
  >;
  return render(
    <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider()} store={memoryStore({ locale: 'en' })}>
      <UploadDialog open onClose={() => {}} queue={queue} maxBytes={1024} access="staff" onAccessChange={() => {}} />
    </AdminContext>,
  );
}

const rowState = () => document.querySelector('[data-state]')?.getAttribute('data-state');

describe('the upload dialog follows the document after sending it', { timeout: 20_000 }, () => {
  it('goes from "reading the file" to Ready', async () => {
    const server = documentsServer([{ status: 'processing' }, { status: 'ready' }]);
    renderDialog(server, { status: 'uploaded' });
    expect(screen.getByText('Uploaded: reading the file…')).toBeTruthy();
    expect(await screen.findByText('Ready', {}, { timeout: 10_000 })).toBeTruthy();
    expect(rowState()).toBe('ready');
    expect(screen.queryByText('Uploaded: reading the file…')).toBeNull();
  });

  it('goes to Failed with the reason', async () => {
    const server = documentsServer([{ status: 'failed', error: 'The file could not be read: broken' }]);
    renderDialog(server, { status: 'processing' });
    expect(await screen.findByText('The file could not be read: broken')).toBeTruthy();
    expect(rowState()).toBe('failed');
  });

  it('shows a file the server refused on arrival as failed at once, without asking again', async () => {
    const server = documentsServer([]);
    renderDialog(server, { status: 'failed', error: 'Unsupported file type' });
    expect(await screen.findByText('Unsupported file type')).toBeTruthy();
    expect(server.getOne).not.toHaveBeenCalled();
  });
});

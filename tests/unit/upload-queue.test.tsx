import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AdminContext, memoryStore, Notification, useGetList, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UploadOptions } from '../../src/providers/dataProvider.ts';
import { createI18nProvider } from '../../src/providers/i18nProvider.ts';
import { UploadDialog } from '../../src/resources/documents/UploadDialog.tsx';
import { useUploadQueue } from '../../src/resources/documents/useUploadQueue.ts';

afterEach(() => cleanup());

type Upload = (resource: string, files: readonly File[], options: UploadOptions) => Promise<{ data: Record<string, unknown>[] }>;

/** The data provider's interface: simple-rest reads plus the multipart `upload` the queue sends files through. */
function documentsServer(upload: Upload) {
  const rows: Record<string, unknown>[] = [];
  return {
    getList: vi.fn(async () => ({ data: [...rows], total: rows.length })),
    getOne: vi.fn(async (_r: string, { id }: { id: string }) => ({ data: { id, name: 'menu.pdf', status: 'ready' } })),
    upload: vi.fn(async (...args: Parameters<Upload>) => {
      const answer = await upload(...args);
      rows.push(...answer.data);
      return answer;
    }),
  };
}

/** What the Documents list mounts: the queue above a list of documents, and the dialog. */
const Screen = () => {
  const [access, setAccess] = useState('staff');
  const queue = useUploadQueue(1024 * 1024, access);
  const { total } = useGetList('documents');
  return (
    <>
      <p data-testid="total">{total ?? ''}</p>
      <UploadDialog open onClose={() => {}} queue={queue} maxBytes={1024 * 1024} access={access} onAccessChange={setAccess} />
    </>
  );
};

const renderScreen = (dataProvider: ReturnType<typeof documentsServer>) =>
  render(
    <AdminContext
      dataProvider={dataProvider as unknown as DataProvider}
      i18nProvider={createI18nProvider()}
      store={memoryStore({ locale: 'en' })}
    >
      <Screen />
      <Notification />
    </AdminContext>,
  );

const pick = (...files: File[]) => fireEvent.change(screen.getByTestId('upload-input'), { target: { files } });
const rowState = () => document.querySelector('[data-state]')?.getAttribute('data-state');

describe('the upload queue sends each file through the data provider', { timeout: 20_000 }, () => {
  it('sends the file with the access chosen in the dialog, and the documents list reads again', async () => {
    const server = documentsServer(async (_resource, files, { onProgress }) => {
      onProgress?.(0.5);
      return { data: [{ id: 'd1', name: files[0]!.name, status: 'processing' }] };
    });
    renderScreen(server);
    await waitFor(() => expect(screen.getByTestId('total').textContent).toBe('0'));

    // Guests may see answers drawn from this one.
    await userEvent.click(screen.getByRole('combobox', { name: /Who may see answers drawn from these files/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Staff and guests' }));
    const file = new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' });
    pick(file);

    expect(await screen.findByText('Document uploaded successfully')).toBeTruthy();
    expect(server.upload).toHaveBeenCalledWith('documents', [file], expect.objectContaining({ fields: { access: 'public' } }));
    // react-admin's create refetches the lists: the new document is counted without a page reload.
    await waitFor(() => expect(screen.getByTestId('total').textContent).toBe('1'));
    // Then the dialog follows the document on the server to Ready.
    await waitFor(() => expect(rowState()).toBe('ready'), { timeout: 10_000 });
  });

  it('cancels a file being sent: the request is aborted and nothing is reported as failed', async () => {
    const server = documentsServer(
      (_resource, _files, { signal }) =>
        new Promise((_resolve, reject) =>
          signal?.addEventListener('abort', () => reject(new DOMException('Upload cancelled', 'AbortError'))),
        ),
    );
    renderScreen(server);
    pick(new File(['x'], 'rates.xlsx'));
    await waitFor(() => expect(rowState()).toBe('uploading'));

    await userEvent.click(screen.getByRole('button', { name: 'Cancel upload: rates.xlsx' }));

    await waitFor(() => expect(rowState()).toBe('cancelled'));
    expect(screen.getByText('Cancelled')).toBeTruthy();
    expect(screen.queryByText(/Failed to upload document/)).toBeNull();
  });

  it("shows a refused file's reason and says it failed", async () => {
    const server = documentsServer(async () => {
      throw new Error('Unsupported file type');
    });
    renderScreen(server);
    pick(new File(['x'], 'virus.exe'));
    expect(await screen.findByText('Failed to upload document: Unsupported file type')).toBeTruthy();
    expect(rowState()).toBe('failed');
  });
});

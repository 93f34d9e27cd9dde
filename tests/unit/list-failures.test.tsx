import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, type ResourceProps } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RuntimeConfigProvider } from '../../src/providers/RuntimeConfigContext.tsx';
import { documents } from '../../src/resources/documents/declaration.ts';
import { DocumentList } from '../../src/resources/documents/DocumentList.tsx';
import { DocumentShow } from '../../src/resources/documents/DocumentShow.tsx';
import { voices } from '../../src/resources/voices/declaration.ts';
import { genericResourceProps, memoryDataProvider, renderAdmin } from './resources-harness.tsx';
import { testRuntimeConfig } from './support/runtimeConfig.ts';

const config = { ...testRuntimeConfig, uploadMaxBytes: 50 * 1024 * 1024 };

const documentProps: ResourceProps = {
  name: 'documents',
  list: (
    <RuntimeConfigProvider value={config}>
      <DocumentList decl={documents} />
    </RuntimeConfigProvider>
  ),
  show: <DocumentShow decl={documents} />,
};

const voiceRows = [{ id: 'v1', name: 'Warm and welcoming', usedFor: ['emails'], createdAt: '2025-03-01T10:00:00Z' }];

/** getList fails `times` times with `status`, then answers from the in-memory rows. */
function failingList(status: number, times: number, rows: Record<string, unknown[]> = { voices: voiceRows }) {
  const dataProvider = memoryDataProvider(rows as never);
  const real = dataProvider.getList.getMockImplementation() as (...args: unknown[]) => Promise<unknown>;
  let failures = 0;
  dataProvider.getList.mockImplementation(async (...args: unknown[]) => {
    if (failures < times) {
      failures += 1;
      throw new HttpError(status === 500 ? 'Internal Server Error' : 'Forbidden', status, { message: 'db down' });
    }
    return real(...args);
  });
  return dataProvider;
}

describe('a list that cannot load says so', { timeout: 30_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('retries a server error up to 3 attempts, then shows the error with Retry, not an empty list', async () => {
    const dataProvider = failingList(500, 3);
    renderAdmin('/voices', dataProvider, [genericResourceProps(voices)]);

    const alert = await screen.findByTestId('list-error', {}, { timeout: 15_000 });
    expect(dataProvider.getList).toHaveBeenCalledTimes(3);
    expect(within(alert).getByText('Could not load Brand voices.')).toBeTruthy();
    expect(screen.queryByText(/No brand voices/i)).toBeNull();
    expect(screen.queryByText(/\d+-\d+ of \d+/)).toBeNull();

    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Warm and welcoming')).toBeTruthy();
    expect(screen.queryByTestId('list-error')).toBeNull();
  });

  it('does not retry a 4xx', async () => {
    const dataProvider = failingList(403, 5);
    renderAdmin('/voices', dataProvider, [genericResourceProps(voices)]);
    await screen.findByTestId('list-error');
    // react-query publishes the error only once it has stopped retrying: one attempt was all.
    expect(dataProvider.getList).toHaveBeenCalledTimes(1);
  });

  it('shows the same error state on the Documents list', async () => {
    const dataProvider = failingList(403, 1, { documents: [] });
    renderAdmin('/documents', dataProvider, [documentProps]);
    const alert = await screen.findByTestId('list-error');
    expect(within(alert).getByText('Could not load Documents.')).toBeTruthy();
    expect(screen.queryByText('No documents yet')).toBeNull();
  });
});

describe('Documents list and page', { timeout: 30_000 }, () => {
  afterEach(() => cleanup());

  const rows = [
    {
      id: 'd1',
      name: 'spa-guide.docx',
      status: 'ready',
      access: 'staff',
      createdAt: '2025-03-01T10:00:00Z',
      size: 348_160,
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      meta: { words: 1234, language: 'fr', headings: 4 },
      chunks: 7,
    },
    {
      id: 'd2',
      name: 'menu.pdf',
      status: 'failed',
      access: 'staff',
      createdAt: '2025-03-02T10:00:00Z',
      size: 16,
      mimeType: 'application/pdf',
      error: 'The file could not be read: broken',
      errorCode: 'no_such_code',
      meta: null,
    },
  ];

  it('bulk-deletes selected documents only after the spec confirmation', async () => {
    const dataProvider = memoryDataProvider({ documents: rows });
    renderAdmin('/documents', dataProvider, [documentProps]);
    const row = (await screen.findByText('menu.pdf')).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('checkbox'));
    const toolbar = await screen.findByText('1 item selected');
    await userEvent.click(within(toolbar.closest('.RaBulkActionsToolbar-toolbar') as HTMLElement).getByRole('button', { name: 'Delete' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you absolutely sure?')).toBeTruthy();
    expect(dataProvider.deleteMany).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(dataProvider.deleteMany).toHaveBeenCalledWith('documents', expect.objectContaining({ ids: ['d2'] })));
  });

  it('the document page says what the file is in words, not JSON, an id or bytes', async () => {
    const dataProvider = memoryDataProvider({ documents: rows });
    renderAdmin('/documents/d1/show', dataProvider, [documentProps]);
    expect(await screen.findByText('spa-guide.docx')).toBeTruthy();
    expect(screen.getByText('Word')).toBeTruthy();
    expect(screen.getByText('340 KB')).toBeTruthy();
    expect(screen.getByText('1,234')).toBeTruthy();
    expect(screen.getByText('French')).toBeTruthy();
    expect(screen.getByText('Ready')).toBeTruthy();
    expect(screen.getByText('Mar 1, 2025', { exact: false })).toBeTruthy();
    const text = document.body.textContent ?? '';
    expect(text).not.toContain('d1');
    expect(text).not.toContain('{');
    expect(text).not.toContain('bytes');
  });

  it('a failed document shows why, from its error code', async () => {
    const dataProvider = memoryDataProvider({ documents: rows });
    renderAdmin('/documents/d2/show', dataProvider, [documentProps]);
    const failure = await screen.findByTestId('document-failure');
    // A code the catalogue has no text for: the server's sentence stands in.
    expect(failure.textContent).toContain('The file could not be read: broken');
    expect(screen.getByText('16 bytes')).toBeTruthy();
  });
});

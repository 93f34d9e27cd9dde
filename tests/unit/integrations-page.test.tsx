import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { memoryStore, type DataProvider } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, Notification } from 'ra-ui-materialui';
import { en } from '../../src/i18n/en.ts';
import { IntegrationsPage } from '../../src/resources/integrations/IntegrationsPage.tsx';
import type { Integration } from '../../src/resources/integrations/integrationModel.ts';

afterEach(cleanup);
// MUI in jsdom on a shared two-core machine is slow; these are behaviour tests, not timing tests.
vi.setConfig({ testTimeout: 30_000 });

const i18nProvider = polyglotI18nProvider(() => en, 'en');

const integration = (overrides: Partial<Integration>): Integration => ({
  id: 'int_1',
  name: 'www.hotel-example.com',
  kind: 'website',
  url: 'https://www.hotel-example.com/',
  schedule: 'snapshot',
  status: 'active',
  pages: 42,
  access: 'staff',
  settings: {},
  error: null,
  lastSyncedAt: '2025-03-01T10:00:00.000Z',
  createdAt: '2025-03-01T09:58:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
  ...overrides,
});

/** A stand-in for the shell's dataProvider: simple-rest answers plus the custom `action` verb. */
const makeDataProvider = (rows: () => Integration[], extra: Partial<Record<string, unknown>> = {}) => {
  const calls = {
    getList: vi.fn(async () => ({ data: rows(), total: rows().length })),
    delete: vi.fn(async (_resource: string, params: { id: string }) => ({ data: rows().find((r) => r.id === params.id) })),
    action: vi.fn(async (_resource: string, id: string, action: string) => ({
      data: { ...rows().find((r) => r.id === id), status: action === 'refresh' ? 'pending' : 'active' },
    })),
  };
  const provider = { ...calls, ...extra } as unknown as DataProvider;
  return { provider, calls };
};

const renderPage = (dataProvider: DataProvider) =>
  render(
    <AdminContext
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      store={memoryStore()}
      queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <IntegrationsPage />
      <Notification />
    </AdminContext>,
  );

describe('Integrations screen', () => {
  it('shows the connected table with translated status chips, error tooltips and the available connectors', async () => {
    const rows = [
      integration({ id: 'a', name: 'Main site', status: 'chunking', pages: 12 }),
      integration({ id: 'b', name: 'Blog', status: 'gathering_data', access: 'public' }),
      integration({ id: 'c', name: 'Old site', status: 'failed', error: 'robots.txt disallows the whole site' }),
    ];
    const { provider } = makeDataProvider(() => rows);
    renderPage(provider);

    const table = (await screen.findByTestId('integration-row-a')).closest('table');
    expect(table?.getAttribute('aria-label')).toBe('Connected integrations');
    const headers = [...(table?.querySelectorAll('th') ?? [])].map((h) => h.textContent);
    expect(headers.slice(0, 5)).toEqual(['Name', 'Status', 'Created At', 'Pages', 'Access']);

    const mainRow = screen.getByTestId('integration-row-a');
    expect(within(mainRow).getByText('Processing')).toBeTruthy();
    expect(within(mainRow).queryByText('chunking')).toBeNull();
    expect(within(mainRow).getByText('12')).toBeTruthy();
    expect(within(screen.getByTestId('integration-row-b')).getByText('Gathering data')).toBeTruthy();
    expect(within(screen.getByTestId('integration-row-b')).getByText('Staff and guests')).toBeTruthy();

    await userEvent.hover(within(screen.getByTestId('integration-row-c')).getByText('Failed'));
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', 'robots.txt disallows the whole site');

    expect(screen.getByText('Available integrations').tagName).toBe('H2');
    expect(screen.getByLabelText('Website indexer').textContent).toContain("Index your website's pages");
    expect(screen.getByLabelText('Shared profile and reviews').textContent).toContain('Google Business Profile');
    expect(screen.getByLabelText('Property management system').textContent).toContain('Apaleo');
  });

  it('keeps refetching while a row is being processed so the chip updates live', async () => {
    let status: Integration['status'] = 'chunking';
    const { provider, calls } = makeDataProvider(() => [integration({ id: 'a', status })]);
    renderPage(provider);

    const row = await screen.findByTestId('integration-row-a');
    expect(within(row).getByText('Processing')).toBeTruthy();
    status = 'active';
    await waitFor(() => expect(within(screen.getByTestId('integration-row-a')).getByText('Active')).toBeTruthy(), {
      timeout: 5000,
    });
    expect(calls.getList.mock.calls.length).toBeGreaterThanOrEqual(2);
  });

  it('refreshes a row through the action verb and says so', async () => {
    const rows = [integration({ id: 'site-1', name: 'Main site', status: 'active' })];
    const { provider, calls } = makeDataProvider(() => rows);
    renderPage(provider);
    const user = userEvent.setup();

    await user.click(await screen.findByLabelText('Actions for Main site'));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Activate' }).getAttribute('aria-disabled')).toBe('true');
    await user.click(within(menu).getByRole('menuitem', { name: 'Refresh' }));

    expect(await screen.findByText('Integration refreshed successfully')).toBeTruthy();
    expect(calls.action).toHaveBeenCalledWith('integrations', 'site-1', 'refresh');
  });

  it('reports a failed refresh', async () => {
    const rows = [integration({ id: 'site-1', name: 'Main site' })];
    const { provider } = makeDataProvider(() => rows, {
      action: vi.fn(async () => Promise.reject(new Error('A sync is already running'))),
    });
    renderPage(provider);
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Actions for Main site'));
    await user.click(await screen.findByRole('menuitem', { name: 'Refresh' }));
    expect(await screen.findByText('Failed to refresh integration')).toBeTruthy();
  });

  it('asks for confirmation before deleting and then deletes', async () => {
    let rows = [integration({ id: 'site-1', name: 'Main site' })];
    const { provider, calls } = makeDataProvider(() => rows);
    calls.delete.mockImplementation(async (_r: string, params: { id: string }) => {
      const gone = rows.find((r) => r.id === params.id);
      rows = rows.filter((r) => r.id !== params.id);
      return { data: gone };
    });
    renderPage(provider);
    const user = userEvent.setup();

    await user.click(await screen.findByLabelText('Actions for Main site'));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you absolutely sure?')).toBeTruthy();
    expect(within(dialog).getByText('This action cannot be undone. Are you sure you want to permanently delete Main site?')).toBeTruthy();
    expect(calls.delete).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Integration deleted successfully')).toBeTruthy();
    expect(calls.delete).toHaveBeenCalledWith('integrations', expect.objectContaining({ id: 'site-1' }));
    expect(await screen.findByText('No integrations yet')).toBeTruthy();
  });

  it("shows a refreshed row as the server answered it at once, without waiting for the list's next read", async () => {
    const rows = [integration({ id: 'site-1', name: 'Main site', status: 'active' })];
    // The action answers the updated record; the list read still says Active.
    const { provider, calls } = makeDataProvider(() => rows);
    renderPage(provider);
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Actions for Main site'));
    await user.click(await screen.findByRole('menuitem', { name: 'Refresh' }));
    expect(await screen.findByText('Integration refreshed successfully')).toBeTruthy();
    expect(within(screen.getByTestId('integration-row-site-1')).getByText('Pending')).toBeTruthy();
    expect(calls.getList).toHaveBeenCalledTimes(1);
  });

  it('deletes optimistically: the row leaves at once, and comes back with the failure if the server refuses', async () => {
    const rows = [integration({ id: 'site-1', name: 'Main site' }), integration({ id: 'site-2', name: 'Blog' })];
    let refuse: (error: Error) => void = () => {};
    const pendingDelete = vi.fn(() => new Promise((_resolve, reject) => (refuse = reject)));
    const { provider } = makeDataProvider(() => rows, { delete: pendingDelete });
    renderPage(provider);
    const user = userEvent.setup();

    await user.click(await screen.findByLabelText('Actions for Main site'));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));

    // The server has not answered yet, and the row is already gone.
    await waitFor(() => expect(screen.queryByTestId('integration-row-site-1')).toBeNull(), { timeout: 5_000 });
    expect(screen.getByTestId('integration-row-site-2')).toBeTruthy();
    expect(pendingDelete).toHaveBeenCalledWith('integrations', expect.objectContaining({ id: 'site-1' }));

    refuse(new Error('Internal Server Error'));
    // The undo waits for react-admin's refetch: a wait for the row, not a timing (slow when the CPU is shared).
    expect(await screen.findByTestId('integration-row-site-1', {}, { timeout: 5_000 })).toBeTruthy();
    // react-admin's Notification here shows one toast at a time (the app's toaster stacks them).
    expect(await screen.findByText('Failed to delete integration', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('shows the load error with a retry, then the empty state with its call to action', async () => {
    let fail = true;
    const { provider } = makeDataProvider(() => [], {
      getList: vi.fn(async () => {
        if (fail) throw new Error('Internal Server Error');
        return { data: [], total: 0 };
      }),
    });
    renderPage(provider);
    const user = userEvent.setup();

    // The list follows the spec's retry policy (3 attempts, 1 s then 2 s apart) before saying so.
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain('Failed to load integrations');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('No integrations yet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Connect your website' }));
    expect(await screen.findByRole('dialog', { name: 'Add website' })).toBeTruthy();
  });
});

import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { faqSections } from '../../src/resources/faq-sections/declaration.ts';
import { integrations } from '../../src/resources/integrations/declaration.ts';
import { voices } from '../../src/resources/voices/declaration.ts';
import { genericResourceProps, memoryDataProvider, renderAdmin } from './resources-harness.tsx';

const integrationRows = [
  { id: 'i1', name: 'Hotel website', kind: 'website', status: 'chunking', pages: 42, access: 'public', createdAt: '2025-03-01T10:00:00Z' },
  { id: 'i2', name: 'Reviews', kind: 'reviews', status: 'gathering_data', pages: 0, access: 'staff', createdAt: '2025-03-02T10:00:00Z' },
  {
    id: 'i3',
    name: 'Apaleo',
    kind: 'pms',
    status: 'failed',
    pages: 3,
    access: 'staff',
    error: 'Bad credentials',
    createdAt: '2025-03-03T10:00:00Z',
  },
];

const headerTexts = (table: HTMLElement) =>
  Array.from(table.querySelectorAll('thead th'))
    .map((cell) => cell.textContent?.trim() ?? '')
    .filter((text) => text !== '');

describe('generic list', { timeout: 30_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('renders the declared columns with translated headers, status chips and access labels', async () => {
    const dataProvider = memoryDataProvider({ integrations: integrationRows });
    renderAdmin('/integrations', dataProvider, [genericResourceProps(integrations)]);

    const table = await screen.findByRole('table');
    // Spec: "Connected integrations table: Name, Status, Created At, Pages, Access".
    expect(headerTexts(table)).toEqual(['Name', 'Status', 'Created At', 'Pages', 'Access']);

    const processing = within(table).getByText('Processing').closest('[data-status]');
    expect(processing?.getAttribute('data-status')).toBe('chunking');
    expect(processing?.className).toMatch(/colorInfo/);
    expect(within(table).getByText('Gathering data')).toBeTruthy();
    expect(within(table).getByText('Failed').closest('[data-status]')?.className).toMatch(/colorError/);
    expect(within(table).getByText('Staff and guests')).toBeTruthy();
    expect(within(table).getAllByText('Staff only')).toHaveLength(2);

    // Default sort from the declaration.
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'integrations',
      expect.objectContaining({ sort: { field: 'createdAt', order: 'DESC' } }),
    );
    const names = Array.from(table.querySelectorAll<HTMLElement>('tbody tr')).map(
      (row) => within(row).queryByText(/Hotel website|Reviews|Apaleo/)?.textContent,
    );
    expect(names).toEqual(['Apaleo', 'Reviews', 'Hotel website']);
  });

  it('sends the search box text as the q filter', async () => {
    const dataProvider = memoryDataProvider({ integrations: integrationRows });
    renderAdmin('/integrations', dataProvider, [genericResourceProps(integrations)]);
    await screen.findByText('Apaleo');

    await userEvent.type(screen.getByPlaceholderText('Search'), 'review');

    await waitFor(() => expect(screen.queryByText('Apaleo')).toBeNull(), { timeout: 3000 });
    expect(screen.getByText('Reviews')).toBeTruthy();
    expect(dataProvider.getList).toHaveBeenLastCalledWith(
      'integrations',
      expect.objectContaining({ filter: expect.objectContaining({ q: 'review' }) }),
    );
  });

  it('shows two tags and a +N badge for the rest', async () => {
    const dataProvider = memoryDataProvider({
      voices: [
        { id: 'v1', name: 'Warm', usedFor: ['emails', 'blogs', 'social', 'ads'], createdAt: '2025-01-01T00:00:00Z' },
        { id: 'v2', name: 'Crisp', usedFor: ['website'], createdAt: '2025-01-02T00:00:00Z' },
      ],
    });
    renderAdmin('/voices', dataProvider, [genericResourceProps(voices)]);

    const table = await screen.findByRole('table');
    expect(headerTexts(table)).toEqual(['Brand Voice', 'Best Used For', 'Added On']);
    const warmRow = within(table).getByText('Warm').closest('tr') as HTMLElement;
    expect(within(warmRow).getByText('Emails')).toBeTruthy();
    expect(within(warmRow).getByText('Blogs')).toBeTruthy();
    expect(within(warmRow).getByText('+2')).toBeTruthy();
    expect(within(warmRow).queryByText('Social Media')).toBeNull();
    const crispRow = within(table).getByText('Crisp').closest('tr') as HTMLElement;
    expect(within(crispRow).getByText('Website')).toBeTruthy();
    expect(within(crispRow).queryByText(/^\+\d+$/)).toBeNull();
  });

  it('confirms a row delete with the spec wording and the record name, then deletes it', async () => {
    const dataProvider = memoryDataProvider({ integrations: integrationRows });
    renderAdmin('/integrations', dataProvider, [genericResourceProps(integrations)]);
    const row = (await screen.findByText('Reviews')).closest('tr') as HTMLElement;

    await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you absolutely sure?')).toBeTruthy();
    expect(within(dialog).getByText('This action cannot be undone. Are you sure you want to permanently delete Reviews?')).toBeTruthy();
    expect(dataProvider.delete).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(screen.queryByText('Reviews')).toBeNull());
    expect(dataProvider.delete).toHaveBeenCalledWith('integrations', expect.objectContaining({ id: 'i2' }));
    expect(dataProvider.db.integrations.map((r) => r.id)).toEqual(['i1', 'i3']);
    expect(screen.getByText('Apaleo')).toBeTruthy();
  });

  it('bulk-deletes selected rows only after confirmation', async () => {
    const dataProvider = memoryDataProvider({ integrations: integrationRows });
    renderAdmin('/integrations', dataProvider, [genericResourceProps(integrations)]);
    const row = (await screen.findByText('Apaleo')).closest('tr') as HTMLElement;

    await userEvent.click(within(row).getByRole('checkbox'));
    const toolbar = await screen.findByText('1 item selected');
    await userEvent.click(within(toolbar.closest('.RaBulkActionsToolbar-toolbar') as HTMLElement).getByRole('button', { name: 'Delete' }));

    const dialog = await screen.findByRole('dialog');
    expect(dataProvider.deleteMany).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(dataProvider.deleteMany).toHaveBeenCalledWith('integrations', expect.objectContaining({ ids: ['i3'] })));
    await waitFor(() => expect(screen.queryByText('Apaleo')).toBeNull());
    expect(screen.getByText('Reviews')).toBeTruthy();
  });

  it('offers a translated empty state with a create button', async () => {
    const dataProvider = memoryDataProvider({ voices: [] });
    renderAdmin('/voices', dataProvider, [genericResourceProps(voices)]);

    expect(await screen.findByText('No brand voices yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create' }).getAttribute('href')).toBe('/voices/create');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('filters by a declared enum filter', async () => {
    const dataProvider = memoryDataProvider({ integrations: integrationRows });
    renderAdmin('/integrations?filter=%7B%22status%22%3A%22failed%22%7D', dataProvider, [genericResourceProps(integrations)]);

    expect(await screen.findByText('Apaleo')).toBeTruthy();
    expect(screen.queryByText('Reviews')).toBeNull();
    expect(dataProvider.getList).toHaveBeenCalledWith('integrations', expect.objectContaining({ filter: { status: 'failed' } }));
  });

  it('renders a simple list from the same declaration on small screens', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }));
    const dataProvider = memoryDataProvider({
      'faq-sections': [{ id: 's1', title: 'Breakfast', position: 3, updatedAt: '2025-02-01T08:00:00Z' }],
    });
    renderAdmin('/faq-sections', dataProvider, [genericResourceProps(faqSections)]);

    expect(await screen.findByText('Breakfast')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Position: 3')).toBeTruthy();
    expect(screen.getByText('Breakfast').closest('a')?.getAttribute('href')).toBe('/faq-sections/s1/show');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { HttpError, memoryStore, type DataProvider } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, Notification } from 'ra-ui-materialui';
import { en } from '../../src/i18n/en.ts';
import { IntegrationsPage } from '../../src/resources/integrations/IntegrationsPage.tsx';
import type { Integration } from '../../src/resources/integrations/integrationModel.ts';

afterEach(cleanup);
// MUI in jsdom on a shared two-core machine is slow; these are behaviour tests, not timing tests.
vi.setConfig({ testTimeout: 30_000 });

const i18nProvider = polyglotI18nProvider(() => en, 'en');

type CreateParams = { data: Record<string, unknown> };

const setup = (create: (resource: string, params: CreateParams) => Promise<{ data: Integration }>) => {
  const rows: Integration[] = [];
  const dataProvider = {
    getList: vi.fn(async () => ({ data: [...rows], total: rows.length })),
    create: vi.fn(async (resource: string, params: CreateParams) => {
      const answer = await create(resource, params);
      rows.push(answer.data);
      return answer;
    }),
  };
  render(
    <AdminContext
      dataProvider={dataProvider as unknown as DataProvider}
      i18nProvider={i18nProvider}
      store={memoryStore()}
      queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <IntegrationsPage />
      <Notification />
    </AdminContext>,
  );
  return dataProvider;
};

/** What POST /api/integrations answers for a new website integration. */
const created = (params: CreateParams): { data: Integration } => {
  const url = String(params.data.url);
  return {
    data: {
      id: 'int_new',
      name: new URL(url).hostname,
      kind: 'website',
      url,
      schedule: params.data.schedule === 'daily' ? 'daily' : 'snapshot',
      status: 'pending',
      pages: 0,
      access: 'staff',
      settings: (params.data.settings as Integration['settings']) ?? {},
      error: null,
      lastSyncedAt: null,
      createdAt: '2025-03-02T08:00:00.000Z',
      updatedAt: '2025-03-02T08:00:00.000Z',
    },
  };
};

/** Pasting instead of typing keeps these tests fast; the Enter key is still pressed for real. */
const fill = async (user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) => {
  await user.click(field);
  await user.paste(text);
};

const openWebsiteDialog = async (user: ReturnType<typeof userEvent.setup>) => {
  await screen.findByText('No integrations yet');
  await user.click(within(screen.getByLabelText('Website indexer')).getByText('Add website'));
  return screen.findByRole('dialog');
};

describe('Add website dialog', () => {
  it('validates the URL before sending anything', async () => {
    const provider = setup(async (_r, params) => created(params));
    const user = userEvent.setup();
    const dialog = await openWebsiteDialog(user);
    expect(dialog.textContent).toContain(
      'Paste the root domain to index the whole site, or a specific page or subdirectory URL to save only that.',
    );
    expect(within(dialog).getByLabelText(/Current snapshot/)).toHaveProperty('checked', true);

    await user.click(within(dialog).getByRole('button', { name: 'Add website' }));
    expect(within(dialog).getByText('URL is required')).toBeTruthy();

    await fill(user, within(dialog).getByLabelText(/Website URL/), 'not a url');
    await user.keyboard('{Enter}');
    expect(within(dialog).getByText('Please enter a valid URL')).toBeTruthy();
    expect(within(dialog).queryByText('URL is required')).toBeNull();
    expect(provider.create).not.toHaveBeenCalled();
  });

  it('creates a daily website integration on Enter, with advanced settings, and confirms it', async () => {
    const provider = setup(async (_r, params) => created(params));
    const user = userEvent.setup();
    const dialog = await openWebsiteDialog(user);

    await user.click(within(dialog).getByLabelText(/Daily update/));
    await user.click(within(dialog).getByText('Advanced settings'));
    await fill(user, within(dialog).getByLabelText('Include paths'), '/rooms/*\n/offers/*');
    await fill(user, within(dialog).getByLabelText('Page limit'), '50');
    await fill(user, within(dialog).getByLabelText(/Website URL/), 'www.hotel-example.com');
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Website integration created successfully')).toBeTruthy();
    expect(provider.create).toHaveBeenCalledWith('integrations', {
      data: {
        kind: 'website',
        url: 'https://www.hotel-example.com',
        schedule: 'daily',
        settings: { include: ['/rooms/*', '/offers/*'], maxPages: 50 },
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = await screen.findByTestId('integration-row-int_new');
    expect(within(row).getByText('Pending')).toBeTruthy();
  });

  it('shows the server validation error under the field and the failure toast', async () => {
    const provider = setup(async () => {
      throw new HttpError('Please enter a valid URL', 400, {
        message: 'Please enter a valid URL',
        errors: { url: 'Please enter a valid URL' },
      });
    });
    const user = userEvent.setup();
    const dialog = await openWebsiteDialog(user);
    await fill(user, within(dialog).getByLabelText(/Website URL/), 'https://intranet.example.com');
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Failed to create website integration')).toBeTruthy();
    expect(within(dialog).getByText('Please enter a valid URL')).toBeTruthy();
    expect(within(dialog).getByLabelText(/Website URL/)).toHaveProperty('value', 'https://intranet.example.com');
    expect(provider.create).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape without creating anything', async () => {
    const provider = setup(async (_r, params) => created(params));
    const user = userEvent.setup();
    await openWebsiteDialog(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(provider.create).not.toHaveBeenCalled();
  });
});

describe('Connector dialogs', () => {
  it('configures Google Business Profile reviews and posts the connector settings', async () => {
    const provider = setup(async (_r, params) => ({
      data: { ...created({ data: { url: 'https://business.google.com' } }).data, kind: 'reviews', name: String(params.data.name) },
    }));
    const user = userEvent.setup();
    await screen.findByText('No integrations yet');
    await user.click(within(screen.getByLabelText('Shared profile and reviews')).getByText('Connect'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Connect Google Business Profile');

    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(within(dialog).getAllByText('Required')).toHaveLength(3);
    expect(provider.create).not.toHaveBeenCalled();

    await fill(user, within(dialog).getByLabelText(/^Name/), 'Reviews – Lisbon');
    await fill(user, within(dialog).getByLabelText(/Account ID/), '1234567890');
    await fill(user, within(dialog).getByLabelText(/Location ID/), '987654321');
    await fill(user, within(dialog).getByLabelText(/Access token/), 'ya29.token');
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Integration created successfully')).toBeTruthy();
    expect(provider.create).toHaveBeenCalledWith('integrations', {
      data: {
        kind: 'reviews',
        name: 'Reviews – Lisbon',
        settings: { accountId: '1234567890', locationId: '987654321', accessToken: 'ya29.token' },
      },
    });
  });

  it("shows the connector's refusal under the setting it concerns, and keeps what was typed", async () => {
    setup(async () => {
      throw new HttpError('Location ID is not valid', 400, {
        message: 'Location ID is not valid',
        errors: { 'settings.locationId': 'Location ID is not valid' },
      });
    });
    const user = userEvent.setup();
    await screen.findByText('No integrations yet');
    await user.click(within(screen.getByLabelText('Shared profile and reviews')).getByText('Connect'));
    const dialog = await screen.findByRole('dialog');
    await fill(user, within(dialog).getByLabelText(/Account ID/), '1234567890');
    await fill(user, within(dialog).getByLabelText(/Location ID/), 'lisbon');
    await fill(user, within(dialog).getByLabelText(/Access token/), 'ya29.token');
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Failed to create integration')).toBeTruthy();
    expect(within(dialog).getByText('Location ID is not valid')).toBeTruthy();
    expect(
      within(dialog)
        .getByLabelText(/Location ID/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(within(dialog).getByLabelText(/Account ID/)).toHaveProperty('value', '1234567890');
  });
});

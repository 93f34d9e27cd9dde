import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { startSite, type FixtureSite } from '../fixtures/site.ts';
import { startE2E, type E2E } from './harness.ts';
import { signIn } from './signin.ts';

interface IntegrationWire {
  id: string;
  status: string;
  pages: number;
  error: string | null;
  lastSyncedAt: string | null;
}

/**
 * What the fixture site yields from its root: linked pages, the sitemap-only /spa and the linked
 * PDF. Not the print duplicate (canonical), /dining-copy (same content), /private/ (robots.txt),
 * the outside link, the image or the redirect to a private address.
 */
const inScopePages = ['/', '/rooms/', '/rooms/deluxe', '/rooms/suite', '/dining', '/contact', '/spa', '/brochure.pdf'];

describe('knowledge sources in the browser: integrations, search and ask', () => {
  let e: E2E;
  let site: FixtureSite;
  let page: Page;
  let name: string;
  let integrationId: string;

  /** The connected-integrations row of the fixture site. */
  const row = () => page.getByRole('table', { name: 'Connected integrations' }).getByRole('row').filter({ hasText: name });
  const chip = () => row().locator('[data-status]');
  const pagesCell = () => row().getByRole('cell').nth(3);
  const toast = (text: string) => page.getByText(text, { exact: true }).first();
  const rowAction = async (action: string) => {
    await row()
      .getByRole('button', { name: `Actions for ${name}` })
      .click();
    await page.getByRole('menuitem', { name: action, exact: true }).click();
  };
  /** The integration as the API answers it, read with the signed-in user's own token. */
  const apiIntegration = (id: string) =>
    page.evaluate(async (integration) => {
      const res = await fetch(`/api/integrations/${integration}`, {
        headers: { Authorization: `Bearer ${localStorage.getItem('authToken')}` },
      });
      return (await res.json()) as IntegrationWire;
    }, id);
  const searchFor = async (text: string) => {
    const box = page.getByRole('searchbox', { name: 'Search files and documents' });
    await box.fill(text);
    await box.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === text);
  };
  const results = () => page.getByRole('list', { name: 'Search results' }).getByTestId('search-result');
  const resultFor = (path: string): Locator => results().filter({ has: page.locator(`a[href="${site.url}${path}"]`) });

  beforeAll(async () => {
    // A little latency per request, so the crawl takes long enough for the list to show it moving.
    site = await startSite({ delayMs: 120 });
    e = await startE2E({ CRAWL_ALLOW_HOSTS: '127.0.0.1', CRAWL_POLITENESS_MS: 0 });
    name = `127.0.0.1:${site.port}`;
    page = (await e.newPage('desktop')).page;
    await signIn(page, '/home');
  });
  afterAll(async () => {
    await e?.close();
    await site?.close();
  });

  it('offers the three connectors and checks the website URL before sending it', async () => {
    await page.goto('/integrations');
    await page.getByRole('heading', { name: 'Integrations', level: 1 }).waitFor();
    const available = page.getByRole('region', { name: 'Available integrations' });
    for (const card of ['Website indexer', 'Property management system', 'Shared profile and reviews']) {
      await expect(available.getByRole('article', { name: card }).isVisible()).resolves.toBe(true);
    }
    await expect(available.getByRole('article', { name: 'Shared profile and reviews' }).textContent()).resolves.toContain(
      'Google Business Profile',
    );
    await expect(available.getByRole('article', { name: 'Property management system' }).textContent()).resolves.toContain('Apaleo');

    await available.getByRole('button', { name: 'Add website' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add website' });
    await dialog.waitFor();
    const url = dialog.getByRole('textbox', { name: 'Website URL' });
    await dialog.getByRole('button', { name: 'Add website' }).click();
    await dialog.getByText('URL is required').waitFor();
    await expect(url.getAttribute('aria-invalid')).resolves.toBe('true');

    await url.fill('not a url');
    // Typing clears the old message; submitting shows the new one.
    await expect(dialog.getByText('URL is required').count()).resolves.toBe(0);
    await dialog.getByRole('button', { name: 'Add website' }).click();
    await dialog.getByText('Please enter a valid URL').waitFor();
    // Nothing was created by the invalid attempts.
    await expect(page.getByRole('table', { name: 'Connected integrations' }).count()).resolves.toBe(0);
  });

  it('creates the website integration and shows it crawling up to Active live, with its page count', async () => {
    const dialog = page.getByRole('dialog', { name: 'Add website' });
    await dialog.getByRole('textbox', { name: 'Website URL' }).fill(`${site.url}/`);
    await dialog.getByRole('radio', { name: /Current snapshot/ }).check();
    // A reload would drop this marker: the row must move on its own.
    await page.evaluate(() => Object.assign(window, { __noReload: true }));
    await dialog.getByRole('button', { name: 'Add website' }).click();
    await toast('Website integration created successfully').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    await row().waitFor();
    integrationId = (await row().getAttribute('data-testid'))!.replace('integration-row-', '');
    await expect(row().textContent()).resolves.toContain('Website · Current snapshot');
    const seen: string[] = [];
    await expect
      .poll(
        async () => {
          const status = await chip().getAttribute('data-status');
          if (status && seen[seen.length - 1] !== status) seen.push(status);
          return status;
        },
        { timeout: 60_000, interval: 100 },
      )
      .toBe('active');
    expect(['pending', 'gathering_data', 'chunking']).toContain(seen[0]);
    await expect(chip().textContent()).resolves.toBe('Active');
    await expect(page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).resolves.toBe(true);

    const record = await apiIntegration(integrationId);
    expect(record).toMatchObject({ status: 'active', pages: inScopePages.length, error: null });
    await expect.poll(() => pagesCell().textContent()).toBe(String(record.pages));
  });

  it('refreshes, deactivates and activates from the row menu', async () => {
    const before = await apiIntegration(integrationId);
    await rowAction('Refresh');
    await toast('Integration refreshed successfully').waitFor();
    // The site was crawled again: a newer sync, and the row back to Active by itself.
    await expect
      .poll(
        async () => {
          const now = await apiIntegration(integrationId);
          return now.status === 'active' && Date.parse(now.lastSyncedAt ?? '') > Date.parse(before.lastSyncedAt ?? '');
        },
        { timeout: 60_000, interval: 200 },
      )
      .toBe(true);
    await expect.poll(() => chip().getAttribute('data-status'), { timeout: 10_000, interval: 200 }).toBe('active');
    await expect.poll(() => pagesCell().textContent()).toBe(String(inScopePages.length));

    await rowAction('Deactivate');
    await toast('Integration deactivated successfully').waitFor();
    await expect.poll(() => chip().textContent()).toBe('Inactive');
    await expect(apiIntegration(integrationId)).resolves.toMatchObject({ status: 'inactive' });

    // An inactive integration cannot be refreshed: the menu says so before the server would.
    await row()
      .getByRole('button', { name: `Actions for ${name}` })
      .click();
    await expect(page.getByRole('menuitem', { name: 'Refresh', exact: true }).getAttribute('aria-disabled')).resolves.toBe('true');
    await page.getByRole('menuitem', { name: 'Activate', exact: true }).click();
    await toast('Integration activated successfully').waitFor();
    await expect.poll(() => chip().textContent()).toBe('Active');
    await expect(apiIntegration(integrationId)).resolves.toMatchObject({ status: 'active', pages: inScopePages.length });
  });

  it('finds a page of the site with the phrase highlighted, filters by source and opens the page', async () => {
    await page.goto('/search');
    await searchFor('espresso machine');
    const hit = resultFor('/rooms/deluxe');
    await hit.waitFor();
    await expect(hit.locator('mark').allTextContents()).resolves.toEqual(expect.arrayContaining(['espresso', 'machine']));
    await expect(hit.locator('.MuiChip-root').textContent()).resolves.toBe('Website');
    // The phrase is on no other page of the site.
    await expect(results().count()).resolves.toBe(1);

    const filters = page.getByRole('group', { name: 'Sources' });
    await filters.getByRole('button', { name: 'Documents' }).click();
    await page.waitForURL((url) => url.searchParams.get('source') === 'documents');
    await page.getByText('No results for "espresso machine"').waitFor();
    await expect(results().count()).resolves.toBe(0);
    await filters.getByRole('button', { name: 'All sources' }).click();
    await page.waitForURL((url) => url.searchParams.get('source') === 'all');
    await hit.waitFor();
    await expect(filters.getByRole('button', { name: 'All sources' }).getAttribute('aria-pressed')).resolves.toBe('true');

    const title = (await hit.getByRole('link').first().textContent())!;
    const [popup] = await Promise.all([page.waitForEvent('popup'), hit.getByRole('link', { name: `Open ${title}` }).click()]);
    await popup.waitForURL(`${site.url}/rooms/deluxe`);
    await expect(popup.textContent('main')).resolves.toContain('espresso machine');
    await popup.close();

    // Keyboard: ArrowDown picks the result, the Open button opens it.
    await page.getByRole('searchbox', { name: 'Search files and documents' }).press('ArrowDown');
    await expect(hit.getAttribute('aria-current')).resolves.toBe('true');
    const [keyboardPopup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Open', exact: true }).click(),
    ]);
    await keyboardPopup.waitForURL(`${site.url}/rooms/deluxe`);
    await keyboardPopup.close();
  });

  it('answers a question from the site with a numbered citation, written by the offline writer', async () => {
    const box = page.getByRole('searchbox', { name: 'Search files and documents' });
    await box.fill('When is breakfast served?');
    await box.press('Control+Enter');
    const answer = page.getByRole('region', { name: 'Answer' });
    await answer.waitFor();
    await expect(answer.textContent()).resolves.toContain('When is breakfast served?');
    await expect.poll(() => answer.getAttribute('aria-busy'), { timeout: 30_000 }).toBe('false');

    const text = answer.getByTestId('answer-text');
    await expect(text.textContent()).resolves.toContain('Breakfast is served from 7:00 to 10:30');
    const sources = answer.getByRole('list', { name: 'Sources' }).getByRole('listitem');
    const firstTitle = (await sources.first().getByRole('link').textContent())!;
    const citation = text.getByRole('link', { name: `Source 1: ${firstTitle}` });
    await expect(citation.textContent()).resolves.toBe('[1]');
    await expect(citation.getAttribute('href')).resolves.toBe(`${site.url}/dining`);
    await expect(sources.first().getByRole('link').getAttribute('href')).resolves.toBe(`${site.url}/dining`);
    await expect(answer.getByTestId('answered-by').textContent()).resolves.toBe('Answered by the built-in offline writer');

    const [popup] = await Promise.all([page.waitForEvent('popup'), citation.click()]);
    await popup.waitForURL(`${site.url}/dining`);
    await popup.close();
  });

  it('takes a deactivated website out of search', async () => {
    await page.goto('/integrations');
    await rowAction('Deactivate');
    await toast('Integration deactivated successfully').waitFor();
    await expect.poll(() => chip().textContent()).toBe('Inactive');

    await page.goto('/search');
    await searchFor('espresso machine');
    await page.getByText('No results for "espresso machine"').waitFor();
    await expect(results().count()).resolves.toBe(0);
    await searchFor('breakfast');
    await page.getByText('No results for "breakfast"').waitFor();
  });
});

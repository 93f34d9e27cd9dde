import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seedChunks } from '../api/search-seed.ts';
import { startE2E, type E2E } from './harness.ts';
import { signIn } from './signin.ts';

/** The FAQ manager in Chromium, as an admin (manager@hotel.example is an admin by default). */
describe('FAQ manager in the browser', () => {
  let e: E2E;
  let page: Page;
  const admin = { email: 'manager@hotel.example', password: 'hotel123', name: 'Sam Rivera' };
  const question = (text: string) => page.getByTestId('faq-question').filter({ hasText: text });
  const toast = (text: string) => page.getByText(text, { exact: true }).first();

  beforeAll(async () => {
    e = await startE2E();
    await seedChunks(e.t.db, [
      {
        propertyId: 'grand-hotel',
        source: 'documents',
        sourceId: 'doc-policies',
        title: 'House policies',
        text: 'Breakfast is served from 7 am to 10:30 am in the Garden Room.',
      },
      {
        propertyId: 'grand-hotel',
        source: 'website',
        sourceId: 'site-parking',
        title: 'Parking',
        text: 'Guests can park in the underground garage. Parking costs €25 per day.',
      },
      {
        propertyId: 'grand-hotel',
        source: 'documents',
        sourceId: 'doc-pets',
        title: 'Pets',
        text: 'Dogs up to 10 kg are welcome for a fee of €15 per night.',
      },
    ]);
    page = (await e.newPage('desktop')).page;
    await signIn(page, '/faq-manager', admin);
  }, 120_000);
  afterAll(() => e?.close());

  it('creates a section and three questions, drafts them, reviews, approves all, publishes and finds the answer under FAQs', async () => {
    await page.getByRole('button', { name: 'Add section' }).click();
    await page.getByRole('dialog').getByLabel('Section title').fill('Your stay');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await toast('New section created').waitFor();
    const section = page.getByTestId('faq-section').filter({ hasText: 'Your stay' });

    for (const text of ['When is breakfast served?', 'How much does parking cost?', 'Are dogs allowed?']) {
      await section.getByRole('button', { name: 'Add question' }).click();
      await page.getByRole('dialog').getByRole('textbox', { name: 'Question' }).fill(text);
      await page.getByRole('dialog').getByRole('button', { name: 'Add question' }).click();
      await question(text).waitFor();
    }
    await page.getByText('Unsaved changes', { exact: true }).waitFor();

    // Auto Populate with unsaved changes asks first; Continue saves, then generates.
    await page.getByRole('button', { name: 'Auto Populate' }).click();
    await page.getByText('You have unsaved changes. Auto-populate will save your changes first. Continue?').waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await toast('Changes saved successfully').waitFor();
    await toast('Answers generating process has started').waitFor();

    // Drafts arrive while the list refreshes.
    for (const text of ['When is breakfast served?', 'How much does parking cost?', 'Are dogs allowed?']) {
      await question(text).and(page.locator('[data-status="draft"]')).waitFor({ timeout: 60_000 });
    }

    // The diff between the (empty) current answer and the draft marks the added words.
    await question('When is breakfast served?').getByRole('button', { name: 'View draft' }).click();
    const diff = page.getByTestId('faq-diff');
    await expect.poll(() => diff.locator('[data-diff="added"]').count()).toBeGreaterThan(0);
    expect(await diff.textContent()).toMatch(/7 am/);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    await question('Are dogs allowed?').getByRole('button', { name: 'Reject' }).click();
    await toast('Answer rejected').waitFor();
    await question('Are dogs allowed?').and(page.locator('[data-status="rejected"]')).waitFor();

    await page.getByRole('button', { name: 'Approve all' }).click();
    await toast('Answer approved').waitFor();
    await question('How much does parking cost?').and(page.locator('[data-status="approved"]')).waitFor();
    await question('When is breakfast served?').and(page.locator('[data-status="approved"]')).waitFor();

    await page.getByRole('button', { name: 'Publish' }).click();
    await toast('Answers published').waitFor();
    await question('When is breakfast served?').and(page.locator('[data-status="published"]')).waitFor();

    // The published answer is found on the Search screen under FAQs.
    await page.goto('/search');
    const box = page.getByRole('searchbox', { name: 'Search files and documents' });
    await box.fill('breakfast');
    await box.press('Enter');
    await page.getByRole('group', { name: 'Sources' }).getByRole('button', { name: 'FAQs' }).click();
    await page.waitForURL((url) => url.searchParams.get('source') === 'faqs');
    const results = page.getByRole('list', { name: 'Search results' }).getByTestId('search-result');
    // The FAQ that answers it comes first (search may also offer looser matches after it).
    await results.filter({ hasText: 'When is breakfast served?' }).waitFor();
    expect(await results.first().textContent()).toContain('When is breakfast served?');
    expect(await results.filter({ hasText: 'Are dogs allowed?' }).count()).toBe(0); // rejected, never published
  }, 180_000);

  it('lists the members with their roles and lets the admin invite', async () => {
    await page.goto('/members');
    const main = page.getByRole('main');
    await main.getByText('Alex Morgan', { exact: true }).waitFor();
    await main.getByText('Sam Rivera', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Invite' }).waitFor();
  }, 60_000);

  it("asks before leaving with unsaved changes, also on the browser's Back button", async () => {
    // Arrive the way users do, through the menu, so Back stays inside the app.
    await page.goto('/home');
    await page.getByRole('link', { name: 'FAQs' }).first().click();
    await page.waitForURL((url) => url.pathname === '/faq-manager');
    await page.getByRole('button', { name: 'Add section' }).click();
    await page.getByRole('dialog').getByLabel('Section title').fill('Leaving');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    const section = page.getByTestId('faq-section').filter({ hasText: 'Leaving' });
    await section.waitFor();
    await section.getByRole('button', { name: 'Add question' }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: 'Question' }).fill('Is there a gym?');
    await page.getByRole('dialog').getByRole('button', { name: 'Add question' }).click();
    await question('Is there a gym?').waitFor();

    // Back: the dialog asks; Stay keeps the page, its URL and the unsaved question.
    await page.evaluate(() => window.history.back());
    const ask = page.getByRole('dialog').filter({ hasText: 'You have unsaved changes. Leave without saving?' });
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Stay' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/faq-manager');
    await question('Is there a gym?').waitFor();
    await page.getByText('Unsaved changes', { exact: true }).waitFor();

    // A link in the app asks the same way.
    await page.getByRole('link', { name: 'Home' }).first().click();
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Stay' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/faq-manager');

    // Back again, and Leave goes where Back leads.
    await page.evaluate(() => window.history.back());
    await ask.getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL((url) => url.pathname === '/home');
  }, 60_000);

  it('asks the browser to confirm closing or reloading the tab with unsaved changes', async () => {
    const { page: tab } = await e.newPage('desktop');
    await signIn(tab, '/faq-manager', admin);
    await tab.getByRole('button', { name: 'Add section' }).click();
    await tab.getByRole('dialog').getByLabel('Section title').fill('Closing');
    await tab.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    const section = tab.getByTestId('faq-section').filter({ hasText: 'Closing' });
    await section.getByRole('button', { name: 'Add question' }).click();
    await tab.getByRole('dialog').getByRole('textbox', { name: 'Question' }).fill('Is there a sauna?');
    await tab.getByRole('dialog').getByRole('button', { name: 'Add question' }).click();
    await tab.getByText('Unsaved changes', { exact: true }).waitFor();
    const asked = tab.waitForEvent('dialog');
    await tab.close({ runBeforeUnload: true });
    const dialog = await asked;
    expect(dialog.type()).toBe('beforeunload');
    // Staying keeps the page and the edit.
    await dialog.dismiss();
    await tab.getByTestId('faq-question').filter({ hasText: 'Is there a sauna?' }).waitFor();
  }, 90_000);

  it('shows staff no controls they cannot use: no review or publish, no member edit, remove or invite', async () => {
    const { page: staffPage } = await e.newPage('desktop');
    await signIn(staffPage, '/faq-manager');
    await staffPage.getByRole('button', { name: 'Auto Populate' }).waitFor();
    // Loaded: the sections, or the empty state when this test runs alone.
    await staffPage.getByTestId('faq-section').or(staffPage.getByText('No sections yet. Add one to start your FAQ.')).first().waitFor();
    for (const name of ['Approve all', 'Publish', 'Approve', 'Reject'])
      expect(await staffPage.getByRole('button', { name, exact: true }).count()).toBe(0);
    expect(await staffPage.getByRole('tab', { name: 'Review drafts' }).count()).toBe(0);

    await staffPage.goto('/members');
    const main = staffPage.getByRole('main');
    const row = main.getByRole('row').filter({ hasText: 'Sam Rivera' });
    await row.waitFor();
    await staffPage.getByText('Only admins can invite, change roles or remove members.').waitFor();
    expect(await main.getByRole('link', { name: 'Invite' }).count()).toBe(0);
    expect(await main.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    expect(await main.getByRole('checkbox').count()).toBe(0);
    // The row is not a link to the edit form.
    await row.getByText('Sam Rivera', { exact: true }).click();
    expect(new URL(staffPage.url()).pathname).toBe('/members');
    // Typing the invite form's address shows no form to fill in.
    await staffPage.goto('/members/create');
    await staffPage.getByText('Access denied', { exact: false }).first().waitFor();
    expect(await staffPage.getByRole('textbox', { name: /Email/ }).count()).toBe(0);
  }, 90_000);
});

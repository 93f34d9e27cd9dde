import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E } from './harness.ts';
import { signIn } from './signin.ts';

/** JSON call with the signed-in user's token, from inside the page. */
const api = (page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(`/api${path}`, {
        method,
        headers: { Authorization: `Bearer ${localStorage.getItem('authToken')}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await res.json()) as Record<string, unknown>;
    },
    { method, path, body },
  );

/**
 * Auto Populate's progress is the server's job, not the tab's: after a reload, and in another tab,
 * the screen finds the running generation and shows it. Workers are off, so the job stays queued
 * while the test looks (with them on, the offline writer finishes before anyone could look).
 */
describe('FAQ generation progress across reloads and tabs', () => {
  let e: E2E;
  let page: Page;
  const admin = { email: 'manager@hotel.example', password: 'hotel123', name: 'Sam Rivera' };

  beforeAll(async () => {
    e = await startE2E({}, { workers: false });
    page = (await e.newPage('desktop')).page;
    await signIn(page, '/faq-manager', admin);
  }, 120_000);
  afterAll(() => e?.close());

  it('shows a running generation again after a reload and in a second tab', async () => {
    const section = await api(page, 'POST', '/faq-sections', { title: 'Arrival' });
    await api(page, 'POST', '/faq-questions', { sectionId: section.id, question: 'When is check-in?' });
    await page.reload();
    await page.getByRole('button', { name: 'Auto Populate' }).click();
    await page.getByText('Answers generating process has started', { exact: true }).first().waitFor();
    const progress = (p: Page) => p.getByTestId('faq-progress');
    await progress(page).waitFor();

    await page.reload();
    await progress(page).waitFor();
    expect(await progress(page).textContent()).toContain('Generating answers…');
    // Auto Populate stays unavailable while the generation runs.
    expect(await page.getByRole('button', { name: 'Auto Populate' }).isDisabled()).toBe(true);

    const { page: second } = await e.newPage('desktop');
    await signIn(second, '/faq-manager', { email: 'staff@hotel.example', password: 'hotel123', name: 'Alex Morgan' });
    await progress(second).waitFor();
  }, 120_000);
});

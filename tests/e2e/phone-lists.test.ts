import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, viewports, type E2E } from './harness.ts';
import { signIn } from './signin.ts';

const PHONE_WIDTH = viewports.mobile.width;

/** Calls the API with the page's own product token. */
const api = (page: Page, path: string, init: { method: string; json?: unknown }) =>
  page.evaluate(
    async ({ path, init }) => {
      const r = await fetch(path, {
        method: init.method,
        headers: { Authorization: `Bearer ${localStorage.getItem('authToken') ?? ''}`, 'Content-Type': 'application/json' },
        body: init.json === undefined ? undefined : JSON.stringify(init.json),
      });
      return { status: r.status, json: (await r.json()) as { id: string } };
    },
    { path, init },
  );

/** Uploads a small CSV through the real multipart endpoint. */
const uploadCsv = (page: Page, name: string, csv: string) =>
  page.evaluate(
    async ({ name, csv }) => {
      const form = new FormData();
      form.append('file', new File([csv], name, { type: 'text/csv' }));
      const r = await fetch('/api/documents', {
        method: 'POST',
        body: form,
        headers: { Authorization: `Bearer ${localStorage.getItem('authToken') ?? ''}` },
      });
      return (await r.json()) as { id: string };
    },
    { name, csv },
  );

/** Fully on screen at 375 px: not cut off on the right, not pushed off by a scrolling table. */
async function expectOnScreen(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE_WIDTH);
}

const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('every list is usable on a phone (375 px)', () => {
  let e: E2E;
  let page: Page;
  beforeAll(async () => {
    e = await startE2E({ CRAWL_ALLOW_HOSTS: '127.0.0.1' });
    ({ page } = await e.newPage('mobile'));
    await signIn(page, '/home');
  });
  afterAll(() => e?.close());

  it('Documents: tapping a row opens its page, with Open, Edit and Delete on screen', async () => {
    const { id } = await uploadCsv(page, 'opening-hours.csv', 'Outlet,Hours\r\nSpa,9-21\r\n');
    await page.goto('/documents');
    await page.getByText('opening-hours.csv').click();
    await page.waitForURL(`**/documents/${id}/show`);
    for (const name of ['Open the file', 'Edit', 'Delete'])
      await expectOnScreen(page.getByRole('button', { name }).or(page.getByRole('link', { name })).first());
    await page.getByText('Size', { exact: true }).waitFor();
    expect(await noSideways(page)).toBe(true);
  });

  it("Integrations: each row's action menu stays on screen", async () => {
    const created = await api(page, '/api/integrations', {
      method: 'POST',
      json: { kind: 'website', url: `${e.t.url}/`, name: 'A website with a rather long name for a phone' },
    });
    expect(created.status).toBeLessThan(300);
    await page.goto('/integrations');
    const menu = page.getByRole('button', { name: 'Actions for A website with a rather long name for a phone' });
    await expectOnScreen(menu);
    await menu.click();
    await expectOnScreen(page.getByRole('menuitem', { name: /delete/i }));
    await page.keyboard.press('Escape');
    expect(await noSideways(page)).toBe(true);
  });

  it('a generic list (brand voices): a tap opens the record', async () => {
    const { json } = await api(page, '/api/voices', { method: 'POST', json: { name: 'Warm and welcoming' } });
    await page.goto('/voices');
    await page.getByText('Warm and welcoming').click();
    await page.waitForURL((url) => url.pathname.startsWith(`/voices/${json.id}`));
    expect(await noSideways(page)).toBe(true);
  });
});

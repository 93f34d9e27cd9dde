import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { garbage, makeCsv, makeDocx } from '../fixtures/files.ts';
import { en } from '../../src/i18n/en.ts';
import { startE2E, type E2E } from './harness.ts';
import { signIn } from './signin.ts';

interface DroppedFile {
  name: string;
  type: string;
  base64: string;
}

interface ListedDocument {
  id: string;
  name: string;
  status: string;
  error: string | null;
  errorCode?: string | null;
}

const CSV = 'restaurant-hours.csv';
const DOCX = 'spa-guide.docx';
const BROKEN = 'report.pdf';

/** Drags real File objects (built in the page from these bytes) onto the dropzone and drops them. */
async function dropFiles(page: Page, target: Locator, files: DroppedFile[]) {
  const dataTransfer = await page.evaluateHandle((list) => {
    const dt = new DataTransfer();
    for (const f of list) {
      const bytes = Uint8Array.from(atob(f.base64), (ch) => ch.charCodeAt(0));
      dt.items.add(new File([bytes], f.name, { type: f.type }));
    }
    return dt;
  }, files);
  await target.dispatchEvent('dragenter', { dataTransfer });
  await target.dispatchEvent('dragover', { dataTransfer });
  return dataTransfer;
}

/** The documents as the API has them, read with the page's own token. */
const listDocuments = (page: Page) =>
  page.evaluate(async () => {
    const r = await fetch('/api/documents', { headers: { Authorization: `Bearer ${localStorage.getItem('authToken') ?? ''}` } });
    return (await r.json()) as ListedDocument[];
  });

const rows = (page: Page) => page.locator('table tbody tr');
const rowOf = (page: Page, name: string) => rows(page).filter({ has: page.getByRole('link', { name: `Open ${name}` }) });
const chipOf = (page: Page, name: string) => rowOf(page, name).locator('[data-status]');

describe('Documents, end to end in the browser', () => {
  let e: E2E;
  let page: Page;

  beforeAll(async () => {
    e = await startE2E();
    ({ page } = await e.newPage('desktop'));
    await signIn(page, '/documents');
  });
  afterAll(() => e?.close());

  it('uploads two dropped files with a progress bar each, and the list turns them Ready by itself', async () => {
    await page.goto('/documents');
    await page.getByText('No documents yet').waitFor();
    // Marks this document: a reload would lose it.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

    await page.getByRole('button', { name: 'Upload' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload documents' });
    await dialog.waitFor();
    const dropzone = dialog.getByRole('button', { name: 'Drag and drop files here, or click to browse' });

    const files: DroppedFile[] = [
      { name: CSV, type: 'text/csv', base64: makeCsv().toString('base64') },
      {
        name: DOCX,
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        base64: (await makeDocx()).toString('base64'),
      },
    ];
    const dataTransfer = await dropFiles(page, dropzone, files);
    await dialog.getByText('Drop the files to upload them').waitFor();
    await dropzone.dispatchEvent('drop', { dataTransfer });
    await dialog.getByText('Drag and drop files here, or click to browse').waitFor();

    for (const f of files) await dialog.getByRole('progressbar', { name: f.name }).waitFor();
    await page.getByText('Document uploaded successfully').first().waitFor();
    // Both bars reach the end: the files were sent whole.
    for (const f of files)
      await expect.poll(() => dialog.getByRole('progressbar', { name: f.name }).getAttribute('aria-valuenow')).toBe('100');
    // The dialog follows each document on the server until it is Ready (issue 7).
    await expect.poll(() => dialog.locator('[data-state="ready"]').count(), { timeout: 60_000 }).toBe(2);
    await expect(dialog.locator('[data-state="ready"]').first().textContent()).resolves.toContain('Ready');

    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'hidden' });
    for (const f of files) await expect.poll(() => chipOf(page, f.name).getAttribute('data-status'), { timeout: 60_000 }).toBe('ready');
    await expect(chipOf(page, CSV).textContent()).resolves.toBe('Ready');
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect((await listDocuments(page)).map((d) => d.status)).toEqual(['ready', 'ready']);
  });

  it('shows the Name, Status, Created At and Access columns', async () => {
    const headers = (await page.getByRole('columnheader').allTextContents()).map((h) => h.trim()).filter(Boolean);
    expect(headers).toEqual(['Name', 'Status', 'Created At', 'Access']);
    await expect(rowOf(page, DOCX).textContent()).resolves.toContain('Staff only');
    await expect(rows(page).count()).resolves.toBe(2);
  });

  it('filters by name with the search box', async () => {
    const search = page.getByPlaceholder('Search');
    await search.fill('restaurant');
    await expect.poll(() => rows(page).count()).toBe(1);
    await rowOf(page, CSV).waitFor();
    expect(page.url()).toContain('restaurant');
    await search.fill('');
    await expect.poll(() => rows(page).count()).toBe(2);
  });

  it('opens the original file in a new tab through its name', async () => {
    const link = page.getByRole('link', { name: `Open ${CSV}` });
    const href = await link.getAttribute('href');
    const doc = (await listDocuments(page)).find((d) => d.name === CSV);
    // Issue 7: no token in any URL; the click asks for a signed 60-second link to this one file.
    expect(href).toBe(`/api/documents/${doc?.id}/file`);
    const [popup, response] = await Promise.all([
      page.context().waitForEvent('page'),
      page.context().waitForEvent('response', (r) => r.url().includes(`/api/documents/${doc?.id}/file?pid=`)),
      link.click(),
    ]);
    expect(response.url()).toMatch(/[?&]sig=/);
    expect(response.url()).not.toContain('access_token');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/csv; charset=utf-8');
    expect(popup).not.toBe(page);
    expect(response.headers()['content-disposition']).toContain(`filename="${CSV}"`);
    // The list stays where it was: the file opened beside it.
    expect(new URL(page.url()).pathname).toBe('/documents');
    await popup.close();
  });

  it('deletes a document after the confirmation that names it', async () => {
    await rowOf(page, DOCX).getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('Are you absolutely sure?').waitFor();
    await expect(confirm.textContent()).resolves.toContain(
      `This action cannot be undone. Are you sure you want to permanently delete ${DOCX}?`,
    );
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Deleted', { exact: true }).waitFor();
    await expect.poll(() => rows(page).count()).toBe(1);
    await rowOf(page, CSV).waitFor();
    expect((await listDocuments(page)).map((d) => d.name)).toEqual([CSV]);
  });

  it('shows a broken file as Failed with its reason', async () => {
    await page.getByRole('button', { name: 'Upload' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload documents' });
    await dialog.locator('[data-testid="upload-input"]').setInputFiles({ name: BROKEN, mimeType: 'application/pdf', buffer: garbage() });
    await dialog.locator('[data-state="failed"]').waitFor();
    const record = (await listDocuments(page)).find((d) => d.name === BROKEN);
    expect(record?.status).toBe('failed');
    // Shown in the user's language from its code (issue 7), the server's sentence otherwise.
    const texts = (en.app as unknown as { errors: Record<string, string> }).errors;
    const reason = (record?.errorCode ? texts[record.errorCode] : undefined) ?? record?.error ?? '';
    expect(reason).not.toBe('');
    await page.getByText(`Failed to upload document: ${reason}`).waitFor();
    await expect(dialog.locator('[data-state="failed"]').textContent()).resolves.toContain(reason);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const chip = chipOf(page, BROKEN);
    await expect.poll(() => chip.getAttribute('data-status')).toBe('failed');
    await expect(chip.textContent()).resolves.toBe('Failed');
    await chip.hover();
    await expect(page.getByRole('tooltip').textContent()).resolves.toBe(reason);
  });

  it('renders the list as a simple list on a phone', async () => {
    const { page: phone } = await e.newPage('mobile');
    await signIn(phone, '/documents');
    await phone.goto('/documents');
    await phone.getByText(CSV).waitFor();
    await phone.getByText(BROKEN).waitFor();
    expect(await phone.locator('table').count()).toBe(0);
    await expect(phone.locator('[data-status]').allTextContents()).resolves.toEqual(['Failed', 'Ready']);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { de } from '../../src/i18n/de.ts';
import { fr } from '../../src/i18n/fr.ts';
import { devUser, startE2E, type E2E } from './harness.ts';
import { chooseInUserMenu, signIn } from './signin.ts';

const notFound = {
  title: "Oops! The page you're looking for doesn't exist.",
  subtitle: "Let's get you back on track!",
  back: 'Go back',
};

/** The not-found page's image (loaded, with its alt text), title, subtitle and back button. */
async function expectNotFoundPage(page: Page, words: { title: string; subtitle: string; back: string; image_alt: string }) {
  await page.getByRole('heading', { name: words.title }).waitFor();
  await page.getByText(words.subtitle, { exact: true }).waitFor();
  const image = page.getByRole('img', { name: words.image_alt });
  await image.waitFor();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await page.getByRole('button', { name: words.back }).waitFor();
}

describe('sign-in through the real OpenID flow', () => {
  let e: E2E;
  beforeAll(async () => {
    e = await startE2E();
  });
  afterAll(() => e?.close());

  it('sends a signed-out visitor through /login and the provider, back via /callback to the page asked for', async () => {
    const { page } = await e.newPage();
    const seen: string[] = [];
    page.on('framenavigated', (f) => {
      if (f === page.mainFrame()) seen.push(new URL(f.url()).pathname);
    });
    await page.goto('/documents');
    await page.waitForURL(/\/idp\/interaction\//);
    expect(seen).toContain('/login');
    await expect(page.textContent('body')).resolves.toContain(devUser.email);

    await page.fill('#email', devUser.email);
    await page.fill('#password', 'wrong-password');
    await page.click('button[type=submit]');
    await expect(page.textContent('body')).resolves.toContain('Invalid email or password');

    await page.fill('#email', devUser.email);
    await page.fill('#password', devUser.password);
    await page.click('button[type=submit]');
    await page.waitForURL(/\/documents$/);
    expect(seen).toContain('/callback');
    await page.getByText(devUser.name).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeTruthy();

    // A reload keeps the session: no trip to the provider.
    await page.reload();
    await page.getByText(devUser.name).first().waitFor();
    expect(page.url()).toMatch(/\/documents$/);
  });

  it('keeps the session across a reload on a deep link, then signs out at the provider', async () => {
    const { page } = await e.newPage();
    await signIn(page, '/home');
    await page.goto('/documents');
    await page.waitForURL(/\/documents/);
    await page.getByText(devUser.name).first().waitFor();
    expect(page.url()).not.toContain('/idp/');

    const userButton = page.getByRole('button', { name: 'Open user menu' });
    await expect(userButton.textContent()).resolves.toContain(devUser.name);
    await userButton.click();
    await page.getByRole('menuitem', { name: /log ?out/i }).click();
    await page.waitForURL(/\/auth\/logout/);
    await page.getByText('You have signed out').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    await page.goto('/home');
    await page.waitForURL(/\/idp\/interaction\//);
  });

  it('shows the failure message on a bad callback and goes to /login after 3 s', async () => {
    const { page } = await e.newPage();
    // The page's clock stands still, so the 3 s delay is checked without depending on machine speed.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.goto('/callback?code=forged&state=forged');
    await page.getByText('Authentication failed. Please try again.').waitFor();
    await expect(page.textContent('body')).resolves.toContain('Redirecting to login...');

    await page.clock.runFor(2900);
    expect(new URL(page.url()).pathname).toBe('/callback');
    await page.clock.runFor(200);
    await page.waitForURL(/\/(login|idp\/)/, { timeout: 10_000 });
  });

  it('shows the not-found page for unknown paths, in English, French and German', async () => {
    const { page } = await e.newPage();
    await signIn(page, '/home');
    await page.goto('/no/such/page');
    await expectNotFoundPage(page, { ...notFound, image_alt: 'A hotel key card next to an empty map' });
    // Opened directly, there is nothing to go back to: back means home.
    await page.getByRole('button', { name: notFound.back }).click();
    await page.waitForURL(/\/home$/);

    await chooseInUserMenu(page, 'Language', 'Français');
    await page.goto('/encore/inconnue');
    await expectNotFoundPage(page, fr.app.not_found);

    await chooseInUserMenu(page, fr.app.user_menu.language, 'Deutsch', { open: fr.app.user_menu.open });
    await page.goto('/gibt/es/nicht');
    await expectNotFoundPage(page, de.app.not_found);
  });
});

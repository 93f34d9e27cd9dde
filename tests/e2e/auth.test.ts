import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devUser, startE2E, type E2E } from './harness.ts';
import { signIn } from './signin.ts';

describe('sign-in through the real OpenID flow', () => {
  let e: E2E;
  beforeAll(async () => {
    e = await startE2E();
  });
  afterAll(() => e?.close());

  it('sends a signed-out visitor through /login and the provider, back via /callback to /home', async () => {
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
    await page.waitForURL(/\/home$/);
    expect(seen).toContain('/callback');
    await page.getByText(devUser.name).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeTruthy();

    // History was replaced: going back does not land on /callback again.
    await page.reload();
    await page.waitForURL(/\/home$/);
    await page.getByText(devUser.name).first().waitFor();
  });

  it('keeps the session across a reload on a deep link, then signs out at the provider', async () => {
    const { page } = await e.newPage();
    await signIn(page, '/home');
    await page.goto('/documents');
    await page.waitForURL(/\/documents/);
    expect(page.url()).not.toContain('/idp/');

    await page.getByRole('button', { name: new RegExp(devUser.name) }).first().click();
    await page.getByRole('menuitem', { name: /log ?out/i }).click();
    await page.waitForURL(/\/auth\/logout/);
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    await page.goto('/home');
    await page.waitForURL(/\/idp\/interaction\//);
  });

  it('shows the failure message on a bad callback and goes to /login after 3 s', async () => {
    const { page } = await e.newPage();
    await page.goto('/callback?code=forged&state=forged');
    await page.getByText('Authentication failed. Please try again.').waitFor();
    await expect(page.textContent('body')).resolves.toContain('Redirecting to login...');
    const shownAt = Date.now();
    await page.waitForURL(/\/(login|idp\/)/, { timeout: 10_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(2000);
  });

  it('shows the not-found page for unknown paths', async () => {
    const { page } = await e.newPage();
    await signIn(page, '/home');
    await page.goto('/no/such/page');
    await page.getByText("Oops! The page you're looking for doesn't exist.").waitFor();
    await expect(page.textContent('body')).resolves.toContain("Let's get you back on track!");
    expect(await page.locator('img').count()).toBeGreaterThan(0);
  });
});

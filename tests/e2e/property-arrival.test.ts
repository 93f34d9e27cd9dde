import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fr } from '../../src/i18n/fr.ts';
import { startE2E, type E2E } from './harness.ts';
import { chooseInUserMenu, signIn } from './signin.ts';

/** The property the page's product token is for, as the server sees it. */
const currentProperty = (page: Page) =>
  page.evaluate(async () => {
    const r = await fetch('/api/me', { headers: { Authorization: `Bearer ${localStorage.getItem('authToken') ?? ''}` } });
    return ((await r.json()) as { property?: { id: string } }).property?.id;
  });

/** Paths of every document the main frame loads, to prove which pages a flow went through. */
function recordPaths(page: Page): string[] {
  const seen: string[] = [];
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame()) seen.push(new URL(f.url()).pathname);
  });
  return seen;
}

describe('the property a user arrives with is the one they get', () => {
  let e: E2E;
  beforeAll(async () => {
    e = await startE2E({ DEV_PROPERTIES: 'grand-hotel:Grand Hotel,seaside:Seaside Inn' });
  });
  afterAll(() => e?.close());

  it('signed out, /voices?id=seaside goes through sign-in and ends on /voices in Seaside Inn', async () => {
    // A document only Seaside Inn has: the list proves which property the screen shows.
    const seasideToken = await e.t.tokenFor('seaside');
    const created = await fetch(`${e.t.url}/api/voices`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${seasideToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Seaside breakfast' }),
    });
    expect(created.status).toBeLessThan(300);

    const { page } = await e.newPage();
    const seen = recordPaths(page);
    await signIn(page, '/voices?id=seaside');
    expect(seen).toContain('/login');
    expect(seen).toContain('/callback');
    expect(await currentProperty(page)).toBe('seaside');
    await page.getByText('Seaside breakfast').waitFor();

    // Later, a link to the other property switches to it and says so.
    await page.goto('/voices?id=grand-hotel');
    await page.getByText('You are now working in Grand Hotel').waitFor();
    expect(await currentProperty(page)).toBe('grand-hotel');
    expect(await page.getByText('Seaside breakfast').count()).toBe(0);

    // A property the user is not a member of: a clear message, and the session stays where it was.
    await page.goto('/voices?id=elsewhere');
    await page.getByText('You are not a member of the property "elsewhere"').waitFor();
    expect(await currentProperty(page)).toBe('grand-hotel');
    expect(new URL(page.url()).pathname).toBe('/voices');
  });

  it('an in-app visit with another ?id= exchanges again without reloading', async () => {
    const { page } = await e.newPage();
    await signIn(page, '/home?id=grand-hotel');
    expect(await currentProperty(page)).toBe('grand-hotel');
    const exchanges: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/authentication/token'))
        exchanges.push(String((r.postDataJSON() as { mfdPropertyId?: string }).mfdPropertyId));
    });
    // The router's own navigation, as a link inside the app would do it.
    await page.evaluate(() => {
      history.pushState({}, '', '/home?id=seaside');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByText('You are now working in Seaside Inn').waitFor();
    expect(exchanges).toEqual(['seaside']);
    expect(await currentProperty(page)).toBe('seaside');
  });

  it('leaving a page while it is still starting keeps the session and the language', async () => {
    const { page } = await e.newPage();
    await signIn(page, '/home');
    await chooseInUserMenu(page, 'Language', 'Français');
    await page.getByRole('button', { name: fr.app.user_menu.open }).waitFor();

    for (let attempt = 0; attempt < 3; attempt += 1) {
      // Hold the start-up exchange of the next page until the user has moved on.
      const held: Route[] = [];
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/authentication/token', async (route) => {
        if (held.length === 0) {
          held.push(route);
          await released;
          await route.continue().catch(() => undefined);
          return;
        }
        await route.continue();
      });
      const seen = recordPaths(page);
      const firstRequest = page.waitForRequest('**/api/authentication/token');
      await page.goto('/home', { waitUntil: 'commit' });
      await firstRequest;
      // In-app navigation during start-up, then a full one, while the exchange is still pending.
      await page.evaluate(() => {
        history.pushState({}, '', '/integrations');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      const second = page.goto('/voices');
      release();
      await second;
      await page.waitForURL(/\/voices$/);
      await page.getByRole('button', { name: fr.app.user_menu.open }).waitFor();
      await page.unroute('**/api/authentication/token');

      expect(seen.filter((p) => p === '/login' || p.startsWith('/idp/'))).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
      expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeTruthy();
    }
  });
});

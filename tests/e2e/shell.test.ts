import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { de } from '../../src/i18n/de.ts';
import { fr } from '../../src/i18n/fr.ts';
import { startE2E, type E2E } from './harness.ts';
import { chooseInUserMenu, signIn } from './signin.ts';

const SEVEN_DAYS_S = 7 * 24 * 60 * 60;

const htmlClasses = (page: Page) => page.evaluate(() => [...document.documentElement.classList].sort());
const storedTheme = (page: Page) => page.evaluate(() => localStorage.getItem('vite-ui-theme'));
/** Sum of the body background's RGB channels: the palette really changed, not only a class. */
const bodyBrightness = (page: Page) =>
  page.evaluate(() =>
    (getComputedStyle(document.body).backgroundColor.match(/\d+/g) ?? []).slice(0, 3).reduce((sum, n) => sum + Number(n), 0),
  );

const pageLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const sidebar = (page: Page) => page.getByRole('complementary');
const sidebarWidth = async (page: Page) => (await sidebar(page).boundingBox())?.width;
const nav = (page: Page, name = 'Main navigation') => page.getByRole('navigation', { name });
const headerToggle = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Toggle sidebar' });

async function sidebarCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === 'sidebar_state');
}

/** Whether the submenu's entry for `option` shows the tick (the menus are left closed). */
async function isTicked(page: Page, open: string, submenu: string, option: string) {
  await page.getByRole('button', { name: open }).click();
  await page.getByRole('menuitem', { name: submenu }).click();
  const item = page.getByRole('menuitem', { name: option, exact: true });
  await item.waitFor();
  // The tick is the entry's leading icon, hidden (not removed) when the entry is not current.
  const ticked = await item.locator('svg').first().isVisible();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await page.getByRole('menu').first().waitFor({ state: 'detached' });
  return ticked;
}

describe('the app shell in Chromium', () => {
  let e: E2E;
  beforeAll(async () => {
    e = await startE2E();
  });
  afterAll(() => e?.close());

  it('switches to dark through the user menu, keeps it across a reload, and System follows the OS live', async () => {
    const { page } = await e.newPage('desktop', { colorScheme: 'light' });
    await signIn(page, '/home');
    expect(await htmlClasses(page)).toContain('light');
    const lightBrightness = await bodyBrightness(page);

    await chooseInUserMenu(page, 'Theme', 'Dark');
    await expect.poll(() => htmlClasses(page)).toEqual(['dark']);
    expect(await storedTheme(page)).toBe('dark');
    await expect.poll(() => bodyBrightness(page)).toBeLessThan(lightBrightness / 2);

    await page.reload();
    await nav(page).waitFor();
    expect(await htmlClasses(page)).toEqual(['dark']);
    expect(await storedTheme(page)).toBe('dark');
    expect(await bodyBrightness(page)).toBeLessThan(lightBrightness / 2);
    expect(await isTicked(page, 'Open user menu', 'Theme', 'Dark')).toBe(true);
    expect(await isTicked(page, 'Open user menu', 'Theme', 'Light')).toBe(false);

    await chooseInUserMenu(page, 'Theme', 'System');
    expect(await storedTheme(page)).toBe('system');
    await expect.poll(() => htmlClasses(page)).toEqual(['light']);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => htmlClasses(page)).toEqual(['dark']);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => htmlClasses(page)).toEqual(['light']);
    expect(await bodyBrightness(page)).toBe(lightBrightness);

    // From the keyboard: focus lands on the first entry, and the submenu opens on the current choice.
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    await page.getByRole('button', { name: 'Open user menu' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(focused).toBe('Theme');
    await page.keyboard.press('Enter');
    await expect.poll(focused).toBe('System');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await focused()).toBe('Light');
    await page.keyboard.press('Enter');
    await expect.poll(() => storedTheme(page)).toBe('light');
    expect(await htmlClasses(page)).toEqual(['light']);
  });

  it('switches the language through the user menu, ticks it, and keeps it across a reload', async () => {
    const { page } = await e.newPage();
    await signIn(page, '/home');
    await nav(page).getByRole('link', { name: 'Home' }).waitFor();
    expect(await pageLang(page)).toBe('en');
    expect(await isTicked(page, 'Open user menu', 'Language', 'English')).toBe(true);

    await chooseInUserMenu(page, 'Language', 'Français');
    const frNav = nav(page, fr.app.menu.navigation);
    await frNav.getByRole('link', { name: fr.app.menu.home }).waitFor();
    await frNav.getByRole('link', { name: fr.app.menu.search }).waitFor();
    expect(await frNav.getByRole('link', { name: 'Home', exact: true }).count()).toBe(0);
    expect(await pageLang(page)).toBe('fr');
    await page.reload();
    await frNav.getByRole('link', { name: fr.app.menu.home }).waitFor();
    expect(await pageLang(page)).toBe('fr');
    expect(await isTicked(page, fr.app.user_menu.open, fr.app.user_menu.language, 'Français')).toBe(true);
    expect(await isTicked(page, fr.app.user_menu.open, fr.app.user_menu.language, 'English')).toBe(false);

    await chooseInUserMenu(page, fr.app.user_menu.language, 'Deutsch', { open: fr.app.user_menu.open });
    const deNav = nav(page, de.app.menu.navigation);
    await deNav.getByRole('link', { name: de.app.menu.home }).waitFor();
    await deNav.getByRole('link', { name: de.app.menu.search }).waitFor();
    await page.reload();
    await deNav.getByRole('link', { name: de.app.menu.search }).waitFor();
    expect(await pageLang(page)).toBe('de');
    expect(await isTicked(page, de.app.user_menu.open, de.app.user_menu.language, 'Deutsch')).toBe(true);
  });

  it('collapses to icons with Ctrl+B, remembers it in a 7-day cookie, and the header toggle expands it again', async () => {
    const { context, page } = await e.newPage();
    await signIn(page, '/home');
    await nav(page).waitFor();
    expect(await sidebarWidth(page)).toBe(256);
    expect(await headerToggle(page).count()).toBe(0);

    await page.keyboard.press('Control+b');
    await expect.poll(() => sidebarWidth(page)).toBe(48);
    const cookie = await sidebarCookie(context);
    expect(cookie?.value).toBe('false');
    expect(Math.abs((cookie?.expires ?? 0) - (Date.now() / 1000 + SEVEN_DAYS_S))).toBeLessThan(600);
    // Icons only: the entries keep their names for tooltips and screen readers.
    await nav(page).getByRole('link', { name: 'Documents' }).hover();
    await page.getByRole('tooltip', { name: 'Documents' }).waitFor();
    expect(await nav(page).getByText('Documents', { exact: true }).count()).toBe(0);
    await headerToggle(page).waitFor();

    await page.reload();
    await nav(page).waitFor();
    expect(await sidebarWidth(page)).toBe(48);

    await headerToggle(page).click();
    await expect.poll(() => sidebarWidth(page)).toBe(256);
    expect((await sidebarCookie(context))?.value).toBe('true');
    await headerToggle(page).waitFor({ state: 'detached' });

    await page.keyboard.press('Control+b');
    await expect.poll(() => sidebarWidth(page)).toBe(48);
    await page.keyboard.press('Control+b');
    await expect.poll(() => sidebarWidth(page)).toBe(256);
    expect((await sidebarCookie(context))?.value).toBe('true');
    await page.keyboard.press('Meta+b');
    await expect.poll(() => sidebarWidth(page)).toBe(48);
  });

  it('on a 375px phone shows no sidebar until the header toggle opens an 18rem sheet, which closes on navigation', async () => {
    const { page } = await e.newPage('mobile');
    await signIn(page, '/home');
    await page.getByRole('banner').waitFor();
    expect(await sidebar(page).count()).toBe(0);
    expect(await nav(page).isVisible()).toBe(false);

    await headerToggle(page).click();
    await nav(page).waitFor();
    const sheet = page.locator('.MuiDrawer-paper');
    await expect.poll(async () => (await sheet.boundingBox())?.width).toBe(288);

    await nav(page).getByRole('link', { name: 'Search' }).click();
    await page.waitForURL(/\/search$/);
    await nav(page).waitFor({ state: 'hidden' });
    await headerToggle(page).waitFor();
  });

  it('lists the sidebar groups and entries, each leading to its route', async () => {
    const { page } = await e.newPage();
    await signIn(page, '/home');
    const menu = nav(page);
    await menu.waitFor();
    const mainGroup = menu.getByRole('list').first();
    // The product's entries in this order; a resource added later finds its place by `menu.order`.
    const entries = ['Home', 'Integrations', 'Search', 'Agents', 'Brand voices', 'Documents', 'Members'];
    await expect
      .poll(async () => (await mainGroup.getByRole('link').allTextContents()).filter((text) => entries.includes(text)))
      .toEqual(entries);

    await menu.getByText('Assets', { exact: true }).waitFor();
    const yourContent = menu.getByRole('button', { name: 'Your content' });
    expect(await yourContent.getAttribute('aria-expanded')).toBe('true');
    await menu.getByRole('link', { name: 'FAQs' }).waitFor();
    await yourContent.click();
    await menu.getByRole('link', { name: 'FAQs' }).waitFor({ state: 'detached' });
    await yourContent.click();

    const routes: [string, string][] = [
      ['Integrations', '/integrations'],
      ['Search', '/search'],
      ['Agents', '/agents'],
      ['Brand voices', '/voices'],
      ['Documents', '/documents'],
      ['Members', '/members'],
      ['FAQs', '/faq-manager'],
      ['Home', '/home'],
    ];
    for (const [label, path] of routes) {
      const link = menu.getByRole('link', { name: label, exact: true });
      await link.click();
      await page.waitForURL((url) => url.pathname === path);
      await expect.poll(() => link.getAttribute('aria-current')).toBe('page');
      expect(await menu.locator('[aria-current=page]').count()).toBe(1);
    }
  });
});

import type { Page } from 'playwright-core';
import { devUser } from './harness.ts';

/**
 * Signs in through the real development provider's form, starting from any protected path, and
 * waits until the app is back on that path (sign-in lands where the user was going).
 */
export async function signIn(page: Page, path = '/home', user = devUser) {
  await page.goto(path);
  await page.waitForURL(/\/idp\/interaction\//);
  await page.fill('#email', user.email);
  await page.fill('#password', user.password);
  await page.click('button[type=submit]');
  const target = new URL(path, 'http://app.invalid');
  await page.waitForURL((url) => url.pathname === target.pathname && url.search === target.search);
}

/** Labels the user menu needs, in the language the page currently shows. */
export interface UserMenuLabels {
  open: string;
}

/** Opens the sidebar's user menu, then `submenu` (e.g. 'Theme'), then picks `option` (e.g. 'Dark'). */
export async function chooseInUserMenu(page: Page, submenu: string, option: string, labels: UserMenuLabels = { open: 'Open user menu' }) {
  await page.getByRole('button', { name: labels.open }).click();
  await page.getByRole('menuitem', { name: submenu }).click();
  await page.getByRole('menuitem', { name: option, exact: true }).click();
  await page.getByRole('menu').first().waitFor({ state: 'detached' });
}

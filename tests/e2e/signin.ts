import type { Page } from 'playwright-core';
import { devUser } from './harness.ts';

/** Signs in through the real development provider's form, starting from any protected path. */
export async function signIn(page: Page, path = '/home', user = devUser) {
  await page.goto(path);
  await page.waitForURL(/\/idp\/interaction\//);
  await page.fill('#email', user.email);
  await page.fill('#password', user.password);
  await page.click('button[type=submit]');
  await page.waitForURL(/\/home$/);
}

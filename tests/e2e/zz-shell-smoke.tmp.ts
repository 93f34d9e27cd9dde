import { startE2E } from './harness.ts';
import { signIn } from './signin.ts';

const e = await startE2E();
const errors: string[] = [];
try {
  const { page } = await e.newPage('desktop');
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(`${m.type()}: ${m.text()}`); });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  await signIn(page, '/home?id=');
  await page.waitForSelector('h1');
  console.log('H1:', await page.textContent('h1'));
  console.log('storage authToken?', await page.evaluate(() => !!localStorage.getItem('authToken')), 'prop', await page.evaluate(() => localStorage.getItem('mfdPropertyId')));
  console.log('okta keys', await page.evaluate(() => Object.keys(localStorage)));
  await page.screenshot({ path: '/tmp/smoke/home.png' });
  await page.keyboard.press('Control+b');
  await page.waitForTimeout(400);
  await page.screenshot({ path: '/tmp/smoke/collapsed.png' });
  console.log('cookie', await page.evaluate(() => document.cookie));
  await page.keyboard.press('Control+b');
  await page.goto('/nope');
  await page.waitForSelector('text=Oops!');
  await page.screenshot({ path: '/tmp/smoke/notfound.png' });
  await page.goto('/documents');
  await page.waitForTimeout(2500);
  await page.screenshot({ path: '/tmp/smoke/documents.png' });
  await page.click('[aria-label="Open user menu"]');
  await page.screenshot({ path: '/tmp/smoke/usermenu.png' });
  await page.click('text=Theme');
  await page.click('text=Dark');
  await page.waitForTimeout(300);
  console.log('root class', await page.evaluate(() => document.documentElement.className));
  await page.goto('/home');
  await page.waitForSelector('h1');
  await page.screenshot({ path: '/tmp/smoke/home-dark.png' });
  await page.click('[aria-label="Open user menu"]');
  await page.click('text=Logout');
  await page.waitForURL(/\/auth\/logout/, { timeout: 15000 });
  await page.waitForSelector('text=You have signed out');
  await page.screenshot({ path: '/tmp/smoke/logout.png' });
  console.log('after logout authToken', await page.evaluate(() => localStorage.getItem('authToken')));
  await page.click('text=Sign in again');
  await page.waitForURL(/\/idp\/interaction\//);
  console.log('sign in again reached idp');

  const m = await e.newPage('mobile');
  await signIn(m.page, '/home');
  await m.page.waitForSelector('h1');
  await m.page.screenshot({ path: '/tmp/smoke/mobile.png' });
  await m.page.click('header [aria-label="Toggle sidebar"]');
  await m.page.waitForTimeout(500);
  await m.page.screenshot({ path: '/tmp/smoke/mobile-sheet.png' });
} catch (err) {
  console.log('FAILED', err);
} finally {
  console.log('console errors:', errors.slice(0, 20));
  await e.close();
}

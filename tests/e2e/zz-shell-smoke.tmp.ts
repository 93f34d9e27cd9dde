import { startE2E } from './harness.ts';
import { signIn } from './signin.ts';

const e = await startE2E();
const errors: string[] = [];
try {
  const { page } = await e.newPage('desktop');
  page.on('console', (m) => errors.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  page.on('framenavigated', (f) => { if (f === page.mainFrame()) errors.push(`nav: ${f.url()}`); });
  await signIn(page, '/home');
  await page.click('[aria-label="Open user menu"]');
  await page.click('text=Logout');
  await page.waitForURL(/\/auth\/logout/, { timeout: 15000 });
  await page.waitForSelector('text=You have signed out');
  await page.click('text=Sign in again');
  await page.waitForTimeout(4000);
  await page.screenshot({ path: '/tmp/smoke/after-signin-again.png' });
  console.log('URL', page.url());
} catch (err) {
  console.log('FAILED', err);
} finally {
  console.log('log:', errors.slice(0, 40));
  await e.close();
}

import { startE2E } from './harness.ts';
import { signIn } from './signin.ts';
const out = '/tmp/helperI-shots';
const e = await startE2E();
try {
  const m = await e.newPage('mobile');
  await signIn(m.page, '/home');
  await m.page.getByRole('banner').getByRole('button').first().click();
  await m.page.getByRole('button', { name: 'Open user menu' }).click();
  await m.page.getByRole('menuitem', { name: 'Theme' }).click();
  await m.page.waitForTimeout(600);
  await m.page.screenshot({ path: `${out}/mobile-theme.png` });
  await m.page.getByRole('menuitem', { name: 'Dark' }).click();
  await m.page.waitForTimeout(600);
  await m.page.screenshot({ path: `${out}/mobile-dark.png` });
  // Keyboard: focus moves into the user menu and submenus?
  const d = await e.newPage();
  await signIn(d.page, '/home');
  await d.page.getByRole('button', { name: 'Open user menu' }).focus();
  await d.page.keyboard.press('Enter');
  await d.page.waitForTimeout(300);
  for (let i = 0; i < 4; i++) await d.page.keyboard.press('ArrowDown');
  console.log('focused:', await d.page.evaluate(() => document.activeElement?.textContent));
  await d.page.keyboard.press('Enter');
  await d.page.waitForTimeout(400);
  console.log('focused after enter:', await d.page.evaluate(() => document.activeElement?.textContent));
  await d.page.screenshot({ path: `${out}/kbd-submenu.png` });
} finally {
  await e.close();
}

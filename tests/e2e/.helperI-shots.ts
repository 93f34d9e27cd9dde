import { startE2E } from './harness.ts';
import { signIn } from './signin.ts';
const e = await startE2E();
try {
  const d = await e.newPage();
  await signIn(d.page, '/home');
  const active = () => d.page.evaluate(() => { const a = document.activeElement; return `${a?.tagName} role=${a?.getAttribute('role')} tabindex=${a?.getAttribute('tabindex')} text=${a?.textContent?.slice(0, 30)}`; });
  await d.page.getByRole('button', { name: 'Open user menu' }).focus();
  await d.page.keyboard.press('Enter');
  await d.page.getByRole('menu').waitFor();
  await d.page.waitForTimeout(500);
  console.log('open:', await active());
  for (let i = 0; i < 4; i++) { await d.page.keyboard.press('ArrowDown'); console.log('down:', await active()); }
  await d.page.keyboard.press('Tab'); console.log('tab:', await active());
} finally {
  await e.close();
}

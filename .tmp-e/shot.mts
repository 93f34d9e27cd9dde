import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const base = process.argv[2];
for (const [name, path, w] of [['voices-list', '/#/voices', 1280], ['faqq-list', '/#/faq-questions', 1280], ['faqq-show', '/#/faq-questions/q1/show', 1280], ['faqq-edit', '/#/faq-questions/q1', 1280], ['int-create', '/#/integrations/create', 1280], ['voices-mobile', '/#/voices', 375], ['voices-show', '/#/voices/v1/show', 1280], ['sections-empty', '/#/faq-sections?filter=%7B%22q%22%3A%22zzz%22%7D', 1280]] as const) {
  const page = await browser.newPage({ viewport: { width: w, height: 800 } });
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log(name, m.type(), m.text().slice(0, 300)); });
  page.on('pageerror', (e) => console.log(name, 'pageerror', e.message));
  await page.goto(base + path);
  await page.waitForTimeout(4000);
  await page.screenshot({ path: `/tmp/e-${name}.png` });
  await page.close();
}
await browser.close();

import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startTestServer, type TestServer } from '../api/harness.ts';
import type { Env } from '../../server/config.ts';

/** Debian's Chromium, never a downloaded build. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The flags every Chromium the tests and benches start runs with. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const viewports = {
  desktop: { width: 1280, height: 860 },
  mobile: { width: 375, height: 740 },
} as const;

export const devUser = { email: 'staff@hotel.example', password: 'hotel123', name: 'Alex Morgan' };

export interface E2E {
  t: TestServer;
  browser: Browser;
  newPage(
    viewport?: keyof typeof viewports,
    opts?: { locale?: string; colorScheme?: 'light' | 'dark' },
  ): Promise<{ context: BrowserContext; page: Page }>;
  close(): Promise<void>;
}

/** A real server serving the built UI (dist/) and a real Chromium. Run `npm run build` first. */
export async function startE2E(env: Partial<Env> = {}, opts: { workers?: boolean } = {}): Promise<E2E> {
  const ui = process.env.UI_DIR ?? 'dist';
  if (!fs.existsSync(`${ui}/index.html`)) throw new Error(`${ui}/ is missing: run \`npm run build\` before the e2e tests`);
  const t = await startTestServer({ UI_DIR: ui, ...env }, opts);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  const contexts: BrowserContext[] = [];
  return {
    t,
    browser,
    async newPage(viewport = 'desktop', opts = {}) {
      const context = await browser.newContext({
        viewport: viewports[viewport],
        baseURL: t.url,
        locale: opts.locale ?? 'en-US',
        colorScheme: opts.colorScheme ?? 'light',
      });
      contexts.push(context);
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      return { context, page };
    },
    async close() {
      for (const c of contexts) await c.close().catch(() => undefined);
      await browser.close();
      await t.close();
    },
  };
}

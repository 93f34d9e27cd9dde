import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newsletter, seedFaq } from '../api/voices-seed.ts';
import { startE2E, type E2E } from './harness.ts';
import { signIn } from './signin.ts';

const PROPERTY = 'grand-hotel';

/** Uploads a text file through the real documents API with the signed-in user's token; answers its id. */
async function upload(page: Page, name: string, text: string): Promise<string> {
  return page.evaluate(
    async ({ name, text }) => {
      const form = new FormData();
      form.append('file', new File([text], name, { type: 'text/plain' }));
      const res = await fetch('/api/documents', {
        method: 'POST',
        body: form,
        headers: { Authorization: `Bearer ${localStorage.getItem('authToken')}` },
      });
      return ((await res.json()) as { id: string }).id;
    },
    { name, text },
  );
}

async function waitReady(page: Page, id: string) {
  const status = () =>
    page.evaluate(async (doc) => {
      const res = await fetch(`/api/documents/${doc}`, { headers: { Authorization: `Bearer ${localStorage.getItem('authToken')}` } });
      return ((await res.json()) as { status: string }).status;
    }, id);
  // Conditions, not sleeps: ask again until processing has finished (the test's own time-out bounds it).
  while ((await status()) !== 'ready') await page.waitForTimeout(250);
}

describe('brand voices, agents and the guest chatbot in the browser', () => {
  let e: E2E;
  let page: Page;

  beforeAll(async () => {
    e = await startE2E();
    page = (await e.newPage('desktop')).page;
    await signIn(page, '/home');
    const ids = [
      await upload(page, 'Summer newsletter.txt', newsletter),
      await upload(page, 'Pet policy.txt', 'Dogs are welcome in garden rooms for a fee of 25 euros per night. Cats are not allowed.'),
    ];
    for (const id of ids) await waitReady(page, id);
  }, 60_000);
  afterAll(() => e?.close());

  it('creates a voice from a document and previews a post side by side', async () => {
    await page.goto('/voices/create');
    await page.getByRole('textbox', { name: 'Brand Voice' }).fill('Seaside casual');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('tab', { name: 'Knowledge', selected: true }).waitFor();
    await page.getByText('Summer newsletter.txt').click();
    await page.getByText('1 source selected').waitFor();
    await page.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL((url) => /^\/voices\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith('/create'));

    await page.getByRole('tab', { name: 'Style profile' }).click();
    await expect.poll(() => page.getByLabel('Sign-off').inputValue()).toBe('Cheers');

    await page.getByRole('button', { name: 'Email', exact: true }).click();
    await page.getByLabel('Topic').fill('Summer terrace reopening');
    await page.getByLabel('Outline').fill('Terrace open from 1 June\nSunset cocktails every evening');
    await page.getByRole('button', { name: 'Generate' }).click();
    const voiced = page.locator('[data-side="voice"]');
    const plain = page.locator('[data-side="plain"]');
    await voiced.getByText('Cheers,', { exact: false }).waitFor();
    await plain.getByText('Regards,', { exact: false }).waitFor();
    expect(await voiced.textContent()).toContain('Hi there,');
    expect(await plain.textContent()).toContain('Sunset cocktails every evening');
    expect(await voiced.getByRole('button', { name: /^Copy/ }).isEnabled()).toBe(true);
  });

  it('chats with the Operations agent and opens a cited source', async () => {
    await page.goto('/agents?agent=operations');
    await page.getByRole('heading', { name: 'Browse agents' }).waitFor();
    await page.getByRole('heading', { name: 'Operations agent' }).waitFor();
    const input = page.getByRole('textbox', { name: 'Type a message...' });
    await input.fill('Are dogs allowed, and what is the fee?');
    await input.press('Enter');
    const answer = page.locator('li[data-role="assistant"]').filter({ hasText: '25 euros' });
    await answer.waitFor();
    // The conversation joins the history under its first question.
    await page.getByRole('navigation', { name: 'Conversations' }).getByText('Are dogs allowed, and what is the fee?').waitFor();
    const [tab] = await Promise.all([
      page.waitForEvent('popup'),
      answer.getByRole('list', { name: 'Sources' }).getByRole('link', { name: 'Pet policy.txt' }).click(),
    ]);
    await tab.waitForURL(/\/file/);
    expect(await tab.textContent('body')).toContain('25 euros per night');
    await tab.close();
  });

  it('lets the user pick the brand voice the Marketing agent writes in', async () => {
    // A formal voice for emails, newer: the best fit for an email unless the user picks another.
    await page.evaluate(async () => {
      await fetch('/api/voices', {
        method: 'POST',
        headers: { Authorization: `Bearer ${localStorage.getItem('authToken')}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name: 'Formal letters',
          usedFor: ['emails'],
          styleProfile: { formality: 'formal', tone: ['professional'], greeting: 'Dear', signOff: 'Kind regards' },
        }),
      });
    });
    await page.goto('/agents?agent=marketing');
    await page.getByRole('heading', { name: 'Marketing agent' }).waitFor();
    await page.getByRole('combobox', { name: 'Brand voice' }).click();
    await page.getByRole('option', { name: 'Seaside casual' }).click();
    const input = page.getByRole('textbox', { name: 'Type a message...' });
    await input.fill('Write an email about the summer terrace');
    await input.press('Enter');
    const answer = page.locator('li[data-role="assistant"]').filter({ hasText: 'Written in the brand voice Seaside casual' });
    await answer.waitFor();
    expect(await answer.textContent()).toContain('Cheers,');
    expect(await answer.textContent()).not.toContain('Kind regards');
  });

  it('creates a chatbot, opens its demo page and gets an answer from a published FAQ', async () => {
    // The FAQ is published through the product's FAQ path (question, draft, approve, publish).
    await seedFaq(e.t, PROPERTY, 'When is check-out?', 'Check-out is at 11:00; late check-out until 14:00 costs 30 euros.');
    await page.goto('/agents?agent=customer-service');
    await page.getByRole('link', { name: 'Create Chatbot' }).click();
    await page.waitForURL(/\/chatbots\/create/);
    await page.getByLabel('Name').fill('Grand Concierge');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/chatbots\/[^/]+\/show$/);
    await page.getByText('/chatbot/widget.js', { exact: false }).waitFor();

    const [demo] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: 'Open the demo page' }).click()]);
    await demo.getByRole('heading', { name: 'Grand Concierge' }).waitFor();
    await demo.getByRole('button', { name: 'Grand Concierge' }).click();
    const message = demo.getByRole('textbox', { name: 'Message' });
    await message.fill('When is check-out?');
    await message.press('Enter');
    const reply = demo.locator('[data-from="bot"]').filter({ hasText: 'Check-out is at 11:00' });
    await reply.waitFor();
    expect(await reply.getByRole('list', { name: 'Sources' }).textContent()).toContain('When is check-out?');
    await demo.close();
  });
});

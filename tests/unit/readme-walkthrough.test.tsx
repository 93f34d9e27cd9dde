import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestMemoryRouter } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/App.tsx';
import { readmeWalkthrough, typeErrors } from '../fixtures/readme-rooms.ts';
import { fakeOkta } from './support/fakeOkta.ts';
import { testRuntimeConfig } from './support/runtimeConfig.ts';
import { testCore, testSession } from './support/shell.tsx';

// README.md's "Adding a resource is one declaration", taken literally: step 2 adds its `rooms`
// to the registry's array, and nothing else changes (no labels, no icon map, no screens).
vi.mock('../../src/resources/index.ts', async (importOriginal) => {
  const registry = await importOriginal<typeof import('../../src/resources/index.ts')>();
  const { readmeWalkthrough } = await import('../fixtures/readme-rooms.ts');
  const resources = [...registry.resources, readmeWalkthrough().declaration];
  return { ...registry, resources, resourceByName: (name: string) => resources.find((r) => r.name === name) };
});

// The server side of the walkthrough runs in tests/api/readme-walkthrough.test.ts; here the app
// talks to an in-memory store speaking react-admin's DataProvider contract.
vi.mock('../../src/providers/dataProvider.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/providers/dataProvider.ts')>();
  const { memoryDataProvider } = await import('./resources-harness.tsx');
  const memory = memoryDataProvider({
    rooms: [{ id: 'r1', name: 'Harbour suite', beds: 2, view: 'sea', accessible: false, updatedAt: '2026-01-05T10:00:00Z' }],
  });
  return { ...real, dataProvider: { ...real.dataProvider, ...memory } };
});

// The whole app with lazy screens: generous on a shared machine.
configure({ asyncUtilTimeout: 10_000 });
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const walkthrough = readmeWalkthrough();

describe("README's rooms walkthrough in the SPA", { timeout: 30_000 }, () => {
  // A compiler run over the real src/: seconds, more on a busy machine.
  it('type-checks as written, and an icon outside the one icon map does not', { timeout: 90_000 }, () => {
    expect(walkthrough.file).toBe('src/resources/rooms/declaration.ts');
    expect(typeErrors(walkthrough)).toEqual([]);
    const misspelt = walkthrough.source.replace(`icon: '${walkthrough.declaration.icon}'`, "icon: 'Hotle'");
    expect(typeErrors(walkthrough, misspelt).join('\n')).toMatch(/'"Hotle"' is not assignable/);
  });

  it('gets its menu entry with its icon, its list and its create form, labelled from field names', async () => {
    const core = testCore(
      async () => testSession,
      fakeOkta({ authenticated: true, storedTokens: { accessToken: { accessToken: 'okta' } } }),
    );
    void core.initialize({ redirectWhenSignedOut: false });
    render(
      <TestMemoryRouter initialEntries={['/rooms']}>
        <App core={core} config={testRuntimeConfig} />
      </TestMemoryRouter>,
    );

    const nav = await screen.findByLabelText('Main navigation');
    const entry = within(nav).getByText('Rooms').closest('a')!;
    expect(entry.getAttribute('href')).toBe('/rooms');
    expect(entry.getAttribute('aria-current')).toBe('page');
    expect(entry.querySelector('[data-testid="HotelOutlinedIcon"]')).toBeTruthy();

    const table = await screen.findByRole('table');
    await within(table).findByText('Harbour suite');
    const headers = Array.from(table.querySelectorAll('thead th'))
      .map((th) => th.textContent?.trim())
      .filter(Boolean);
    expect(headers).toEqual(['Name', 'Beds', 'View', 'Accessible', 'Updated at']);
    expect(within(table).getByText('Sea')).toBeTruthy();
    expect(screen.getByPlaceholderText('Search')).toBeTruthy();

    await userEvent.click(screen.getByRole('link', { name: 'Create' }));
    await screen.findByLabelText(/^Name/);
    for (const label of [/^Beds/, /^View/, /^Accessible/]) expect(screen.getByLabelText(label)).toBeTruthy();
    // No raw keys anywhere: every label fell back to a readable name.
    await waitFor(() => expect(document.body.textContent).not.toMatch(/resources\.rooms\./));
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useNotify } from 'react-admin';
import { AppLayout } from '../../src/custom/layout/AppLayout.tsx';
import { HeaderContent } from '../../src/custom/layout/HeaderSlot.tsx';
import { buildNavigation } from '../../src/custom/layout/navigation.ts';
import { SonnerNotification } from '../../src/custom/layout/SonnerNotification.tsx';
import { SIDEBAR_COOKIE_NAME } from '../../src/custom/layout/sidebarState.ts';
import { pageScreen } from '../../src/custom/pageScreens.ts';
import { pages, resources } from '../../src/resources/index.ts';
import { renderInShell } from './support/shell.tsx';

afterEach(() => {
  cleanup();
  document.cookie = `${SIDEBAR_COOKIE_NAME}=; path=/; max-age=0`;
  localStorage.clear();
});

describe('navigation model', () => {
  it('puts Home and Integrations first, then Search, Agents, Brand voices, Documents, Members; FAQ under Your content', () => {
    const nav = buildNavigation(resources);
    // The product's entries in this order; a resource added later (README's rooms) finds its own
    // place by its `menu.order` without touching this test.
    const product = ['/home', '/integrations', '/search', '/agents', '/voices', '/documents', '/members'];
    expect(nav.main.map((item) => item.to).filter((to) => product.includes(to))).toEqual(product);
    expect(nav.content.map((item) => item.to)).toEqual(['/faq-manager']);
    const listed = [...nav.main, ...nav.assets, ...nav.content].map((item) => item.resource);
    for (const decl of resources) if (decl.menu) expect(listed, decl.name).toContain(decl.name);
  });

  it("gives every page declared in the registry a menu entry and finds its folder's screen", () => {
    const nav = buildNavigation(resources);
    const entries = [...nav.main, ...nav.assets, ...nav.content];
    for (const page of pages) {
      expect(entries.find((item) => item.key === page.name)?.to, page.name).toBe(page.path);
      expect(() => pageScreen(page), page.name).not.toThrow();
    }
    expect(() => pageScreen({ ...pages[0]!, name: 'no-such-page' })).toThrow(/src\/custom\/no-such-page\/index.tsx/);
  });
});

function Screen() {
  const notify = useNotify();
  return (
    <>
      <HeaderContent>
        <span>Screen tools</span>
      </HeaderContent>
      <button onClick={() => notify('ra.notification.created', { type: 'success', messageArgs: { smart_count: 1 } })}>Save</button>
      <button onClick={() => notify('Not Found', { type: 'error' })}>Fail</button>
    </>
  );
}

const renderLayout = (locale: 'en' | 'de' = 'en') =>
  renderInShell(
    <>
      <AppLayout>
        <Screen />
      </AppLayout>
      <SonnerNotification />
    </>,
    { initialEntries: ['/home'], locale },
  );

// A whole react-admin shell per test: generous on a machine shared by several suites.
describe('signed-in layout', { timeout: 20_000 }, () => {
  it('shows the navigation, with the current page marked and FAQ inside the open "Your content"', async () => {
    renderLayout();
    // Text queries, not role queries: MUI's DOM makes role lookups slow on a shared machine.
    const nav = (await screen.findByLabelText('Main navigation')) as HTMLElement;
    const link = (label: string) => within(nav).queryByText(label)?.closest('a') ?? null;
    expect(link('Home')?.getAttribute('aria-current')).toBe('page');
    expect(link('Integrations')?.getAttribute('href')).toBe('/integrations');
    expect(link('Integrations')?.getAttribute('aria-current')).toBeNull();
    expect(within(nav).getByText('Assets')).toBeTruthy();
    const yourContent = within(nav).getByText('Your content').closest('[aria-expanded]')!;
    expect(yourContent.getAttribute('aria-expanded')).toBe('true');
    expect(link('FAQs')?.getAttribute('href')).toBe('/faq-manager');
    fireEvent.click(yourContent);
    await waitFor(() => expect(link('FAQs')).toBeNull());
  });

  it('offers the header toggle only while the sidebar is closed', async () => {
    renderLayout();
    const header = (await screen.findByLabelText('Main navigation')) && document.querySelector('header')!;
    const toggle = () => within(header).queryByLabelText('Toggle sidebar');
    expect(toggle()).toBeNull();
    act(() => {
      fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    });
    fireEvent.click(toggle()!);
    expect(toggle()).toBeNull();
  });

  it('lets a screen place its own content in the header', async () => {
    renderLayout();
    await screen.findByLabelText('Main navigation');
    await waitFor(() => expect(within(document.querySelector('header')!).getByText('Screen tools')).toBeTruthy());
  });

  it("shows the signed-in user's name and email, and ticks the current theme and language", async () => {
    renderLayout();
    const menuButton = await screen.findByLabelText('Open user menu');
    await waitFor(() => expect(within(menuButton).getByText('Ada Lovelace')).toBeTruthy());
    expect(within(menuButton).getByText('ada@hotel.test')).toBeTruthy();
    expect(within(menuButton).getByText('AL')).toBeTruthy();

    const item = (label: string) => screen.getByText(label).closest('[role="menuitem"]')!;
    fireEvent.click(menuButton);
    await screen.findByText('Profile');
    expect(item('Profile').getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(item('Theme'));
    fireEvent.click(await screen.findByText('Dark'));
    expect(localStorage.getItem('vite-ui-theme')).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);

    fireEvent.click(menuButton);
    fireEvent.click(await screen.findByText('Language'));
    await screen.findByText('Deutsch');
    expect(item('English').classList.contains('Mui-selected')).toBe(true);
    fireEvent.click(item('Deutsch'));
    expect(await screen.findByText('Startseite')).toBeTruthy();
  });

  it('turns react-admin notifications into translated toasts', async () => {
    renderLayout('de');
    await screen.findByText('Startseite');
    // The product's name is never cut: it wraps, and says itself whole on hover.
    expect(screen.getByTitle('Hotel-KI-Arbeitsbereich').className).not.toMatch(/noWrap/);
    fireEvent.click(screen.getByText('Save'));
    expect(await screen.findByText('Erstellt')).toBeTruthy();
    // The server's generic English error reads in the user's language too.
    fireEvent.click(screen.getByText('Fail'));
    expect(await screen.findByText('Nicht gefunden')).toBeTruthy();
    // Screen readers announce the toasts' region in German too.
    expect(document.querySelector('section[aria-label^="Benachrichtigungen"]')).toBeTruthy();
  });
});

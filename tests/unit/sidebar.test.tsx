import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { SidebarProvider, useSidebar } from '../../src/custom/layout/SidebarContext.tsx';
import { MOBILE_MEDIA_QUERY, SIDEBAR_COOKIE_NAME } from '../../src/custom/layout/sidebarState.ts';
import { setMediaMatches } from './support/matchMedia.ts';

const clearCookie = () => {
  document.cookie = `${SIDEBAR_COOKIE_NAME}=; path=/; max-age=0`;
};

afterEach(() => {
  cleanup();
  clearCookie();
});

function Probe() {
  const { open, openMobile, isMobile } = useSidebar();
  return <output data-testid="state">{JSON.stringify({ open, openMobile, isMobile })}</output>;
}

const state = () =>
  JSON.parse(screen.getByTestId('state').textContent ?? '{}') as { open: boolean; openMobile: boolean; isMobile: boolean };
const cookieValue = () =>
  document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${SIDEBAR_COOKIE_NAME}=`))
    ?.split('=')[1];

const renderSidebar = () =>
  render(
    <SidebarProvider>
      <Probe />
    </SidebarProvider>,
  );

describe('sidebar state', () => {
  it('starts open when no cookie says otherwise', () => {
    renderSidebar();
    expect(state().open).toBe(true);
  });

  it('Ctrl+B and Meta+B toggle it and remember the state in the sidebar_state cookie', () => {
    renderSidebar();
    fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    expect(state().open).toBe(false);
    expect(cookieValue()).toBe('false');
    fireEvent.keyDown(window, { key: 'b', metaKey: true });
    expect(state().open).toBe(true);
    expect(cookieValue()).toBe('true');
  });

  it('ignores b without a modifier', () => {
    renderSidebar();
    fireEvent.keyDown(window, { key: 'b' });
    fireEvent.keyDown(window, { key: 'n', ctrlKey: true });
    expect(state().open).toBe(true);
    expect(cookieValue()).toBeUndefined();
  });

  it('reopens collapsed after a reload when the cookie says so', () => {
    document.cookie = `${SIDEBAR_COOKIE_NAME}=false; path=/`;
    renderSidebar();
    expect(state().open).toBe(false);
  });

  it('on a narrow screen the shortcut drives the sheet and leaves the cookie alone', () => {
    setMediaMatches(MOBILE_MEDIA_QUERY, true);
    renderSidebar();
    expect(state()).toEqual({ open: true, openMobile: false, isMobile: true });
    act(() => {
      fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    });
    expect(state()).toEqual({ open: true, openMobile: true, isMobile: true });
    expect(cookieValue()).toBeUndefined();
  });
});

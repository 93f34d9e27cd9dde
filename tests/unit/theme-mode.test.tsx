import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ThemeModeProvider, useThemeMode } from '../../src/providers/theme/ThemeModeProvider.tsx';
import { DARK_SCHEME_QUERY, readThemeMode, THEME_STORAGE_KEY } from '../../src/providers/theme/themeMode.ts';
import { setMediaMatches } from './support/matchMedia.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.documentElement.className = '';
});

function Probe() {
  const { mode, resolved, setMode } = useThemeMode();
  return (
    <div>
      <output data-testid="mode">{mode}</output>
      <output data-testid="resolved">{resolved}</output>
      {(['light', 'dark', 'system'] as const).map((m) => (
        <button key={m} onClick={() => setMode(m)}>
          {m}
        </button>
      ))}
    </div>
  );
}

const root = () => document.documentElement.classList;

describe('theme mode', () => {
  it("defaults to 'system' and follows the operating system", () => {
    setMediaMatches(DARK_SCHEME_QUERY, true);
    render(
      <ThemeModeProvider>
        <Probe />
      </ThemeModeProvider>,
    );
    expect(screen.getByTestId('mode').textContent).toBe('system');
    expect(root().contains('dark')).toBe(true);
    expect(root().contains('light')).toBe(false);
  });

  it('saves the choice under vite-ui-theme and puts it on the page root', () => {
    render(
      <ThemeModeProvider>
        <Probe />
      </ThemeModeProvider>,
    );
    fireEvent.click(screen.getByText('dark'));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(root().contains('dark')).toBe(true);
    fireEvent.click(screen.getByText('light'));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(root().contains('light')).toBe(true);
    expect(root().contains('dark')).toBe(false);
  });

  it('restores the saved choice on the next visit', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    render(
      <ThemeModeProvider>
        <Probe />
      </ThemeModeProvider>,
    );
    expect(screen.getByTestId('mode').textContent).toBe('dark');
    expect(root().contains('dark')).toBe(true);
  });

  it("in 'system' mode changes live when the OS switches", () => {
    render(
      <ThemeModeProvider>
        <Probe />
      </ThemeModeProvider>,
    );
    expect(screen.getByTestId('resolved').textContent).toBe('light');
    act(() => setMediaMatches(DARK_SCHEME_QUERY, true));
    expect(screen.getByTestId('resolved').textContent).toBe('dark');
    expect(root().contains('dark')).toBe(true);
    // An explicit choice no longer follows the OS.
    fireEvent.click(screen.getByText('light'));
    act(() => setMediaMatches(DARK_SCHEME_QUERY, true));
    expect(root().contains('light')).toBe(true);
  });

  it('ignores a corrupt stored value', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(readThemeMode(localStorage)).toBe('system');
  });
});

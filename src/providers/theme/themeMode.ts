export const THEME_STORAGE_KEY = 'vite-ui-theme';
export const themeModes = ['light', 'dark', 'system'] as const;
export type ThemeMode = (typeof themeModes)[number];
export type ResolvedTheme = 'light' | 'dark';
export const DEFAULT_THEME_MODE: ThemeMode = 'system';
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

const isThemeMode = (value: unknown): value is ThemeMode => typeof value === 'string' && (themeModes as readonly string[]).includes(value);

export function readThemeMode(storage: Pick<Storage, 'getItem'>): ThemeMode {
  try {
    const stored = storage.getItem(THEME_STORAGE_KEY);
    return isThemeMode(stored) ? stored : DEFAULT_THEME_MODE;
  } catch {
    return DEFAULT_THEME_MODE;
  }
}

export function saveThemeMode(storage: Pick<Storage, 'setItem'>, mode: ThemeMode): void {
  try {
    storage.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // Private windows may refuse storage; the choice still applies to this visit.
  }
}

export const resolveTheme = (mode: ThemeMode, prefersDark: boolean): ResolvedTheme =>
  mode === 'system' ? (prefersDark ? 'dark' : 'light') : mode;

/** The class on the page root lets plain CSS (and index.html's first paint) follow the theme. */
export function applyThemeClass(root: HTMLElement, theme: ResolvedTheme): void {
  root.classList.remove('light', 'dark');
  root.classList.add(theme);
  root.style.colorScheme = theme;
}

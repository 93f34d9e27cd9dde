import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import {
  applyThemeClass,
  DARK_SCHEME_QUERY,
  readThemeMode,
  resolveTheme,
  saveThemeMode,
  type ResolvedTheme,
  type ThemeMode,
} from './themeMode.ts';

interface ThemeModeContextValue {
  mode: ThemeMode;
  resolved: ResolvedTheme;
  setMode: (mode: ThemeMode) => void;
}

const ThemeModeContext = createContext<ThemeModeContextValue | null>(null);

const subscribeToScheme = (onChange: () => void) => {
  const query = window.matchMedia?.(DARK_SCHEME_QUERY);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};
const prefersDark = () => window.matchMedia?.(DARK_SCHEME_QUERY).matches ?? false;

export function ThemeModeProvider({ children }: { children: ReactNode }) {
  const [mode, setModeState] = useState<ThemeMode>(() => readThemeMode(window.localStorage));
  // 'system' follows the operating system live, not only at load.
  const systemDark = useSyncExternalStore(subscribeToScheme, prefersDark, () => false);
  const resolved = resolveTheme(mode, systemDark);

  useEffect(() => applyThemeClass(document.documentElement, resolved), [resolved]);

  const setMode = useCallback((next: ThemeMode) => {
    saveThemeMode(window.localStorage, next);
    setModeState(next);
  }, []);

  const value = useMemo(() => ({ mode, resolved, setMode }), [mode, resolved, setMode]);
  return <ThemeModeContext.Provider value={value}>{children}</ThemeModeContext.Provider>;
}

export function useThemeMode(): ThemeModeContextValue {
  const value = useContext(ThemeModeContext);
  if (!value) throw new Error('useThemeMode must be used within a ThemeModeProvider');
  return value;
}

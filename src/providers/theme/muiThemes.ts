import type { Theme } from '@mui/material/styles';
import type { RaThemeOptions } from 'react-admin';
import type { ResolvedTheme } from './themeMode.ts';

const fontFamily = ['Inter', '"Segoe UI"', 'Roboto', 'system-ui', '-apple-system', '"Helvetica Neue"', 'Arial', 'sans-serif'].join(',');

const shared = (mode: ResolvedTheme): RaThemeOptions => ({
  shape: { borderRadius: 10 },
  typography: {
    fontFamily,
    h1: { fontWeight: 650, letterSpacing: '-0.02em' },
    h2: { fontWeight: 650, letterSpacing: '-0.02em' },
    h3: { fontWeight: 650, letterSpacing: '-0.01em' },
    h4: { fontWeight: 650, letterSpacing: '-0.01em' },
    h5: { fontWeight: 600 },
    h6: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          borderRadius: 14,
          border: `1px solid ${theme.palette.divider}`,
          backgroundImage: 'none',
        }),
      },
    },
    MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { borderRadius: 10 } } },
    MuiChip: { styleOverrides: { root: { fontWeight: 500 } } },
    MuiTooltip: { defaultProps: { arrow: true } },
    MuiTableCell: {
      styleOverrides: { head: { fontWeight: 600, color: mode === 'dark' ? '#b8c4c8' : '#52606d' } },
    },
  },
});

/** Deep lagoon teal with a warm brass accent: calm, hotel-like, readable in both modes. */
export const lightTheme: RaThemeOptions = {
  ...shared('light'),
  palette: {
    mode: 'light',
    primary: { main: '#0f6e6b', light: '#3d8f8c', dark: '#0a4f4d', contrastText: '#ffffff' },
    secondary: { main: '#b7791f', contrastText: '#ffffff' },
    background: { default: '#f6f7f5', paper: '#ffffff' },
    text: { primary: '#1d2a2e', secondary: '#5b6b70' },
    divider: 'rgba(29, 42, 46, 0.1)',
  },
};

export const darkTheme: RaThemeOptions = {
  ...shared('dark'),
  palette: {
    mode: 'dark',
    primary: { main: '#5cc8c2', light: '#8de0db', dark: '#2f9c97', contrastText: '#06201f' },
    secondary: { main: '#e0b25c', contrastText: '#231803' },
    background: { default: '#0e1416', paper: '#151d20' },
    text: { primary: '#e7eef0', secondary: '#9fb0b5' },
    divider: 'rgba(231, 238, 240, 0.12)',
  },
};

export const themeFor = (mode: ResolvedTheme): RaThemeOptions => (mode === 'dark' ? darkTheme : lightTheme);

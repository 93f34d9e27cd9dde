import { useState, type MouseEvent, type ReactNode } from 'react';
import { Avatar, Box, ButtonBase, Divider, ListItemIcon, ListItemText, Menu, MenuItem, Typography } from '@mui/material';
import Check from '@mui/icons-material/Check';
import ChevronRight from '@mui/icons-material/ChevronRight';
import CreditCard from '@mui/icons-material/CreditCard';
import Language from '@mui/icons-material/Language';
import Logout from '@mui/icons-material/Logout';
import Notifications from '@mui/icons-material/Notifications';
import Palette from '@mui/icons-material/Palette';
import Person from '@mui/icons-material/Person';
import UnfoldMore from '@mui/icons-material/UnfoldMore';
import { useLocaleState, useTranslate } from 'react-admin';
import { useAuth } from '../../providers/auth/AuthContext.tsx';
import { locales } from '../../providers/i18nProvider.ts';
import { useThemeMode } from '../../providers/theme/ThemeModeProvider.tsx';
import { themeModes } from '../../providers/theme/themeMode.ts';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

function Submenu({ anchor, onClose, children }: { anchor: HTMLElement | null; onClose: () => void; children: ReactNode }) {
  return (
    <Menu
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'left' }}
    >
      {children}
    </Menu>
  );
}

const Tick = ({ on }: { on: boolean }) => (
  <ListItemIcon sx={{ visibility: on ? 'visible' : 'hidden' }}>
    <Check fontSize="small" />
  </ListItemIcon>
);

/**
 * The menu's identity row. Not an entry: MUI skips it when choosing where focus lands on open,
 * otherwise focus stays on the paper and the arrow keys cannot reach Theme, Language or Logout.
 */
function MenuHeader({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', px: 2, py: 1 }}>{children}</Box>;
}
MenuHeader.muiSkipListHighlight = true;

/** Sidebar footer: who is signed in (from the token exchange), preferences and sign-out. */
export function UserMenu({ collapsed }: { collapsed: boolean }) {
  const translate = useTranslate();
  const { user, logout } = useAuth();
  const { mode, setMode } = useThemeMode();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [themeAnchor, setThemeAnchor] = useState<HTMLElement | null>(null);
  const [languageAnchor, setLanguageAnchor] = useState<HTMLElement | null>(null);

  const name = user?.user.name ?? '';
  const email = user?.user.email ?? '';
  const initials = user?.user.initials || initialsOf(name);
  const closeAll = () => {
    setThemeAnchor(null);
    setLanguageAnchor(null);
    setAnchor(null);
  };
  const openSub = (set: (el: HTMLElement) => void) => (event: MouseEvent<HTMLElement>) => set(event.currentTarget);
  const comingSoon = translate('app.user_menu.coming_soon');

  const avatar = (
    <Avatar src={user?.user.picture ?? undefined} alt={name} sx={{ width: 32, height: 32, fontSize: 13, bgcolor: 'primary.main' }}>
      {initials}
    </Avatar>
  );
  const identity = (
    <Box sx={{ minWidth: 0, flex: 1, textAlign: 'left' }}>
      <Typography variant="body2" noWrap fontWeight={600}>
        {name}
      </Typography>
      <Typography variant="caption" noWrap component="div" color="text.secondary">
        {email}
      </Typography>
    </Box>
  );

  return (
    <>
      <ButtonBase
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={translate('app.user_menu.open')}
        aria-haspopup="menu"
        sx={{
          width: '100%',
          gap: 1,
          p: collapsed ? 0.5 : 1,
          borderRadius: 2,
          justifyContent: collapsed ? 'center' : 'flex-start',
          '&:hover': { bgcolor: 'action.hover' },
        }}
      >
        {avatar}
        {!collapsed && identity}
        {!collapsed && <UnfoldMore fontSize="small" sx={{ color: 'text.secondary' }} />}
      </ButtonBase>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={closeAll}
        anchorOrigin={{ vertical: 'top', horizontal: collapsed ? 'right' : 'left' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { sx: { minWidth: 240 } } }}
      >
        <MenuHeader>
          {avatar}
          {identity}
        </MenuHeader>
        <Divider />
        <MenuItem disabled>
          <ListItemIcon>
            <Person fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={translate('app.user_menu.profile')} secondary={comingSoon} />
        </MenuItem>
        <MenuItem disabled>
          <ListItemIcon>
            <CreditCard fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={translate('app.user_menu.billing')} secondary={comingSoon} />
        </MenuItem>
        <MenuItem disabled>
          <ListItemIcon>
            <Notifications fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={translate('app.user_menu.notifications')} secondary={comingSoon} />
        </MenuItem>
        <Divider />
        <MenuItem onClick={openSub(setThemeAnchor)} aria-haspopup="menu">
          <ListItemIcon>
            <Palette fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={translate('app.user_menu.theme')} />
          <ChevronRight fontSize="small" sx={{ color: 'text.secondary' }} />
        </MenuItem>
        <MenuItem onClick={openSub(setLanguageAnchor)} aria-haspopup="menu">
          <ListItemIcon>
            <Language fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={translate('app.user_menu.language')} />
          <ChevronRight fontSize="small" sx={{ color: 'text.secondary' }} />
        </MenuItem>
        <Divider />
        <MenuItem
          onClick={() => {
            closeAll();
            void logout().catch(() => {});
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={translate('app.user_menu.logout')} />
        </MenuItem>
      </Menu>
      <Submenu anchor={themeAnchor} onClose={() => setThemeAnchor(null)}>
        {themeModes.map((value) => (
          <MenuItem
            key={value}
            selected={mode === value}
            onClick={() => {
              setMode(value);
              closeAll();
            }}
          >
            <Tick on={mode === value} />
            <ListItemText primary={translate(`app.user_menu.theme_${value}`)} />
          </MenuItem>
        ))}
      </Submenu>
      <Submenu anchor={languageAnchor} onClose={() => setLanguageAnchor(null)}>
        {locales.map(({ locale: value, name: label }) => (
          <MenuItem
            key={value}
            selected={locale === value}
            lang={value}
            onClick={() => {
              setLocale(value);
              closeAll();
            }}
          >
            <Tick on={locale === value} />
            <ListItemText primary={label} />
          </MenuItem>
        ))}
      </Submenu>
    </>
  );
}

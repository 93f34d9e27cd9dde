import { useMemo, useState } from 'react';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText, ListSubheader, Tooltip } from '@mui/material';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { LinkBase, useGetResourceLabel, useLocation, useTranslate } from 'react-admin';
import { iconFor } from '../../resources/builders/icons.ts';
import { resources } from '../../resources/index.ts';
import { buildNavigation, type NavItem } from './navigation.ts';
import { SIDEBAR_TOOLTIP_DELAY_MS, SIDEBAR_TOOLTIP_NEXT_DELAY_MS } from './sidebarState.ts';

interface SidebarNavProps {
  collapsed: boolean;
  onNavigate?: () => void;
}

const itemSx = {
  borderRadius: 2,
  minHeight: 36,
  px: 1,
  mb: 0.25,
  '&.Mui-selected, &.Mui-selected:hover': { bgcolor: 'action.selected', color: 'primary.main' },
  '&.Mui-selected .MuiListItemIcon-root': { color: 'primary.main' },
} as const;

function useItemLabel() {
  const translate = useTranslate();
  const resourceLabel = useGetResourceLabel();
  return (item: NavItem) => (item.resource ? resourceLabel(item.resource, 2) : translate(item.labelKey ?? item.key));
}

function NavEntry({ item, collapsed, nested, onNavigate }: { item: NavItem; nested?: boolean } & SidebarNavProps) {
  const label = useItemLabel()(item);
  const { pathname } = useLocation();
  const active = pathname === item.to || pathname.startsWith(`${item.to}/`);
  const Icon = iconFor(item.icon);
  const button = (
    <ListItemButton
      component={LinkBase}
      to={item.to}
      selected={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      aria-label={collapsed ? label : undefined}
      sx={{ ...itemSx, pl: nested && !collapsed ? 4 : 1, justifyContent: collapsed ? 'center' : 'flex-start' }}
    >
      <ListItemIcon sx={{ minWidth: collapsed ? 0 : 32, color: 'text.secondary' }}>
        <Icon fontSize="small" />
      </ListItemIcon>
      {!collapsed && <ListItemText primary={label} slotProps={{ primary: { noWrap: true, fontSize: 14 } }} />}
    </ListItemButton>
  );
  if (!collapsed) return button;
  return (
    <Tooltip title={label} placement="right" enterDelay={SIDEBAR_TOOLTIP_DELAY_MS} enterNextDelay={SIDEBAR_TOOLTIP_NEXT_DELAY_MS}>
      {button}
    </Tooltip>
  );
}

export function SidebarNav({ collapsed, onNavigate }: SidebarNavProps) {
  const translate = useTranslate();
  const navigation = useMemo(() => buildNavigation(resources), []);
  const [contentOpen, setContentOpen] = useState(true);
  const ContentIcon = iconFor('FolderOpen');
  const subheader = (text: string) =>
    collapsed ? undefined : (
      <ListSubheader disableSticky sx={{ bgcolor: 'transparent', lineHeight: '32px', fontSize: 12, px: 1 }}>
        {text}
      </ListSubheader>
    );

  return (
    <nav aria-label={translate('app.menu.navigation')}>
      <List dense sx={{ px: 1 }}>
        {navigation.main.map((item) => (
          <NavEntry key={item.key} item={item} collapsed={collapsed} onNavigate={onNavigate} />
        ))}
      </List>
      <List dense sx={{ px: 1 }} subheader={subheader(translate('app.menu.assets'))}>
        {navigation.assets.map((item) => (
          <NavEntry key={item.key} item={item} collapsed={collapsed} onNavigate={onNavigate} />
        ))}
        {collapsed ? (
          // Icons only: a collapsible cannot open in 3rem, so its entries show directly.
          navigation.content.map((item) => <NavEntry key={item.key} item={item} collapsed onNavigate={onNavigate} />)
        ) : (
          <>
            <ListItemButton onClick={() => setContentOpen((value) => !value)} aria-expanded={contentOpen} sx={{ ...itemSx }}>
              <ListItemIcon sx={{ minWidth: 32, color: 'text.secondary' }}>
                <ContentIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={translate('app.menu.your_content')} slotProps={{ primary: { fontSize: 14 } }} />
              <ExpandMore
                fontSize="small"
                sx={{ transition: 'transform 150ms', transform: contentOpen ? 'rotate(180deg)' : 'none', color: 'text.secondary' }}
              />
            </ListItemButton>
            <Collapse in={contentOpen} unmountOnExit>
              <List dense disablePadding>
                {navigation.content.map((item) => (
                  <NavEntry key={item.key} item={item} collapsed={false} nested onNavigate={onNavigate} />
                ))}
              </List>
            </Collapse>
          </>
        )}
      </List>
    </nav>
  );
}

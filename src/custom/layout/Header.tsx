import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import ViewSidebar from '@mui/icons-material/ViewSidebarOutlined';
import { useTranslate } from 'react-admin';
import { useHeaderSlotTarget } from './HeaderSlot.tsx';
import { useSidebar } from './SidebarContext.tsx';
import { HEADER_HEIGHT } from './sidebarState.ts';

/** Sticky 3rem header: the sidebar toggle (only while the sidebar is closed), the page title, a slot. */
export function Header() {
  const translate = useTranslate();
  const { open, isMobile, openMobile, toggleSidebar } = useSidebar();
  const setSlot = useHeaderSlotTarget();
  const sidebarClosed = isMobile ? !openMobile : !open;

  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        height: HEADER_HEIGHT,
        flexShrink: 0,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: { xs: 1, md: 2 },
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.default',
        backdropFilter: 'blur(8px)',
      }}
    >
      {sidebarClosed && (
        <Tooltip title={translate('app.sidebar.expand')}>
          <IconButton size="small" onClick={toggleSidebar} aria-label={translate('app.sidebar.toggle')}>
            <ViewSidebar fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {/* react-admin's <Title> renders here */}
      <Typography id="react-admin-title" component="div" variant="subtitle1" fontWeight={600} noWrap sx={{ flexShrink: 1, minWidth: 0 }} />
      <Box ref={setSlot} sx={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: 1 }} />
    </Box>
  );
}

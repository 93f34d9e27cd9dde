import { Box, Drawer, IconButton, Tooltip } from '@mui/material';
import ViewSidebar from '@mui/icons-material/ViewSidebarOutlined';
import { useTranslate } from 'react-admin';
import { Brand } from './Brand.tsx';
import { useSidebar } from './SidebarContext.tsx';
import { SidebarNav } from './SidebarNav.tsx';
import { HEADER_HEIGHT, SIDEBAR_WIDTH, SIDEBAR_WIDTH_ICON, SIDEBAR_WIDTH_MOBILE } from './sidebarState.ts';
import { UserMenu } from './UserMenu.tsx';

function SidebarContent({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const translate = useTranslate();
  const { setOpen, isMobile } = useSidebar();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Box
        sx={{
          height: HEADER_HEIGHT,
          flexShrink: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: collapsed ? 'center' : 'space-between',
          px: collapsed ? 0 : 1.5,
        }}
      >
        <Brand compact={collapsed} />
        {!collapsed && !isMobile && (
          <Tooltip title={translate('app.sidebar.collapse')}>
            <IconButton size="small" onClick={() => setOpen(false)} aria-label={translate('app.sidebar.toggle')}>
              <ViewSidebar fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden', py: 1 }}>
        <SidebarNav collapsed={collapsed} onNavigate={onNavigate} />
      </Box>
      <Box sx={{ p: collapsed ? 0.5 : 1, borderTop: 1, borderColor: 'divider' }}>
        <UserMenu collapsed={collapsed} />
      </Box>
    </Box>
  );
}

/** Desktop: a 16rem column that collapses to 3rem of icons. Below 768px: an 18rem slide-in sheet. */
export function Sidebar() {
  const { open, isMobile, openMobile, setOpenMobile } = useSidebar();

  if (isMobile) {
    return (
      <Drawer
        variant="temporary"
        open={openMobile}
        onClose={() => setOpenMobile(false)}
        ModalProps={{ keepMounted: true }}
        slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH_MOBILE, bgcolor: 'background.paper' } } }}
      >
        <SidebarContent collapsed={false} onNavigate={() => setOpenMobile(false)} />
      </Drawer>
    );
  }

  return (
    <Box
      component="aside"
      data-state={open ? 'expanded' : 'collapsed'}
      sx={{
        width: open ? SIDEBAR_WIDTH : SIDEBAR_WIDTH_ICON,
        flexShrink: 0,
        position: 'sticky',
        top: 0,
        height: '100vh',
        borderRight: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        transition: (theme) => theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
        overflow: 'hidden',
        zIndex: (theme) => theme.zIndex.appBar + 1,
      }}
    >
      <SidebarContent collapsed={!open} />
    </Box>
  );
}

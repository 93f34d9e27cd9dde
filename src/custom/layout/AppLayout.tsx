import { Suspense, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { PropertyFromUrl } from '../../providers/auth/PropertyFromUrl.tsx';
import { Header } from './Header.tsx';
import { HeaderSlotProvider } from './HeaderSlot.tsx';
import { LayoutErrorBoundary } from './LayoutErrorBoundary.tsx';
import { PageSpinner } from './PageSpinner.tsx';
import { Sidebar } from './Sidebar.tsx';
import { SidebarProvider } from './SidebarContext.tsx';

export const CONTENT_MAX_WIDTH = '80rem';

/** react-admin's `layout`: sidebar, sticky header, and the scrolling content (max width 7xl). */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <SidebarProvider>
      <HeaderSlotProvider>
        <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
          <Sidebar />
          <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
            <Header />
            <PropertyFromUrl />
            <Box component="main" id="main-content" sx={{ flex: 1, minWidth: 0 }}>
              <Box sx={{ maxWidth: CONTENT_MAX_WIDTH, mx: 'auto', px: { xs: 2, md: 4 }, py: { xs: 2, md: 3 } }}>
                <LayoutErrorBoundary>
                  <Suspense fallback={<PageSpinner />}>{children}</Suspense>
                </LayoutErrorBoundary>
              </Box>
            </Box>
          </Box>
        </Box>
      </HeaderSlotProvider>
    </SidebarProvider>
  );
}

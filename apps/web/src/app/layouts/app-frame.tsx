import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { MuiProviders } from '../../components/mui-providers.tsx';
import { MOBILE_BREAKPOINT } from '../../components/theme.ts';
import { NavDrawer, NavList } from './nav-drawer.tsx';
import type { NavItem } from './navigation.tsx';
import { SkipLink } from './skip-link.tsx';
import { TopBar } from './top-bar.tsx';

const SIDEBAR_WIDTH = 248;

/**
 * The signed-in frame: top bar, the navigation beside the page on wide screens and in a drawer
 * below the mobile breakpoint.
 */
export function AppFrame({
  nav,
  homeHref,
  navTitle,
}: {
  nav: NavItem[];
  homeHref: string;
  navTitle: string;
}) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const hasNav = nav.length > 0;
  return (
    <MuiProviders>
      <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
        <SkipLink />
        <TopBar homeHref={homeHref} onOpenMenu={hasNav ? () => setMenuOpen(true) : undefined} />
        {hasNav ? (
          <NavDrawer
            nav={nav}
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            homeHref={homeHref}
          />
        ) : null}
        <Box sx={{ display: 'flex' }}>
          {hasNav ? (
            <Box
              component="nav"
              aria-label={t('nav.main')}
              sx={{
                display: { xs: 'none', [MOBILE_BREAKPOINT]: 'block' },
                width: SIDEBAR_WIDTH,
                flexShrink: 0,
                borderInlineEnd: 1,
                borderColor: 'divider',
                pt: 3,
              }}
            >
              <Box sx={{ position: 'sticky', top: 92 }}>
                <Typography
                  variant="overline"
                  color="text.secondary"
                  component="p"
                  sx={{ px: 3.5, mb: 0.5 }}
                >
                  {navTitle}
                </Typography>
                <NavList nav={nav} />
              </Box>
            </Box>
          ) : null}
          <Box
            component="main"
            id="main"
            tabIndex={-1}
            sx={{ flexGrow: 1, minWidth: 0, minHeight: 'calc(100vh - 68px)', outline: 'none' }}
          >
            <Outlet />
          </Box>
        </Box>
      </Box>
    </MuiProviders>
  );
}

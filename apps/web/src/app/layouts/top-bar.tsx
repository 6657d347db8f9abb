import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import { alpha } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigation } from 'react-router';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { LanguageSwitcher } from '../../components/language-switcher.tsx';
import { MOBILE_BREAKPOINT } from '../../components/theme.ts';
import { ThemeSwitch } from '../../components/theme-switch.tsx';
import { paths } from '../../config/paths.ts';
import { useCurrentUser } from '../../lib/auth/auth-store.ts';
import { usePrerendering } from '../../lib/prerendered-page.ts';
import { UserMenu } from './user-menu.tsx';

/** On a phone the visitor's two buttons share the bar with the logo and switches: tighter. */
const PHONE_BUTTON = { px: { xs: 1.25, sm: 2 }, whiteSpace: 'nowrap' } as const;

/** The top bar of the app frame: brand, language, theme and the account menu. */
export function TopBar({ homeHref, onOpenMenu }: { homeHref: string; onOpenMenu?: () => void }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigation = useNavigation();
  const prerendering = usePrerendering();
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={(theme) => ({
        borderBottom: 1,
        borderColor: 'divider',
        backgroundColor: alpha(theme.palette.background.paper, 0.82),
        backdropFilter: 'saturate(180%) blur(12px)',
      })}
    >
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, minHeight: { xs: 60, md: 68 } }}>
        {onOpenMenu ? (
          <IconButton
            edge="start"
            onClick={onOpenMenu}
            aria-label={t('nav.openMenu')}
            // Painted by the server, the drawer opens once the app has taken the page over.
            disabled={prerendering}
            sx={{
              display: { [MOBILE_BREAKPOINT]: 'none' },
              '&.Mui-disabled': { color: 'action.active' },
            }}
          >
            <MenuIcon />
          </IconButton>
        ) : null}
        <BrandLogo to={homeHref} markOnlyOnPhone={!user} />
        <Box sx={{ flexGrow: 1 }} />
        <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
          <LanguageSwitcher />
        </Box>
        <Box sx={{ display: { xs: 'block', sm: 'none' } }}>
          <LanguageSwitcher compact />
        </Box>
        <ThemeSwitch />
        {user ? (
          <UserMenu user={user} />
        ) : (
          <Box sx={{ display: 'flex', gap: { xs: 0.5, sm: 1 }, ml: { xs: 0, sm: 1 } }}>
            <Button
              component={RouterLink}
              to={paths.accounts.login.path}
              color="inherit"
              sx={PHONE_BUTTON}
            >
              {t('auth.signIn')}
            </Button>
            <Button
              component={RouterLink}
              to={paths.accounts.signup.path}
              variant="contained"
              sx={PHONE_BUTTON}
            >
              {t('auth.signUp')}
            </Button>
          </Box>
        )}
      </Toolbar>
      {navigation.state === 'loading' ? (
        <LinearProgress
          aria-label={t('common.loading')}
          sx={{ position: 'absolute', bottom: 0, insetInline: 0, height: 2 }}
        />
      ) : null}
    </AppBar>
  );
}

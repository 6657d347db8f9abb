import CheckCircle from '@mui/icons-material/CheckCircleRounded';
import Logout from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation } from 'react-router';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { LanguageSwitcher } from '../../components/language-switcher.tsx';
import { ThemeSwitch } from '../../components/theme-switch.tsx';
import { logout } from '../../lib/auth/allauth-client.ts';
import { useCurrentUser } from '../../lib/auth/auth-store.ts';
import { reportError } from '../../lib/report-error.ts';
import { SkipLink } from './skip-link.tsx';

function Bubble({
  side,
  children,
  note,
}: {
  side: 'start' | 'end';
  children: string;
  note?: string;
}) {
  const { i18n } = useTranslation();
  return (
    <Box sx={{ alignSelf: side === 'start' ? 'flex-start' : 'flex-end', maxWidth: '82%' }}>
      <Box
        sx={{
          px: 2,
          py: 1.25,
          borderRadius: '18px',
          borderStartStartRadius: side === 'start' ? 6 : undefined,
          borderEndEndRadius: side === 'end' ? 6 : undefined,
          bgcolor: side === 'start' ? 'rgba(255,255,255,0.14)' : '#ffffff',
          color: side === 'start' ? '#fff' : '#2e1065',
          fontSize: '0.975rem',
          boxShadow: side === 'end' ? '0 8px 24px rgba(20,6,50,0.25)' : 'none',
        }}
      >
        {children}
      </Box>
      {note ? (
        <Box
          dir="auto"
          lang={i18n.language}
          sx={{
            mt: 0.75,
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.5,
            fontSize: '0.8rem',
            color: '#d9f99d',
            float: side === 'end' ? 'inline-end' : undefined,
          }}
        >
          <CheckCircle sx={{ fontSize: 16 }} aria-hidden />
          {note}
        </Box>
      ) : null}
    </Box>
  );
}

/** The brand side of the sign-in pages: what Charla is, with a taste of a practice chat. */
function BrandPanel() {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        display: { xs: 'none', lg: 'flex' },
        flexDirection: 'column',
        justifyContent: 'space-between',
        width: '46%',
        maxWidth: 720,
        p: 6,
        color: '#fff',
        position: 'relative',
        overflow: 'hidden',
        background:
          'radial-gradient(1200px 600px at 10% 0%, #8b5cf6 0%, transparent 60%), radial-gradient(900px 500px at 100% 100%, #db2777 0%, transparent 55%), linear-gradient(160deg, #4c1d95 0%, #2e1065 100%)',
      }}
    >
      <BrandLogo inverted />
      <Box sx={{ maxWidth: 480 }}>
        <Typography
          component="p"
          sx={{
            fontSize: '2.5rem',
            fontWeight: 700,
            lineHeight: 1.1,
            letterSpacing: (theme) => (theme.direction === 'rtl' ? 0 : '-0.03em'),
            mb: 2,
          }}
        >
          {t('authLayout.headline')}
        </Typography>
        <Typography sx={{ opacity: 0.85, fontSize: '1.1rem', mb: 5 }}>
          {t('authLayout.subheadline')}
        </Typography>
        {/* A Spanish practice chat: laid out left to right in every interface language. */}
        <Stack
          spacing={1.5}
          aria-hidden
          dir="ltr"
          lang="es"
          sx={{
            p: 3,
            borderRadius: '24px',
            bgcolor: 'rgba(17, 6, 40, 0.35)',
            border: '1px solid rgba(255,255,255,0.14)',
            backdropFilter: 'blur(8px)',
          }}
        >
          <Bubble side="start">¿Qué te gustaría pedir hoy?</Bubble>
          <Bubble side="end" note={t('authLayout.sampleFeedback')}>
            Un café con leche y un cruasán, por favor.
          </Bubble>
          <Bubble side="start">¡Perfecto! ¿Para tomar aquí o para llevar?</Bubble>
        </Stack>
      </Box>
      <Typography variant="body2" sx={{ opacity: 0.7 }}>
        {t('authLayout.footer')}
      </Typography>
    </Box>
  );
}

/** On one line everywhere; on a phone an icon, so the header's row does not wrap. */
function SignOutButton() {
  const { t } = useTranslation();
  const signOut = () => logout().catch(reportError);
  return (
    <>
      <Button
        color="inherit"
        onClick={signOut}
        sx={{
          color: 'text.secondary',
          marginInlineStart: 1,
          whiteSpace: 'nowrap',
          flexShrink: 0,
          display: { xs: 'none', sm: 'inline-flex' },
        }}
      >
        {t('nav.signOut')}
      </Button>
      {/* No tooltip: its popper would weigh on every sign-in page; the title names it. */}
      <IconButton
        onClick={signOut}
        aria-label={t('nav.signOut')}
        title={t('nav.signOut')}
        sx={{ color: 'text.secondary', display: { sm: 'none' } }}
      >
        <Logout
          sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }}
        />
      </IconButton>
    </>
  );
}

/** Sign-in style pages: the form on one side, the brand on the other. */
export function AuthLayout() {
  const navigation = useNavigation();
  const user = useCurrentUser();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', bgcolor: 'background.default' }}>
      <SkipLink />
      <BrandPanel />
      <Box
        sx={{
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          minWidth: 0,
          position: 'relative',
        }}
      >
        {navigation.state === 'loading' ? (
          <LinearProgress sx={{ position: 'absolute', top: 0, insetInline: 0, height: 2 }} />
        ) : null}
        <Box
          component="header"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, px: { xs: 2, sm: 4 }, py: 2 }}
        >
          <Box sx={{ display: { lg: 'none' } }}>
            <BrandLogo />
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <LanguageSwitcher />
          <ThemeSwitch />
          {user ? <SignOutButton /> : null}
        </Box>
        <Box
          component="main"
          id="main"
          tabIndex={-1}
          sx={{
            flex: 1,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            px: { xs: 2.5, sm: 4 },
            pb: 6,
            outline: 'none',
          }}
        >
          <Box sx={{ width: '100%', maxWidth: 440 }}>
            <Outlet />
          </Box>
        </Box>
      </Box>
    </Box>
  );
}

import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation } from 'react-router';

export function AppLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar
        position="sticky"
        color="inherit"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar>
          <Typography variant="h3" component="span" color="primary" sx={{ fontWeight: 700 }}>
            {t('app.name')}
          </Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ marginInlineStart: 2, display: { xs: 'none', sm: 'block' } }}
          >
            {t('app.tagline')}
          </Typography>
        </Toolbar>
        {navigation.state === 'loading' ? (
          <LinearProgress sx={{ position: 'absolute', bottom: 0, insetInline: 0 }} />
        ) : null}
      </AppBar>
      <Box component="main">
        <Outlet />
      </Box>
    </Box>
  );
}

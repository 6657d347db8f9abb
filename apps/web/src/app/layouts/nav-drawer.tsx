import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { BrandLogo } from '../../components/brand-logo.tsx';
import type { NavItem } from './navigation.tsx';

export function NavList({ nav, onNavigate }: { nav: NavItem[]; onNavigate?: () => void }) {
  return (
    <List sx={{ px: 1.5, display: 'grid', gap: 0.5 }}>
      {nav.map((item) => (
        <ListItem key={item.to} disablePadding>
          <ListItemButton
            component={NavLink}
            to={item.to}
            end={item.end}
            onClick={onNavigate}
            sx={{
              color: 'text.secondary',
              '& .MuiListItemIcon-root': { color: 'inherit', minWidth: 40 },
              '&.active': {
                color: 'primary.main',
                bgcolor: (theme) =>
                  alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.16 : 0.08),
                fontWeight: 600,
              },
            }}
          >
            <ListItemIcon>{item.icon}</ListItemIcon>
            <ListItemText
              primary={item.label}
              slotProps={{ primary: { sx: { fontWeight: 'inherit' } } }}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

/** The navigation on narrow screens. */
export function NavDrawer({
  nav,
  open,
  onClose,
  homeHref,
}: {
  nav: NavItem[];
  open: boolean;
  onClose: () => void;
  homeHref: string;
}) {
  const { t } = useTranslation();
  return (
    <Drawer open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 280 } } }}>
      <Box sx={{ p: 2.5 }}>
        <BrandLogo to={homeHref} />
      </Box>
      <Box component="nav" aria-label={t('nav.main')}>
        <NavList nav={nav} onNavigate={onClose} />
      </Box>
    </Drawer>
  );
}

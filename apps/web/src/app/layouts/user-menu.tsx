import AlternateEmail from '@mui/icons-material/AlternateEmail';
import Devices from '@mui/icons-material/DevicesOutlined';
import Key from '@mui/icons-material/KeyOutlined';
import Link from '@mui/icons-material/LinkOutlined';
import Logout from '@mui/icons-material/Logout';
import Person from '@mui/icons-material/PersonOutlineOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { paths } from '../../config/paths.ts';
import { logout } from '../../lib/auth/allauth-client.ts';
import type { CurrentUser } from '../../lib/auth/current-user.ts';
import { displayName } from '../../lib/display-name.ts';
import { usePrerendering } from '../../lib/prerendered-page.ts';
import { showError } from '../../lib/snackbar.ts';

function profileHref(user: CurrentUser): string | null {
  if (!user.profile) return null;
  if (user.userType === 'STUDENT') return paths.accounts.students.detail.getHref(user.profile.id);
  if (user.userType === 'TEACHER') return paths.accounts.teachers.detail.getHref(user.profile.id);
  return null;
}

/** The signed-in user's menu: profile, account settings, sign out. */
export function UserMenu({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  const prerendering = usePrerendering();
  const kind = user.userType === 'TEACHER' ? 'teacher' : 'student';
  const profile = profileHref(user);
  const items = [
    ...(profile
      ? [{ to: profile, label: t('nav.myProfile'), icon: <Person fontSize="small" /> }]
      : []),
    {
      to: paths.accounts.email.path,
      label: t('nav.emailAddresses'),
      icon: <AlternateEmail fontSize="small" />,
    },
    {
      to: paths.accounts.passwordChange.path,
      label: t('nav.password'),
      icon: <Key fontSize="small" />,
    },
    {
      to: paths.accounts.sessions.path,
      label: t('nav.sessions'),
      icon: <Devices fontSize="small" />,
    },
    {
      to: paths.accounts.providers.path,
      label: t('nav.connectedAccounts'),
      icon: <Link fontSize="small" />,
    },
  ];
  const button = (
    <IconButton
      onClick={(event) => setAnchor(event.currentTarget)}
      aria-label={t('nav.accountOf', { name: displayName(user) })}
      aria-haspopup="menu"
      aria-controls={anchor ? menuId : undefined}
      aria-expanded={anchor ? 'true' : undefined}
      disabled={prerendering}
      sx={{ p: 0.5, borderRadius: '50%' }}
    >
      <UserAvatar
        person={user}
        picture={{ image: user.profile?.avatar }}
        kind={kind}
        size={36}
        decorative
      />
    </IconButton>
  );
  return (
    <>
      {prerendering ? (
        // Painted by the server: the menu opens once the app has taken the page over.
        button
      ) : (
        <Tooltip title={t('nav.account')}>{button}</Tooltip>
      )}
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 260, mt: 1 } } }}
      >
        <Box sx={{ px: 2, py: 1.25 }}>
          <Typography sx={{ fontWeight: 600 }}>{displayName(user)}</Typography>
          {user.email ? (
            <Typography variant="body2" color="text.secondary" noWrap>
              {user.email}
            </Typography>
          ) : null}
        </Box>
        <Divider />
        {items.map((item) => (
          <MenuItem key={item.to} component={RouterLink} to={item.to} onClick={close}>
            <ListItemIcon>{item.icon}</ListItemIcon>
            {item.label}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            logout().catch((error: unknown) =>
              showError(error instanceof Error ? error.message : String(error)),
            );
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          {t('nav.signOut')}
        </MenuItem>
      </Menu>
    </>
  );
}

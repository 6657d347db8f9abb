import Check from '@mui/icons-material/Check';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LOCALE_NAMES, LOCALES, type Locale } from '../config/locales.ts';
import { LanguageFlag } from './language-flag.tsx';
import { MuiProviders } from './mui-providers.tsx';

/** The language switcher's menu (loaded on first open: the sign-in page does not need it). */
export default function LanguageMenu({
  id,
  anchor,
  current,
  onClose,
  onChoose,
}: {
  id: string;
  anchor: HTMLElement | null;
  current: Locale;
  onClose: () => void;
  onChoose: (locale: Locale) => void;
}) {
  return (
    <MuiProviders>
      <Menu
        id={id}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={onClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {LOCALES.map((locale) => (
          <MenuItem
            key={locale}
            selected={locale === current}
            lang={locale}
            onClick={() => onChoose(locale)}
          >
            <ListItemIcon>
              <LanguageFlag isoLanguageCode={locale} size={22} />
            </ListItemIcon>
            <ListItemText>{LOCALE_NAMES[locale]}</ListItemText>
            {locale === current ? (
              <Check fontSize="small" sx={{ marginInlineStart: 2 }} aria-hidden />
            ) : null}
          </MenuItem>
        ))}
      </Menu>
    </MuiProviders>
  );
}

import { useTheme } from '@mui/material/styles';
import type { TabsProps } from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';

/**
 * A short row of tabs (three to five labels, about 420 px in the longest language) scrolls only on
 * a phone, with its arrows where it overflows; from the sm breakpoint up it fits and is plain.
 * MUI's own overflow check ('auto') once showed arrows around three short tabs at 1280 px, so
 * wide screens do not depend on it.
 */
export function useTabsScrolling(): Pick<
  TabsProps,
  'variant' | 'scrollButtons' | 'allowScrollButtonsMobile'
> {
  const { breakpoints } = useTheme();
  const wide = useMediaQuery(breakpoints.up('sm'));
  return wide
    ? { variant: 'standard' }
    : { variant: 'scrollable', scrollButtons: 'auto', allowScrollButtonsMobile: true };
}

import {
  alpha,
  createTheme,
  type Direction,
  type PaletteMode,
  type Theme,
} from '@mui/material/styles';
import { BODY_FONT, DARK, LAYERS, LIGHT } from '../config/look.ts';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xxl: true;
  }
}

export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;
/** Below this breakpoint the app uses its mobile navigation. */
export const MOBILE_BREAKPOINT = 'lg' as const;

export function createCharlaTheme(mode: PaletteMode, direction: Direction): Theme {
  const colors = mode === 'dark' ? DARK : LIGHT;
  // Letter spacing breaks the joined letters of Arabic script: none right to left.
  const tracking = (value: string) => (direction === 'rtl' ? 0 : value);
  const base = createTheme({
    direction,
    breakpoints: { values: BREAKPOINTS },
    zIndex: {
      appBar: 1100,
      drawer: LAYERS.overlay,
      modal: LAYERS.dialog,
      snackbar: LAYERS.snackbar,
      tooltip: LAYERS.tooltip,
    },
    shape: { borderRadius: 12 },
    palette: { mode, ...colors },
    typography: {
      fontFamily: BODY_FONT,
      h1: {
        fontWeight: 700,
        fontSize: '2.25rem',
        letterSpacing: tracking('-0.025em'),
        lineHeight: 1.15,
      },
      h2: {
        fontWeight: 700,
        fontSize: '1.75rem',
        letterSpacing: tracking('-0.02em'),
        lineHeight: 1.2,
      },
      h3: { fontWeight: 650, fontSize: '1.375rem', letterSpacing: tracking('-0.01em') },
      h4: { fontWeight: 650, fontSize: '1.125rem' },
      h5: { fontWeight: 600, fontSize: '1rem' },
      h6: { fontWeight: 600, fontSize: '0.9375rem' },
      subtitle1: { fontWeight: 500 },
      overline: { fontWeight: 600, letterSpacing: tracking('0.08em') },
      button: { textTransform: 'none', fontWeight: 600, letterSpacing: 0 },
    },
  });
  const { palette } = base;
  return createTheme(base, {
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          body: { WebkitFontSmoothing: 'antialiased', MozOsxFontSmoothing: 'grayscale' },
          '::selection': { backgroundColor: alpha(palette.primary.main, 0.25) },
        },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          root: { borderRadius: 10, paddingInline: 18 },
          sizeLarge: { minHeight: 48, fontSize: '1rem' },
        },
      },
      MuiIconButton: { styleOverrides: { root: { borderRadius: 10 } } },
      MuiCard: {
        defaultProps: { variant: 'outlined' },
        styleOverrides: { root: { borderRadius: 16, borderColor: palette.divider } },
      },
      MuiPaper: { styleOverrides: { outlined: { borderColor: palette.divider } } },
      MuiTextField: {
        defaultProps: {
          fullWidth: true,
          // What people type keeps its own direction: Spanish typed on an Arabic page reads
          // left to right, with its punctuation where it belongs.
          slotProps: { htmlInput: { dir: 'auto' } },
        },
      },
      MuiOutlinedInput: {
        styleOverrides: {
          root: {
            borderRadius: 10,
            backgroundColor: mode === 'dark' ? alpha('#ffffff', 0.03) : '#ffffff',
          },
        },
      },
      MuiChip: { styleOverrides: { root: { fontWeight: 500 } } },
      MuiAlert: { styleOverrides: { root: { borderRadius: 12 } } },
      MuiDialog: { styleOverrides: { paper: { borderRadius: 20 } } },
      MuiTooltip: { styleOverrides: { tooltip: { fontSize: '0.8125rem' } } },
      MuiLink: { defaultProps: { underline: 'hover' } },
      MuiListItemButton: { styleOverrides: { root: { borderRadius: 10 } } },
    },
  });
}

import {
  alpha,
  createTheme,
  type Direction,
  type PaletteMode,
  type Theme,
} from '@mui/material/styles';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xxl: true;
  }
}

/** Layer order from the product constants: overlays below dialogs, messages above both. */
export const LAYERS = { overlay: 2000, dialog: 2400, snackbar: 2500, tooltip: 2600 } as const;

export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;
/** Below this breakpoint the app uses its mobile navigation. */
export const MOBILE_BREAKPOINT = 'lg' as const;

/** Outfit stands in for Satoshi (not redistributable); Noto covers Arabic and Chinese. */
const BODY_FONT = [
  '"Outfit Variable"',
  '"Noto Sans Arabic"',
  '"Noto Sans SC"',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'sans-serif',
].join(', ');

const LIGHT = {
  primary: { main: '#6d28d9', light: '#8b5cf6', dark: '#4c1d95', contrastText: '#ffffff' },
  secondary: { main: '#be185d', contrastText: '#ffffff' },
  success: { main: '#15803d' },
  warning: { main: '#b45309' },
  error: { main: '#c62828' },
  info: { main: '#0369a1' },
  background: { default: '#f7f5fc', paper: '#ffffff' },
  text: { primary: '#1c1530', secondary: '#544c6b' },
  divider: '#e7e3f0',
};

const DARK = {
  primary: { main: '#b197fc', light: '#d0bfff', dark: '#7c3aed', contrastText: '#1a1033' },
  secondary: { main: '#f9a8d4', contrastText: '#3b0a24' },
  success: { main: '#4ade80' },
  warning: { main: '#fbbf24' },
  error: { main: '#f87171' },
  info: { main: '#7dd3fc' },
  background: { default: '#0e0c15', paper: '#17141f' },
  text: { primary: '#f3f0fb', secondary: '#b9b2cc' },
  divider: '#2a2538',
};

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

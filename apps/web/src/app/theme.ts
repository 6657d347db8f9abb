import { createTheme, type Direction, type PaletteMode, type Theme } from '@mui/material/styles';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xxl: true;
  }
}

/** Layer order from the product constants: overlays below dialogs, messages above both. */
export const LAYERS = { overlay: 2000, dialog: 2400, snackbar: 2500, tooltip: 2600 } as const;

export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;

const BODY_FONT = [
  '"Outfit Variable"',
  '"Noto Sans Arabic"',
  '"Noto Sans SC"',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'sans-serif',
].join(', ');

const PURPLE = { light: '#8b5cf6', main: '#6d28d9', dark: '#4c1d95' };

export function createCharlaTheme(mode: PaletteMode, direction: Direction): Theme {
  const isDark = mode === 'dark';
  return createTheme({
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
    palette: {
      mode,
      primary: isDark ? { main: '#a78bfa', light: '#c4b5fd', dark: '#7c3aed' } : PURPLE,
      secondary: isDark ? { main: '#f9a8d4' } : { main: '#db2777' },
      background: isDark
        ? { default: '#0f0d16', paper: '#1a1725' }
        : { default: '#f7f5fb', paper: '#ffffff' },
      text: isDark
        ? { primary: '#f1eefb', secondary: '#b8b1cc' }
        : { primary: '#1c1530', secondary: '#5b5470' },
    },
    typography: {
      fontFamily: BODY_FONT,
      h1: { fontWeight: 700, fontSize: '2.25rem', letterSpacing: '-0.02em' },
      h2: { fontWeight: 700, fontSize: '1.75rem', letterSpacing: '-0.01em' },
      h3: { fontWeight: 600, fontSize: '1.375rem' },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
    },
  });
}

/**
 * The app's look without MUI (colours light and dark, font, layers): the MUI theme
 * (components/theme.ts) is built from it, and the sign-in shell's stylesheet
 * (components/plain/plain.css) reads it as CSS variables (lib/theme-mode.ts sets them).
 */
export const LIGHT = {
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

export const DARK: typeof LIGHT = {
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

/**
 * Text on a filled status colour, as MUI's `getContrastText` picks it for these colours (white
 * on the light theme's dark colours, near-black on the dark theme's light ones).
 */
export const ON_STATUS = { light: '#ffffff', dark: 'rgba(0, 0, 0, 0.87)' } as const;

/**
 * The plain stylesheet's colours that differ between the modes beyond the palette (MUI's theme
 * derives the same from its mode): a text field's fill and outline, a muted icon, a form
 * heading's icon tile, and what a standard alert mixes its status colour with.
 */
export const PLAIN_SURFACES = {
  light: {
    'field-fill': '#ffffff',
    'field-outline': 'rgba(0, 0, 0, 0.23)',
    'icon-muted': 'rgba(28, 21, 48, 0.54)',
    'heading-icon-fill': 'rgba(109, 40, 217, 0.08)',
    'alert-ink-base': 'black',
    'alert-fill-base': 'white',
    // What shows in one mode only, on a page painted before the app knows the mode (`display`).
    'light-only': 'contents',
    'dark-only': 'none',
  },
  dark: {
    'field-fill': 'rgba(255, 255, 255, 0.03)',
    'field-outline': 'rgba(255, 255, 255, 0.23)',
    'icon-muted': '#f3f0fb',
    'heading-icon-fill': 'rgba(177, 151, 252, 0.14)',
    'alert-ink-base': 'white',
    'alert-fill-base': 'black',
    'light-only': 'none',
    'dark-only': 'contents',
  },
} as const;

/** Outfit stands in for Satoshi (not redistributable); Noto covers Arabic and Chinese. */
export const BODY_FONT = [
  '"Outfit Variable"',
  '"Noto Sans Arabic"',
  '"Noto Sans SC"',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'sans-serif',
].join(', ');

/** Layer order from the product constants: overlays below dialogs, messages above both. */
export const LAYERS = { overlay: 2000, dialog: 2400, snackbar: 2500, tooltip: 2600 } as const;

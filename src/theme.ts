import { enUS, ruRU, type Localization } from '@mui/material/locale';
import { createTheme, type Theme } from '@mui/material/styles';
import type { RaThemeOptions } from 'react-admin';
import type { AppLocale } from './i18n/locale.ts';

// Layout constants from the product spec (DESIGN section 7).
export const HEADER_HEIGHT = 72;
export const MENU_ITEM_HEIGHT = 48;
export const SIDE_MENU_WIDTH = 240;
export const SIDE_MENU_COLLAPSED_WIDTH = 80;
export const BASE_FONT_SIZE = 13;
export const BORDER_RADIUS = 10;
/** Every breakpoint of the design; MUI's five named ones use 576..1200, 480 and 1600 are for custom queries. */
export const BREAKPOINTS = [480, 576, 768, 992, 1200, 1600] as const;

export const blue = {
  50: '#e8f1fd',
  100: '#c5dcfa',
  200: '#9ec5f6',
  300: '#74adf2',
  400: '#519af0',
  500: '#2e88ed',
  600: '#2379dc',
  700: '#1a66c7',
  800: '#1354b3',
  900: '#093691',
} as const;
export const gray = {
  50: '#f7f9fb',
  100: '#f0f4f8',
  200: '#e2e8f0',
  300: '#cbd5e1',
  400: '#94a3b8',
  500: '#64748b',
  600: '#475569',
  700: '#334155',
  800: '#1e293b',
  900: '#0f172a',
} as const;
export const red = {
  50: '#fdecec',
  100: '#f9cfcf',
  200: '#f4a9a9',
  300: '#ee8080',
  400: '#e85f5f',
  500: '#e03e3e',
  600: '#c93434',
  700: '#ab2a2a',
  800: '#8d2121',
  900: '#661616',
} as const;
export const gold = {
  50: '#fff8e6',
  100: '#ffedbf',
  200: '#ffe195',
  300: '#ffd46a',
  400: '#ffca4a',
  500: '#f5b82e',
  600: '#e0a324',
  700: '#c2861b',
  800: '#a36b13',
  900: '#7a4d0a',
} as const;
export const green = {
  50: '#e9f7ef',
  100: '#c9ebd7',
  200: '#a5debd',
  300: '#7fd0a2',
  400: '#5fc48c',
  500: '#3fb877',
  600: '#35a468',
  700: '#2a8b56',
  800: '#207244',
  900: '#124f2c',
} as const;

export const PAGE_BACKGROUND = gray[100];
/** The focus ring: dark enough against white, the page's background and the light fills (3:1 and more). */
export const FOCUS_RING = blue[800];
/** Where a bar that stays at the top of a page while it scrolls (the form's progress) stands: under the header. */
export const STICKY_BAR_TOP = HEADER_HEIGHT + 8;
/** What such a bar takes under the header, with a margin. */
export const STICKY_BAR_ROOM = 96;
/** Marks a bar that stays at the top of the page: the window then scrolls a focused field clear of it too. */
export const STICKY_BAR_ATTRIBUTE = 'data-sticky-bar';

export const themeOptions: RaThemeOptions = {
  breakpoints: { values: { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200 } },
  palette: {
    mode: 'light',
    primary: { main: blue[700], light: blue[400], dark: blue[900], contrastText: '#fff' },
    secondary: { main: gray[700] },
    error: { main: red[600] },
    // Dark enough for white text on a chip (4.5:1 and more).
    info: { main: blue[800] },
    warning: { main: gold[600] },
    success: { main: green[800] },
    background: { default: PAGE_BACKGROUND, paper: '#fff' },
  },
  shape: { borderRadius: BORDER_RADIUS },
  typography: {
    fontSize: BASE_FONT_SIZE,
    fontFamily: ['Inter', 'Roboto', '"Segoe UI"', 'Helvetica', 'Arial', 'sans-serif'].join(','),
    button: { textTransform: 'none' },
  },
  mixins: { toolbar: { minHeight: HEADER_HEIGHT } },
  sidebar: { width: SIDE_MENU_WIDTH, closedWidth: SIDE_MENU_COLLAPSED_WIDTH },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // A field or button reached with the keyboard scrolls into view below the fixed header and a sticky bar,
        // not under them.
        html: { scrollPaddingTop: HEADER_HEIGHT + 8 },
        [`html:has([${STICKY_BAR_ATTRIBUTE}])`]: { scrollPaddingTop: HEADER_HEIGHT + STICKY_BAR_ROOM },
        // One clear ring for whatever the keyboard reaches (MUI's own marks are a faint fill); a field (a text, a
        // choice) keeps its own thick border.
        'body :focus-visible:not(.MuiInputBase-input), body .Mui-focusVisible:not(.MuiInputBase-root)': {
          outline: `3px solid ${FOCUS_RING}`,
          outlineOffset: 2,
        },
      },
    },
    MuiAppBar: { defaultProps: { elevation: 0 }, styleOverrides: { colorInherit: { backgroundColor: '#fff' } } },
    MuiToolbar: { styleOverrides: { root: { minHeight: HEADER_HEIGHT } } },
    // A pager wraps onto two lines on a phone rather than pushing its buttons past the screen's edge.
    MuiTablePagination: { styleOverrides: { toolbar: { flexWrap: 'wrap', justifyContent: 'flex-end' } } },
    MuiMenuItem: { styleOverrides: { root: { minHeight: MENU_ITEM_HEIGHT } } },
    MuiPaper: { defaultProps: { elevation: 0 } },
    MuiCard: { styleOverrides: { root: { border: `1px solid ${gray[200]}` } } },
    RaAppBar: {
      styleOverrides: {
        root: {
          '& .RaAppBar-toolbar': { minHeight: HEADER_HEIGHT, borderBottom: `1px solid ${gray[200]}` },
        },
      },
    },
    // The content may shrink below its widest table: a table then scrolls inside its own box, not the whole page.
    RaLayout: {
      styleOverrides: {
        root: {
          minWidth: 0,
          '& .RaLayout-appFrame': { marginTop: HEADER_HEIGHT },
          '& .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 },
        },
      },
    },
    RaSidebar: { styleOverrides: { root: { '& .RaSidebar-fixed': { height: `calc(100vh - ${HEADER_HEIGHT}px)` } } } },
    RaMenuItemLink: { styleOverrides: { root: { minHeight: MENU_ITEM_HEIGHT } } },
  },
};

/** MUI's own words (a picker's "Open" and "Clear", "No options") in the interface's language. */
const MUI_LOCALES: Record<AppLocale, Localization> = { ru: ruRU, en: enUS };

/** A theme with MUI's own words in the given language: `base` is the theme in force (react-admin's, inside it). */
export function themeIn(locale: AppLocale, base: RaThemeOptions | Theme = themeOptions): Theme {
  return createTheme(base, MUI_LOCALES[locale]);
}

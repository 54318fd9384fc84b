// Design tokens (the product spec's business constants plus the Nordhub palette) and the emotion theme.
// Components read these through the emotion theme only, never hard-coded values.

import { platformSites, SITE_NAME } from '@nordhub/domain';

export const breakpoints = {
  sm: 576,
  md: 768,
  lg: 992,
  xl: 1200,
  xxl: 1600,
} as const;

export type Breakpoint = keyof typeof breakpoints;

// Bootstrap-style media helpers: `down` stops .02px short of the next breakpoint so that
// fractional widths (zoom, high-DPI) never match both `up(md)` and `down(md)`.
export const mq = {
  up: (name: Breakpoint): string => `@media (min-width: ${breakpoints[name]}px)`,
  down: (name: Breakpoint): string => `@media (max-width: ${breakpoints[name] - 0.02}px)`,
  between: (from: Breakpoint, to: Breakpoint): string =>
    `@media (min-width: ${breakpoints[from]}px) and (max-width: ${breakpoints[to] - 0.02}px)`,
} as const;

export const palette = {
  // Deep fjord blues, pine greens and birch neutrals.
  ink900: '#14212b',
  ink700: '#2c3d4a',
  slate600: '#4b5b68',
  slate400: '#8796a3',
  slate200: '#cbd5dd',
  snow100: '#eef2f5',
  snow50: '#f6f8fa',
  white: '#ffffff',
  fjord700: '#164a70',
  fjord600: '#1d5f8f',
  fjord100: '#e3eef6',
  pine700: '#1f5e4e',
  pine100: '#e2f1ec',
  lingon700: '#a1261c',
  lingon600: '#b3261e',
  lingon100: '#fbe9e7',
  amber700: '#7a4f00',
  amber100: '#fdf1dc',
} as const;

export const colors = {
  text: palette.ink900,
  textMuted: palette.slate600,
  textInverse: palette.white,
  background: palette.white,
  surface: palette.snow50,
  surfaceSunken: palette.snow100,
  border: palette.slate400,
  borderSubtle: palette.slate200,
  primary: palette.fjord600,
  primaryHover: palette.fjord700,
  primarySubtle: palette.fjord100,
  onPrimary: palette.white,
  link: palette.fjord600,
  linkHover: palette.fjord700,
  success: palette.pine700,
  successSurface: palette.pine100,
  danger: palette.lingon600,
  dangerHover: palette.lingon700,
  dangerSurface: palette.lingon100,
  onDanger: palette.white,
  warning: palette.amber700,
  warningSurface: palette.amber100,
  info: palette.fjord700,
  infoSurface: palette.fjord100,
  focusRing: palette.fjord700,
  disabledText: palette.slate600,
  disabledSurface: palette.snow100,
  backdrop: 'rgba(20, 33, 43, 0.6)',
  progress: palette.fjord600,
  progressTrack: palette.fjord100,
} as const;

export type ColorToken = keyof typeof colors;

/**
 * Every text/background colour pair the components use. The contrast test checks each one
 * against WCAG AA (4.5:1), so adding a pair here is how a new combination gets verified.
 */
export const textColorPairs: ReadonlyArray<readonly [text: ColorToken, background: ColorToken]> = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'surfaceSunken'],
  ['textMuted', 'background'],
  ['textMuted', 'surface'],
  ['textMuted', 'surfaceSunken'],
  ['onPrimary', 'primary'],
  ['onPrimary', 'primaryHover'],
  ['primary', 'background'],
  ['primary', 'surface'],
  ['primaryHover', 'primarySubtle'],
  ['link', 'background'],
  ['link', 'surface'],
  ['linkHover', 'background'],
  ['onDanger', 'danger'],
  ['onDanger', 'dangerHover'],
  ['danger', 'background'],
  ['danger', 'dangerSurface'],
  ['success', 'successSurface'],
  ['warning', 'warningSurface'],
  ['info', 'infoSurface'],
  ['text', 'infoSurface'],
  ['text', 'successSurface'],
  ['text', 'dangerSurface'],
  ['text', 'warningSurface'],
  ['disabledText', 'disabledSurface'],
  ['textInverse', 'text'],
];

/** Non-text UI pairs (borders, focus ring, progress) need 3:1 (WCAG 1.4.11). */
export const uiColorPairs: ReadonlyArray<readonly [foreground: ColorToken, background: ColorToken]> = [
  ['border', 'background'],
  ['focusRing', 'background'],
  ['focusRing', 'surface'],
  ['progress', 'background'],
  ['primary', 'background'],
  ['danger', 'background'],
];

export const space = {
  none: '0',
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
  xxxl: '48px',
  huge: '64px',
} as const;

export type SpaceToken = keyof typeof space;

export const radii = {
  none: '0',
  sm: '4px',
  md: '8px',
  lg: '12px',
  pill: '999px',
  round: '50%',
} as const;

export const borderWidths = {
  thin: '1px',
  thick: '2px',
  focus: '3px',
} as const;

export const typography = {
  fontFamily:
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'",
  monoFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.25rem',
    xl: '1.5rem',
    xxl: '2rem',
    display: '2.5rem',
  },
  fontWeights: {
    regular: 400,
    medium: 500,
    semibold: 600,
    bold: 700,
  },
  lineHeights: {
    tight: 1.2,
    snug: 1.35,
    normal: 1.5,
  },
} as const;

export const shadows = {
  sm: '0 1px 2px rgba(20, 33, 43, 0.12)',
  md: '0 4px 12px rgba(20, 33, 43, 0.14)',
  lg: '0 12px 32px rgba(20, 33, 43, 0.22)',
} as const;

export const zIndices = {
  base: 0,
  sticky: 100,
  header: 200,
  dropdown: 300,
  /** Page-wide notices such as the cookie banner: above the page, below dialogs. */
  banner: 900,
  modal: 1000,
  toast: 1100,
  progress: 1200,
  skipLink: 1300,
} as const;

export const sizes = {
  /** Job page containers (the product spec's business constants). */
  container: { sm: 700, md: 800, lg: 1000, xl: 1360 },
  /** The client portal's workspace (decision 024): the sidebar, lists and boards (wide), forms (narrow, centred). */
  workspace: { sidebar: 256, wide: 1200, narrow: 800 },
  /** Dialog widths (the product spec's screens and routes, Modals). */
  dialog: { default: 560, large: 660, lg: 760, xl: 960 },
  toastMaxWidth: 350,
  stickyTableMaxHeight: 300,
  autocompleteMaxHeight: 180,
  progressBarHeight: 3,
  /** Buttons and fields: 44 px, the comfortable touch target (WCAG 2.5.5) for primary controls. */
  controlHeight: 44,
  controlHeightSmall: 32,
  iconButton: 32,
  /** The smallest target any control may have (WCAG 2.2 SC 2.5.8, Target Size Minimum). */
  targetMinimum: 24,
  /** Primary controls on phones: buttons, the menu button (WCAG 2.5.5, Target Size Enhanced). */
  targetComfortable: 44,
  /** Chart axis labels, in CSS px at any width: the chart's SVG is drawn at its real size, never scaled. */
  chartLabel: 12,
} as const;

export const durations = {
  /** Route progress bar animation (the product spec's business constants: 1500 ms). */
  progress: 1500,
  /**
   * How long page data is waited for before a loading sign is drawn (the product spec's calls:
   * page data has a minimum delay of 200 ms), so data that comes sooner never flashes one.
   */
  loadingGrace: 200,
  fast: 120,
  normal: 200,
} as const;

// Colours are typed as plain strings in the theme, so each platform's theme can carry its own.
const themeColors: Record<ColorToken, string> = colors;

export const theme = {
  breakpoints,
  mq,
  colors: themeColors,
  space,
  radii,
  borderWidths,
  typography,
  shadows,
  zIndices,
  sizes,
  durations,
  /** The site's name, which ends every tab title: the platform's (a shared singleton carries it to every remote). */
  siteName: SITE_NAME as string,
} as const;

export type NordhubTheme = typeof theme;
export type Theme = NordhubTheme;

/**
 * The impact site's colours: the same tokens in pine greens instead of fjord blues, each pair
 * as readable as the main site's (theme.test.ts checks both palettes).
 */
export const impactColors: Record<ColorToken, string> = {
  ...colors,
  primary: palette.pine700,
  primaryHover: '#174a3d',
  primarySubtle: palette.pine100,
  link: palette.pine700,
  linkHover: '#174a3d',
  info: palette.pine700,
  infoSurface: palette.pine100,
  focusRing: '#174a3d',
  progress: palette.pine700,
  progressTrack: palette.pine100,
};

/** The theme of a platform's site: the main site's, or the impact site's colours on the same scale. */
export const themeFor = (platform: 'main' | 'impact'): NordhubTheme =>
  platform === 'impact' ? { ...theme, colors: impactColors, siteName: platformSites.impact.name } : theme;

// Typing emotion's `theme` (styled components, css prop, useTheme) with the Nordhub theme.
// Living in this module means every program that imports the design system gets it.
declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging needs an interface
  export interface Theme extends NordhubTheme {}
}

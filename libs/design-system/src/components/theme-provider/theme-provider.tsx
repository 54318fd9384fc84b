import { Global, ThemeProvider, css, type Theme } from '@emotion/react';
import { type ReactNode } from 'react';
import { themeFor } from '../../theme';

export type NordhubThemeProviderProps = {
  /** Whose colours: the main site's (default) or the impact site's. */
  platform?: 'main' | 'impact';
  children: ReactNode;
};

export function NordhubThemeProvider({ platform = 'main', children }: NordhubThemeProviderProps) {
  return <ThemeProvider theme={themeFor(platform)}>{children}</ThemeProvider>;
}

// Target sizes (decision 027): no button under 24 by 24 CSS px (WCAG 2.2 SC 2.5.8), whoever
// styled it; on a phone a button that opens something (the menu, a list) is a primary control: 44.
const globalStyles = (t: Theme) => css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
  }
  body {
    margin: 0;
    min-height: 100vh;
    font-family: ${t.typography.fontFamily};
    font-size: ${t.typography.fontSizes.md};
    line-height: ${t.typography.lineHeights.normal};
    color: ${t.colors.text};
    background: ${t.colors.background};
    -webkit-font-smoothing: antialiased;
    /* A long address or word breaks rather than widening the page (reflow at 320 px, WCAG 1.4.10). */
    overflow-wrap: break-word;
  }
  h1,
  h2,
  h3,
  h4,
  h5,
  h6 {
    margin: 0 0 ${t.space.md};
    line-height: ${t.typography.lineHeights.tight};
    font-weight: ${t.typography.fontWeights.bold};
  }
  p {
    margin: 0 0 ${t.space.lg};
  }
  a {
    color: ${t.colors.link};
  }
  a:hover {
    color: ${t.colors.linkHover};
  }
  img,
  svg,
  video {
    max-width: 100%;
    display: block;
  }
  button,
  input,
  select,
  textarea {
    font: inherit;
  }
  /* A select is as wide as its longest option, and a fieldset at least as wide as its content by
     default: both would push a form past a 320 px screen. */
  input,
  select,
  textarea {
    max-width: 100%;
  }
  fieldset {
    min-width: 0;
  }
  button {
    min-height: ${t.sizes.targetMinimum}px;
    min-width: ${t.sizes.targetMinimum}px;
  }
  ${t.mq.down('sm')} {
    button[aria-expanded] {
      min-height: ${t.sizes.targetComfortable}px;
      min-width: ${t.sizes.targetComfortable}px;
    }
  }
  :focus-visible {
    outline: ${t.borderWidths.focus} solid ${t.colors.focusRing};
    outline-offset: ${t.borderWidths.thick};
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;

/** Base element styles; render once inside NordhubThemeProvider. */
export function GlobalStyles() {
  return <Global styles={globalStyles} />;
}

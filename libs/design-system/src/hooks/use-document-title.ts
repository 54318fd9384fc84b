import { useTheme } from '@emotion/react';
import { formatDocumentTitle, SITE_NAME } from '@nordhub/domain';
import { useEffect } from 'react';
import type { NordhubTheme } from '../theme';

// One rule for the tab title and the server-rendered head (libs/domain).
export { formatDocumentTitle, SITE_NAME } from '@nordhub/domain';

/** Sets the tab title while the calling page is shown, ending with the platform's name (the theme's). */
export function useDocumentTitle(title: string): void {
  // Emotion's theme, not a context of this library: each remote bundles the design system, while
  // @emotion/react is one shared instance, so the shell's platform reaches the remotes' pages.
  const siteName = (useTheme() as Partial<NordhubTheme>).siteName ?? SITE_NAME;
  useEffect(() => {
    document.title = formatDocumentTitle(title, siteName);
  }, [title, siteName]);
}

import { useEffect } from 'react';

export const SITE_NAME = 'Nordhub';

export const formatDocumentTitle = (title: string): string => (title ? `${title} | ${SITE_NAME}` : SITE_NAME);

/** Sets the tab title while the calling page is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = formatDocumentTitle(title);
  }, [title]);
}

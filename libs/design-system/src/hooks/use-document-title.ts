import { formatDocumentTitle } from '@nordhub/domain';
import { useEffect } from 'react';

// One rule for the tab title and the server-rendered head (libs/domain).
export { formatDocumentTitle, SITE_NAME } from '@nordhub/domain';

/** Sets the tab title while the calling page is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = formatDocumentTitle(title);
  }, [title]);
}

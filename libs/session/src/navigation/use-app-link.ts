import { type MouseEvent, type MouseEventHandler } from 'react';
import { type To, useHref, useLinkClickHandler } from 'react-router-dom';

/**
 * What makes a plain anchor behave like react-router's Link: the router's href (basename
 * included) and a click handler that navigates inside the app after the caller's own `onClick`,
 * unless it prevented that. Modified clicks and `target="_blank"` are left to the browser.
 */
export function useAppLink(to: To, { target, onClick }: { target?: string; onClick?: MouseEventHandler<HTMLAnchorElement> }) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { target });
  return {
    href,
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      if (!event.defaultPrevented) navigate(event);
    },
  };
}

import { TextLink, type TextLinkProps } from '@nordhub/design-system';
import { type To, useLocation, useResolvedPath } from 'react-router-dom';
import { useAppLink } from './use-app-link';

export type NavTextLinkProps = Omit<TextLinkProps, 'href'> & {
  /** A path inside the app, as for react-router's Link. */
  to: To;
  /** Current only on exactly this path, not on the pages below it (react-router NavLink's `end`). */
  end?: boolean;
};

/** True when `pathname` is `target` or, unless `end`, a page below it: react-router NavLink's rule. */
export function isCurrentPath(pathname: string, target: string, end: boolean): boolean {
  if (pathname === target) return true;
  if (end || !pathname.startsWith(target)) return false;
  const slashAt = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  return pathname.charAt(slashAt) === '/';
}

/**
 * A link to another page of the app in one of TextLink's looks: the router's href (basename
 * included) and client-side navigation like react-router's Link, and, in the nav and tab looks,
 * aria-current="page" on the current page like its NavLink. Modified clicks and `target="_blank"` are left to the browser.
 */
export function NavTextLink({ to, end = false, onClick, target, variant, ...rest }: NavTextLinkProps) {
  const link = useAppLink(to, { target, onClick });
  const { pathname } = useLocation();
  const resolved = useResolvedPath(to);
  // Only the navigation looks (nav, tab) name the current page: a title or brand link to the
  // page one is on is not a "you are here" marker.
  const marksCurrent = variant === 'nav' || variant === 'tab';
  return (
    <TextLink
      aria-current={marksCurrent && isCurrentPath(pathname, resolved.pathname, end) ? 'page' : undefined}
      {...rest}
      variant={variant}
      target={target}
      {...link}
    />
  );
}

import { ButtonLink, type ButtonLinkProps } from '@nordhub/design-system';
import { type To } from 'react-router-dom';
import { useAppLink } from './use-app-link';

export type NavButtonProps = Omit<ButtonLinkProps, 'href'> & {
  /** A path inside the app, as for react-router's Link. */
  to: To;
};

/**
 * A call to action that goes to another page of the app: the design system's ButtonLink (a link
 * with a Button's looks) with the router's href (basename included) and client-side navigation,
 * like react-router's Link. Modified clicks and `target="_blank"` are left to the browser.
 */
export function NavButton({ to, onClick, target, ...rest }: NavButtonProps) {
  const link = useAppLink(to, { target, onClick });
  return <ButtonLink {...rest} target={target} {...link} />;
}

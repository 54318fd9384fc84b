import { ButtonLink, type ButtonLinkProps } from '@nordhub/design-system';
import { useHref, useLinkClickHandler } from 'react-router-dom';

export type NavButtonProps = Omit<ButtonLinkProps, 'href'> & { to: string };

/** A ButtonLink that navigates inside the app (client-side, like react-router's Link). */
export function NavButton({ to, onClick, ...rest }: NavButtonProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <ButtonLink
      {...rest}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}

import styled from '@emotion/styled';
import { Button } from '@nordhub/design-system';
import { useOpenSignUp, useSessionStatus } from '@nordhub/session';
import { Link } from 'react-router-dom';
import { getHref } from '../../paths';

export type StartupCallToActionProps = { children: string };

const StyledLink = styled(Link)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  minHeight: `${theme.sizes.controlHeight}px`,
  padding: `0 ${theme.space.lg}`,
  fontWeight: theme.typography.fontWeights.semibold,
  color: theme.colors.onPrimary,
  background: theme.colors.primary,
  borderRadius: theme.radii.md,
  textDecoration: 'none',
  '&:hover': { color: theme.colors.onPrimary, background: theme.colors.primaryHover },
  '&:focus-visible': { outline: `${theme.borderWidths.focus} solid ${theme.colors.focusRing}`, outlineOffset: theme.borderWidths.thick },
}));

const StyledAction = styled.div({ display: 'flex' });

/**
 * The product pages' call to action into the portal: a signed-in user goes to
 * /client/startups/new; a guest is asked to sign up first, with that page kept as where to go
 * after signing in.
 */
export function StartupCallToAction({ children }: StartupCallToActionProps) {
  const status = useSessionStatus();
  const openSignUp = useOpenSignUp();
  const target = getHref('portalStartupNew');
  if (status === 'signed-in') return <StyledLink to={target}>{children}</StyledLink>;
  return (
    <StyledAction>
      <Button
        disabled={status === 'unknown'}
        onClick={() => openSignUp(target)}
      >
        {children}
      </Button>
    </StyledAction>
  );
}

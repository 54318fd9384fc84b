import styled from '@emotion/styled';
import { Button } from '@nordhub/design-system';
import { NavButton, useOpenSignUp, useSessionStatus } from '@nordhub/session';
import { getHref } from '../../paths';

export type StartupCallToActionProps = { children: string };

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
  return (
    <StyledAction>
      {status === 'signed-in' ? (
        <NavButton to={target}>{children}</NavButton>
      ) : (
        <Button disabled={status === 'unknown'} onClick={() => openSignUp(target)}>
          {children}
        </Button>
      )}
    </StyledAction>
  );
}

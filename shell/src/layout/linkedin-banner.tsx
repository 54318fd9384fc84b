import styled from '@emotion/styled';
import { Container } from '@nordhub/design-system';
import { shouldShowLinkedInBanner } from '@nordhub/domain';
import { useCurrentUser, useSelectedProfile } from '@nordhub/session';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';

const dismissedKey = 'linkedin-banner-closed';

const readDismissed = (): boolean => {
  try {
    return window.localStorage.getItem(dismissedKey) === '1';
  } catch {
    return false;
  }
};

const StyledBanner = styled.section(({ theme }) => ({
  color: theme.colors.text,
  background: theme.colors.infoSurface,
  borderBottom: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}`,
}));

const StyledRow = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.md,
  paddingBlock: theme.space.sm,
  a: { color: theme.colors.info, fontWeight: theme.typography.fontWeights.semibold },
}));

const StyledText = styled.p({ flex: 1, margin: 0 });

const StyledClose = styled.button(({ theme }) => ({
  padding: `0 ${theme.space.sm}`,
  fontSize: theme.typography.fontSizes.lg,
  color: theme.colors.text,
  background: 'transparent',
  border: 'none',
  cursor: 'pointer',
}));

/** The company LinkedIn banner of the product spec's screens and routes, with its showing rule from libs/domain. */
export function LinkedInBanner() {
  const user = useCurrentUser();
  const selected = useSelectedProfile();
  const { pathname } = useLocation();
  const [dismissed, setDismissed] = useState(readDismissed);
  const company = selected?.type === 'company' ? user?.companies.find((entry) => entry.key === selected.key) : undefined;
  if (!shouldShowLinkedInBanner({ selected, companyLinkedinId: company ? company.linkedinId : undefined, pathname, dismissed })) {
    return null;
  }
  const close = () => {
    setDismissed(true);
    try {
      window.localStorage.setItem(dismissedKey, '1');
    } catch {
      // Private mode: it stays closed for this page view only.
    }
  };
  return (
    <StyledBanner aria-label="Connect LinkedIn">
      <Container>
        <StyledRow>
          <StyledText>
            Connect your LinkedIn account to automatically import all your jobs ... for FREE{' '}
            <Link to={`/client/startups/${encodeURIComponent(selected?.key ?? '')}/settings?opened-setting=linkedin`}>Connect LinkedIn</Link>
          </StyledText>
          <StyledClose type="button" aria-label="Close the LinkedIn banner" onClick={close}>
            <span aria-hidden="true">×</span>
          </StyledClose>
        </StyledRow>
      </Container>
    </StyledBanner>
  );
}

import styled from '@emotion/styled';
import { Button } from '@nordhub/design-system';
import { useDocumentCookie } from '@nordhub/session';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { getHref } from '../paths';
import { cookieConsentCookie, type CookieConsent, readCookieConsent } from './cookie-consent';

const StyledBanner = styled.section(({ theme }) => ({
  position: 'fixed',
  left: theme.space.lg,
  right: theme.space.lg,
  bottom: theme.space.lg,
  // Below dialogs: an open dialog must stay fully usable while the banner waits for an answer.
  zIndex: theme.zIndices.banner,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space.lg,
  maxWidth: '720px',
  marginInline: 'auto',
  padding: theme.space.lg,
  color: theme.colors.text,
  background: theme.colors.background,
  border: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}`,
  borderRadius: theme.radii.lg,
  boxShadow: theme.shadows.lg,
}));

const StyledText = styled.p({ flex: '1 1 280px', margin: 0 });

const StyledActions = styled.div(({ theme }) => ({ display: 'flex', gap: theme.space.sm }));

/** Asks once; the answer is kept in a cookie for a year (the product spec's screens and routes: a cookie banner exists). */
export function CookieBanner() {
  const cookie = useDocumentCookie();
  const [consent, setConsent] = useState<CookieConsent | null>(() => readCookieConsent(cookie));
  if (consent) return null;

  const answer = (value: CookieConsent) => {
    document.cookie = cookieConsentCookie(value);
    setConsent(value);
  };

  return (
    <StyledBanner aria-label="Cookie consent">
      <StyledText>
        We use cookies to keep you signed in and, if you accept, to understand how Nordhub is used. Read our{' '}
        <Link to={getHref('privacyPolicy')}>privacy policy</Link>.
      </StyledText>
      <StyledActions>
        <Button variant="secondary" size="sm" onClick={() => answer('declined')}>
          Decline
        </Button>
        <Button size="sm" onClick={() => answer('accepted')}>
          Accept
        </Button>
      </StyledActions>
    </StyledBanner>
  );
}

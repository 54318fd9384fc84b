import styled from '@emotion/styled';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { Button } from '../button/button';
import { Container } from '../layout/layout';

export type ErrorPageProps = {
  /** HTTP-like status of the failure; 500 when unknown. */
  status?: number;
  /** The error's message, shown for statuses other than 403 and 404. */
  message?: string;
  /**
   * Offers "Try again" (e.g. a query's refetch) for a failure that may pass: the server or the
   * network down for a moment. Left out for what will not change (404, 403).
   */
  onRetry?: () => void;
  /** The page's words: English unless a site in another language passes its own (LocalizedErrorPage). */
  texts?: ErrorPageTexts;
};

/** The error page's words in English; its messages/en.json says the same (a test keeps them so). */
export const errorPageTexts = {
  error: 'Error',
  notFoundTitle: 'Page not found',
  notFoundDetail: 'This page could not be found',
  genericTitle: 'Something went wrong',
  sessionExpired: 'Session expired, redirecting you to frontpage',
  backHome: 'Back to home',
  retry: 'Try again',
  fallback: 'An error occured while showing the error page',
};

export type ErrorPageTexts = Record<keyof typeof errorPageTexts, string>;

const StyledErrorPage = styled.div(({ theme }) => ({
  paddingBlock: theme.space.huge,
  textAlign: 'center',
}));

const StyledStatus = styled.p(({ theme }) => ({
  margin: `0 0 ${theme.space.sm}`,
  fontSize: theme.typography.fontSizes.sm,
  fontWeight: theme.typography.fontWeights.semibold,
  color: theme.colors.textMuted,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
}));

const StyledTitle = styled.h1(({ theme }) => ({
  fontSize: theme.typography.fontSizes.xxl,
}));

const StyledMessage = styled.p(({ theme }) => ({
  color: theme.colors.textMuted,
}));

const StyledActions = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: theme.space.lg,
  marginTop: theme.space.lg,
}));

const StyledHomeLink = styled.a(({ theme }) => ({
  display: 'inline-block',
  fontWeight: theme.typography.fontWeights.semibold,
}));

function describe(status: number, texts: ErrorPageTexts, message?: string): { title: string; detail?: string } {
  if (status === 404) return { title: texts.notFoundTitle, detail: texts.notFoundDetail };
  if (status === 403) return { title: texts.sessionExpired };
  return { title: texts.genericTitle, detail: message || undefined };
}

/**
 * The route error page (the product spec's screens and routes and error catalogue). The home link is a plain anchor on purpose:
 * a full load of '/' also resets whatever state led to the error.
 */
export function ErrorPage({ status = 500, message, onRetry, texts = errorPageTexts }: ErrorPageProps) {
  const { title, detail } = describe(status, texts, message);
  useDocumentTitle(title);
  return (
    <Container size="md">
      <StyledErrorPage>
        <StyledStatus>
          {texts.error} {status}
        </StyledStatus>
        <StyledTitle>{title}</StyledTitle>
        {detail ? <StyledMessage>{detail}</StyledMessage> : null}
        <StyledActions>
          {onRetry ? (
            <Button variant="secondary" onClick={onRetry}>
              {texts.retry}
            </Button>
          ) : null}
          <StyledHomeLink href="/">{texts.backHome}</StyledHomeLink>
        </StyledActions>
      </StyledErrorPage>
    </Container>
  );
}

/** Shown when the error page itself throws; deliberately free of hooks and theme lookups that could fail again. */
export function ErrorPageFallback() {
  return (
    <div role="alert">
      <p>{errorPageTexts.fallback}</p>
      <a href="/">{errorPageTexts.backHome}</a>
    </div>
  );
}

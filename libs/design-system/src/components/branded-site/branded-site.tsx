import styled from '@emotion/styled';
import { type ReactNode } from 'react';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { transientProps } from '../shared';
import { Container, SkipLink } from '../layout/layout';
import { PageTitle } from '../page-parts/page-parts';

/** 'plain': a slim header with rules above and below the page; 'banner': a taller header on the surface colour. */
export type BrandedSiteTone = 'plain' | 'banner';

export type BrandedSiteFrameProps = {
  /** The id of the page's main region, the skip link's target. */
  mainId: string;
  /** What the header shows: the site owner's name and logo, linking home. */
  brand: ReactNode;
  /** What the footer says, such as <PoweredByNordhub />. */
  footer: ReactNode;
  tone?: BrandedSiteTone;
  /** What the header shows at its end, such as a language switcher. */
  actions?: ReactNode;
  /** The skip link's words in the page's language. */
  skipLinkText?: string;
  children: ReactNode;
};

const StyledHeader = styled('header', transientProps)<{ $tone: BrandedSiteTone }>(({ theme, $tone }) => ({
  paddingBlock: $tone === 'banner' ? theme.space.xl : theme.space.lg,
  ...($tone === 'banner' ? { background: theme.colors.surface } : {}),
  borderBottom: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}`,
}));

const StyledHeaderRow = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: theme.space.md }));

const StyledMain = styled.main({ minHeight: '60vh', outline: 'none' });

const StyledFooter = styled('footer', transientProps)<{ $tone: BrandedSiteTone }>(({ theme, $tone }) => ({
  paddingBlock: theme.space.xl,
  fontSize: theme.typography.fontSizes.sm,
  color: theme.colors.textMuted,
  ...($tone === 'plain' ? { borderTop: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}` } : {}),
}));

/**
 * The frame of a site in someone else's branding (a startup's careers site, a partner's
 * white-label feed): a skip link, a header with the owner's brand, the main region and a footer;
 * no marketplace chrome.
 */
export function BrandedSiteFrame({ mainId, brand, footer, tone = 'plain', actions, skipLinkText, children }: BrandedSiteFrameProps) {
  return (
    <>
      <SkipLink href={`#${mainId}`}>{skipLinkText}</SkipLink>
      <StyledHeader $tone={tone}>
        <Container size="lg">
          {actions ? (
            <StyledHeaderRow>
              {brand}
              {actions}
            </StyledHeaderRow>
          ) : (
            brand
          )}
        </Container>
      </StyledHeader>
      <StyledMain id={mainId} tabIndex={-1}>
        {children}
      </StyledMain>
      <StyledFooter $tone={tone}>
        <Container size="lg">{footer}</Container>
      </StyledFooter>
    </>
  );
}

export type PoweredByNordhubProps = {
  /** The main site's origin; until it is known the name is plain text. */
  mainSiteUrl: string | null;
  opensInNewTab?: boolean;
  /** The words before "Nordhub" in the page's language; "Jobs powered by" unless given. */
  lead?: string;
};

/** "Jobs powered by Nordhub", linking the main site once its address is known. */
export function PoweredByNordhub({ mainSiteUrl, opensInNewTab = false, lead = 'Jobs powered by' }: PoweredByNordhubProps) {
  return (
    <>
      {lead}{' '}
      {mainSiteUrl ? (
        <a href={`${mainSiteUrl}/`} {...(opensInNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          Nordhub
        </a>
      ) : (
        'Nordhub'
      )}
    </>
  );
}

const StyledNotice = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.md,
  paddingBlock: theme.space.xxxl,
  color: theme.colors.textMuted,
}));

export type SiteNoticePageProps = { title: string; children: ReactNode };

/** A page that only says something about the site itself (such as "no site is set up for this host"); the title is the document's too. */
export function SiteNoticePage({ title, children }: SiteNoticePageProps) {
  useDocumentTitle(title);
  return (
    <Container size="md">
      <StyledNotice>
        <PageTitle>{title}</PageTitle>
        {children}
      </StyledNotice>
    </Container>
  );
}

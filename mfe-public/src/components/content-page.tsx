import styled from '@emotion/styled';
import { isApiClientError, useContentPage } from '@nordhub/api-client';
import { type ContentPageKey } from '@nordhub/contracts';
import { Container, ErrorPage, PageBody, PageTitle, RichText, SectionTitle, Skeleton, useDocumentTitle } from '@nordhub/design-system';
import { formatDate } from '@nordhub/domain';
import { type ReactNode } from 'react';

const StyledMuted = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted }));
const StyledIntro = styled.div(({ theme }) => ({ fontSize: theme.typography.fontSizes.lg }));

export type ContentPageViewProps = {
  pageKey: ContentPageKey;
  /** The tab title while the page loads. */
  loadingTitle: string;
  /** Shown under the text, e.g. a call to action. */
  children?: ReactNode;
  /** False keeps the page from loading (and shows nothing), e.g. while the site configuration loads. */
  enabled?: boolean;
};

/**
 * A content page kept in the database (GET /pages/{key}): its title, introduction and titled
 * sections. The texts are safe rich text, rendered as elements, never as HTML.
 */
export function ContentPageView({ pageKey, loadingTitle, children, enabled = true }: ContentPageViewProps) {
  const page = useContentPage(pageKey, { enabled });
  useDocumentTitle(page.data?.title ?? loadingTitle);

  if (!enabled || page.isPending) {
    return (
      <Container size="md">
        <PageBody>
          <Skeleton label="Loading the page…" />
        </PageBody>
      </Container>
    );
  }
  if (page.isError) {
    const status = isApiClientError(page.error) ? page.error.status : null;
    return status === 404 ? <ErrorPage status={404} /> : <ErrorPage status={status ?? 500} message={page.error.message} />;
  }
  const { title, bodyText, sections, updatedAt } = page.data;
  return (
    <Container size="md">
      <PageBody as="article" aria-labelledby="content-page-title">
        <PageTitle id="content-page-title">{title}</PageTitle>
        {bodyText ? (
          <StyledIntro>
            <RichText text={bodyText} />
          </StyledIntro>
        ) : null}
        {sections.map((section, index) => (
          <section key={index} aria-labelledby={`content-page-section-${index}`}>
            <SectionTitle id={`content-page-section-${index}`}>{section.title}</SectionTitle>
            <RichText text={section.bodyText} />
          </section>
        ))}
        {children}
        <StyledMuted>
          Last updated <time dateTime={updatedAt}>{formatDate(updatedAt)}</time>
        </StyledMuted>
      </PageBody>
    </Container>
  );
}

import styled from '@emotion/styled';
import { isApiClientError } from '@nordhub/api-client';
import { type Option } from '@nordhub/contracts';
import { Avatar, Container, ErrorPage, Skeleton, VisuallyHidden } from '@nordhub/design-system';
import { imagePresetPath, imagePresetSrcSet, safeExternalUrl } from '@nordhub/domain';
import { type ReactElement } from 'react';

/** Pieces the content pages (blog, tools, partners) share; none fetches data. */

export const StyledMuted = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted }));

export const StyledCardGrid = styled.ul(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  gap: theme.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
}));

export const StyledCard = styled.article(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.sm,
  height: '100%',
  padding: theme.space.lg,
  border: `${theme.borderWidths.thin} solid ${theme.colors.borderSubtle}`,
  borderRadius: theme.radii.lg,
  h2: { margin: 0, fontSize: theme.typography.fontSizes.lg },
  h3: { margin: 0, fontSize: theme.typography.fontSizes.lg },
  p: { margin: 0 },
}));

export const StyledHeader = styled.header(({ theme }) => ({ display: 'flex', alignItems: 'center', gap: theme.space.lg, flexWrap: 'wrap' }));

const StyledLogo = styled.img(({ theme }) => ({ borderRadius: theme.radii.md, objectFit: 'contain', background: theme.colors.surface }));

export type ContentLogoProps = { image: { path: string } | null; name: string; size: number; decorative?: boolean };

/** A tool's or partner's logo; the initials avatar when it has none. Decorative next to its name. */
export function ContentLogo({ image, name, size, decorative = false }: ContentLogoProps) {
  if (!image) return <Avatar name={name} size={size} />;
  return (
    <StyledLogo
      src={imagePresetPath(image, 'thumbnail') ?? undefined}
      srcSet={imagePresetSrcSet(image, 'thumbnail')}
      alt={decorative ? '' : `Logo of ${name}`}
      width={size}
      height={size}
      loading="lazy"
    />
  );
}

export type WebsiteLinkProps = { url: string; children?: string };

/**
 * A link out to a tool's or partner's site, in a new tab that cannot reach back to this page;
 * nothing for a non-http URL. Its name is its visible text plus a hidden "(opens in a new tab)",
 * so speech users can say what they see (WCAG 2.5.3).
 */
export function WebsiteLink({ url, children }: WebsiteLinkProps) {
  const href = safeExternalUrl(url);
  if (!href) return null;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children ?? url.replace(/^https?:\/\//, '').replace(/\/$/, '')}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </a>
  );
}

/** The text of a site configuration option value; the raw value when the option is unknown. */
export const optionText = (options: readonly Option[] | undefined, value: string | null) => (value ? (options?.find((option) => option.value === value)?.text ?? value) : null);

type ContentQuery = { isPending: boolean; isError: boolean; error: Error | null };

/**
 * What a page built on one record shows until it is there: a loading line, the 404 page for a
 * missing record, the error page with the message for other failures; null once it has loaded.
 */
export function contentQueryFallback(query: ContentQuery, loading: string): ReactElement | null {
  if (query.isPending) {
    return (
      <Container size="lg">
        <Skeleton label={loading} />
      </Container>
    );
  }
  if (query.isError) {
    const status = isApiClientError(query.error) ? query.error.status : null;
    return status === 404 ? <ErrorPage status={404} /> : <ErrorPage status={status ?? 500} message={query.error?.message} />;
  }
  return null;
}

import styled from '@emotion/styled';
import { useBlogPost, useBlogPosts } from '@nordhub/api-client';
import { type BlogPostListItem } from '@nordhub/contracts';
import { Button, Container, EmptyState, FormMessage, PageBody, Pager, PageTitle, RichText, Skeleton, useDocumentTitle } from '@nordhub/design-system';
import { formatDate, imagePresetPath, imagePresetSrcSet, lastPageOf } from '@nordhub/domain';
import { Link, useSearchParams } from 'react-router-dom';
import { contentQueryFallback, StyledCard, StyledCardGrid, StyledMuted } from '../../components/content/content-parts';
import { getHref } from '../../paths';
import { useRouteParam } from '../../route-params';

/** Posts per page of /blog (a grid of three columns on wide screens). */
export const BLOG_PAGE_SIZE = 12;

const StyledCover = styled.img(({ theme }) => ({ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: theme.radii.md }));
const StyledPostCover = styled.img(({ theme }) => ({ width: '100%', maxHeight: '24rem', objectFit: 'cover', borderRadius: theme.radii.lg }));
const StyledLead = styled.p(({ theme }) => ({ margin: 0, fontSize: theme.typography.fontSizes.lg }));

/** "Maja Berg · Nordlys · 01 Nov 2026": who wrote it, for which startup, and when. */
function PostByline({ post }: { post: BlogPostListItem }) {
  const parts = [
    post.author ? <span key="author">{post.author.name}</span> : null,
    post.company ? (
      <Link key="company" to={getHref('startup', { id: post.company.key })}>
        {post.company.name}
      </Link>
    ) : null,
    post.publishedAt ? (
      <time key="date" dateTime={post.publishedAt}>
        {formatDate(post.publishedAt)}
      </time>
    ) : null,
  ].filter((part) => part !== null);
  return (
    <StyledMuted>
      {parts.map((part, index) => (
        <span key={index}>
          {index > 0 ? ' · ' : null}
          {part}
        </span>
      ))}
    </StyledMuted>
  );
}

function PostCard({ post }: { post: BlogPostListItem }) {
  const headingId = `post-${post.id}`;
  return (
    <StyledCard aria-labelledby={headingId}>
      {/* The title next to it says what the picture is about. */}
      {post.coverImage ? <StyledCover src={imagePresetPath(post.coverImage, 'listing') ?? undefined} srcSet={imagePresetSrcSet(post.coverImage, 'listing')} alt="" loading="lazy" /> : null}
      <h2 id={headingId}>
        <Link to={getHref('blogPost', { key: post.key })}>{post.title}</Link>
      </h2>
      {post.intro ? <p>{post.intro}</p> : null}
      <PostByline post={post} />
    </StyledCard>
  );
}

/** /blog: published posts of Nordhub and of startups, newest first, paged (the page in the URL). */
export function BlogPage() {
  useDocumentTitle('Blog');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const posts = useBlogPosts({ page, pageSize: BLOG_PAGE_SIZE });
  const pages = posts.data ? lastPageOf(posts.data.total, BLOG_PAGE_SIZE) : 1;
  const go = (next: number) => setParams(next > 1 ? { page: String(next) } : {});

  return (
    <Container size="lg">
      <PageBody>
        <PageTitle>Blog</PageTitle>
        <StyledMuted>News and insights from the Nordic startup scene.</StyledMuted>
        {posts.isPending ? <Skeleton label="Loading the posts…" shape="cards" /> : null}
        {posts.isError ? <FormMessage tone="error">The posts could not be loaded. {posts.error.message}</FormMessage> : null}
        {posts.data && posts.data.docs.length === 0 ? (
          <EmptyState title={page > 1 ? 'There are no posts on this page' : 'No posts yet'}>
            {page > 1 ? 'Go back to the first page for the newest posts.' : 'New posts appear here as they are written; browse the jobs in the meantime.'}
          </EmptyState>
        ) : null}
        {posts.data && posts.data.docs.length > 0 ? (
          <StyledCardGrid aria-label="Posts">
            {posts.data.docs.map((post) => (
              <li key={post.id}>
                <PostCard post={post} />
              </li>
            ))}
          </StyledCardGrid>
        ) : null}
        <Pager
          label="Pages"
          page={page}
          lastPage={pages} previousText="Newer posts" nextText="Older posts"
          renderLink={(target, text) => (
            <Button type="button" variant="secondary" size="sm" onClick={() => go(target)}>
              {text}
            </Button>
          )}
        />
      </PageBody>
    </Container>
  );
}

/**
 * /blog/:key: one published post. The body is plain text (the API strips markup on the way in);
 * RichText shows its paragraphs, "## " headings, "- " lists and **bold** as React elements, never as HTML.
 */
export function BlogPostPage() {
  const key = useRouteParam('key');
  const post = useBlogPost(key);
  useDocumentTitle(post.data?.title ?? 'Blog');
  const fallback = contentQueryFallback(post, 'Loading the post…');
  if (fallback || !post.data) return fallback;
  const data = post.data;

  return (
    <Container size="md">
      <PageBody as="article" aria-labelledby="post-title">
        <Link to={getHref('blog')}>All posts</Link>
        <PageTitle id="post-title">{data.title}</PageTitle>
        <PostByline post={data} />
        {data.coverImage ? <StyledPostCover src={imagePresetPath(data.coverImage, 'cover') ?? undefined} srcSet={imagePresetSrcSet(data.coverImage, 'cover')} alt="" /> : null}
        {data.intro ? <StyledLead>{data.intro}</StyledLead> : null}
        <RichText text={data.body} headingLevel={2} />
      </PageBody>
    </Container>
  );
}

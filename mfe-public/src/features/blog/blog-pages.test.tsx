import { makeBlogPost, makeBlogPostListItem, setUpTestApi } from '@nordhub/api-client/testing';
import { createTestQueryClient, CurrentLocation, renderWithProviders } from '@nordhub/session/testing';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { paths } from '../../paths';
import { BlogPage, BlogPostPage } from './blog-pages';

const api = setUpTestApi();
const ok = (body: unknown) => ({ status: 200, body });

function renderAt(route: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path={paths.blog} element={<BlogPage />} />
        <Route path={paths.blogPost} element={<BlogPostPage />} />
      </Routes>
      <CurrentLocation />
    </>,
    { queryClient: createTestQueryClient(), route, user: null },
  );
}

const guide = makeBlogPostListItem();
const life = makeBlogPostListItem({
  id: 'post-2',
  key: 'life-at-nordlys',
  title: 'Life at Nordlys',
  intro: 'Behind the scenes',
  coverImage: null,
  author: null,
  company: { id: 'c-1', key: 'nordlys', name: 'Nordlys', logoImage: null },
  publishedAt: '2026-10-20T08:00:00.000Z',
});

describe('the public blog', () => {
  it('shows post cards with cover, title linking to the post, intro, author, startup and date, and pages through older posts', async () => {
    api.serve({
      'GET /api/blog-posts?page=1&pageSize=12': ok({ docs: [guide, life], total: 14, page: 1, pageSize: 12 }),
      'GET /api/blog-posts?page=2&pageSize=12': ok({ docs: [makeBlogPostListItem({ id: 'post-3', key: 'old-news', title: 'Old news' })], total: 14, page: 2, pageSize: 12 }),
    });
    const { user } = renderAt('/blog');
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Salary guide' });
    expect(within(card).getByRole('link', { name: 'Salary guide' })).toHaveAttribute('href', '/blog/salary-guide');
    expect(card).toHaveTextContent('What developers earn in the Nordics');
    expect(card).toHaveTextContent('Maja Berg · 01 Nov 2026');
    expect(card.querySelector('img')).toHaveAttribute('src', '/api/images/listing/blog/salary-guide.png');
    const startupPost = screen.getByRole('article', { name: 'Life at Nordlys' });
    expect(within(startupPost).getByRole('link', { name: 'Nordlys' })).toHaveAttribute('href', '/startups/nordlys');

    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Older posts' }));
    expect(await screen.findByRole('article', { name: 'Old news' })).toBeInTheDocument();
    expect(screen.getByLabelText('Current location')).toHaveTextContent('/blog?page=2');
    // The last page offers the way back only.
    expect(screen.queryByRole('button', { name: 'Older posts' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Newer posts' })).toBeInTheDocument();
  });

  it('says so when there are no posts yet', async () => {
    api.serve({ 'GET /api/blog-posts?page=1&pageSize=12': ok({ docs: [], total: 0, page: 1, pageSize: 12 }) });
    renderAt('/blog');
    expect(await screen.findByRole('heading', { name: 'No posts yet' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('reads a post: title, byline, intro and the body as text paragraphs, never as HTML', async () => {
    api.serve({
      'GET /api/blog-posts/salary-guide': ok(makeBlogPost({ body: 'First paragraph.\n\n## What we learned\n\n<img src=x onerror=alert(1)> stays text' })),
    });
    renderAt('/blog/salary-guide');
    expect(screen.getByText('Loading the post…')).toHaveAttribute('role', 'status');
    const article = await screen.findByRole('article', { name: 'Salary guide' });
    expect(screen.getByRole('heading', { level: 1, name: 'Salary guide' })).toBeInTheDocument();
    expect(article).toHaveTextContent('Maja Berg · 01 Nov 2026');
    expect(screen.getByText('What developers earn in the Nordics')).toBeInTheDocument();
    expect(screen.getByText('First paragraph.').tagName).toBe('P');
    expect(screen.getByRole('heading', { name: 'What we learned' })).toBeInTheDocument();
    expect(screen.getByText('<img src=x onerror=alert(1)> stays text')).toBeInTheDocument();
    expect(article.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByRole('link', { name: 'All posts' })).toHaveAttribute('href', '/blog');
    expect(document.title).toContain('Salary guide');
  });

  it('shows the not-found page for a draft or unknown post', async () => {
    api.serve({ 'GET /api/blog-posts/secret-draft': { status: 404, body: { statusCode: 404, code: 'E_NOT_FOUND', message: 'No blog post with the key secret-draft' } } });
    renderAt('/blog/secret-draft');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});

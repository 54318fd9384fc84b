import { type BlogPost, type BlogPostListItem } from '@nordhub/contracts';

/** A published post of the public blog (GET /blog-posts/{key}), for tests. */
export function makeBlogPost(overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    id: 'post-1',
    key: 'salary-guide',
    title: 'Salary guide',
    intro: 'What developers earn in the Nordics',
    body: 'First paragraph.\n\nSecond paragraph.',
    coverImage: { path: 'blog/salary-guide.png' },
    author: { name: 'Maja Berg', imageUrl: null },
    company: null,
    publishedAt: '2026-11-01T10:00:00.000Z',
    createdAt: '2026-10-31T10:00:00.000Z',
    ...overrides,
  };
}

/** The same post as the blog list shows it (no body), for tests. */
export function makeBlogPostListItem(overrides: Partial<BlogPostListItem> = {}): BlogPostListItem {
  const { body: _body, ...item } = makeBlogPost(overrides);
  return item;
}

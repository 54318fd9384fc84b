import { blogPostListItemSchema, blogPostSchema, paged } from '@nordhub/contracts';
import type { App } from '../../../app-type';
import { createCompany } from '../../../test/accounts';
import { forEachDatabase } from '../../../test/databases';
import { buildTestApp } from '../../../test/test-app';

jest.setTimeout(20_000);

forEachDatabase(({ db }) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(db());
    const nordlys = await createCompany(db(), { key: 'nordlys', name: 'Nordlys' });
    const draftCo = await createCompany(db(), { key: 'draft-co', status: 'DRAFT' });
    await db().query(
      `INSERT INTO blog_posts (key, title, intro, body, cover_image_path, author_name, company_id, published_at) VALUES
        ('salary-guide', 'Salary guide', 'What developers earn', 'First paragraph\n\nSecond paragraph', 'blog/salary.png', 'Maja Berg', NULL, now() - interval '1 day'),
        ('moving-north', 'Moving north', 'Visas and housing', 'Text', NULL, NULL, NULL, now() - interval '3 days'),
        ('life-at-nordlys', 'Life at Nordlys', 'Behind the scenes', 'Text', NULL, 'Ola Nord', $1, now() - interval '2 days'),
        ('secret-draft', 'Not yet', '', 'Draft text', NULL, NULL, NULL, NULL),
        ('scheduled', 'Next week', '', 'Later', NULL, NULL, NULL, now() + interval '7 days'),
        ('draft-company-post', 'Hidden startup', '', 'Text', NULL, NULL, $2, now() - interval '1 hour')`,
      [nordlys, draftCo],
    );
  });
  afterAll(() => app.close());

  it('lists published posts of the site and public startups, newest first, without bodies, cacheable', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/blog-posts' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const list = paged(blogPostListItemSchema).parse(response.json());
    expect(list.docs.map((post) => post.key)).toEqual(['salary-guide', 'life-at-nordlys', 'moving-north']);
    expect(list).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(response.json().docs[0]).not.toHaveProperty('body');
    expect(list.docs[0]).toMatchObject({ title: 'Salary guide', intro: 'What developers earn', coverImage: { path: 'blog/salary.png' }, author: { name: 'Maja Berg' }, company: null });
    expect(list.docs[1]?.company).toMatchObject({ key: 'nordlys', name: 'Nordlys' });
  });

  it('pages the list and names a bad page size', async () => {
    const second = paged(blogPostListItemSchema).parse((await app.inject({ method: 'GET', url: '/api/blog-posts?page=2&pageSize=2' })).json());
    expect(second.docs.map((post) => post.key)).toEqual(['moving-north']);
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    const bad = await app.inject({ method: 'GET', url: '/api/blog-posts?pageSize=500' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual([expect.objectContaining({ path: 'pageSize', message: 'Must be at most 100' })]);
  });

  it('opens a published post with its body; drafts, scheduled posts, draft startups and unknown keys are 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/blog-posts/salary-guide' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(blogPostSchema.parse(response.json())).toMatchObject({ key: 'salary-guide', body: 'First paragraph\n\nSecond paragraph', publishedAt: expect.any(String) });
    for (const key of ['secret-draft', 'scheduled', 'draft-company-post', 'no-such-post']) {
      const missing = await app.inject({ method: 'GET', url: `/api/blog-posts/${key}` });
      expect([key, missing.statusCode, missing.json().code]).toEqual([key, 404, 'E_NOT_FOUND']);
    }
  });
});

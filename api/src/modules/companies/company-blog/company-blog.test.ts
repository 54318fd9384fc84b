import { blogPostSchema } from '@nordhub/contracts';
import type { App } from '../../../app-type';
import { createAccount, createCompany, testPassword } from '../../../test/accounts';
import { accountsTestEnv, TestBrowser } from '../../../test/browser';
import { forEachDatabase } from '../../../test/databases';
import { buildTestApp } from '../../../test/test-app';

forEachDatabase(({ db }) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(db(), accountsTestEnv);
    const manager = await createAccount(db(), { email: 'manager@example.com', firstName: 'Maja', lastName: 'Berg' });
    const rival = await createAccount(db(), { email: 'rival@example.com' });
    await createCompany(db(), { key: 'blog-co', name: 'Blog Co', managerId: manager });
    await createCompany(db(), { key: 'rival-co', managerId: rival });
  });
  afterAll(() => app.close());

  const as = async (email: string) => {
    const browser = new TestBrowser(app);
    await browser.signIn(email, testPassword);
    return browser;
  };

  it('writes a draft, publishes it on edit, lists it and deletes it; markup never survives', async () => {
    const manager = await as('manager@example.com');
    const created = await manager.post('/api/companies/blog-co/blog-posts', {
      title: 'We raised our seed',
      intro: 'Big <b>news</b>',
      body: 'Hello <script>alert(1)</script>world\n\n<img src=x onerror=alert(1)>Second paragraph',
    });
    expect(created.statusCode).toBe(201);
    const post = blogPostSchema.parse(created.json());
    expect(post).toMatchObject({
      key: 'we-raised-our-seed',
      intro: 'Big news',
      body: 'Hello alert(1)world\n\nSecond paragraph',
      author: { name: 'Maja Berg' },
      company: { key: 'blog-co', name: 'Blog Co' },
      publishedAt: null,
    });

    const edited = await manager.put(`/api/companies/blog-co/blog-posts/${post.id}`, { title: 'We raised our seed round', body: 'Now public', published: true });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'We raised our seed round', body: 'Now public', publishedAt: expect.any(String) });

    const list = (await manager.get('/api/companies/blog-co/blog-posts')).json();
    expect(list.map((item: { title: string }) => item.title)).toEqual(['We raised our seed round']);
    expect((await manager.request('DELETE', `/api/companies/blog-co/blog-posts/${post.id}`)).statusCode).toBe(200);
    expect((await manager.get('/api/companies/blog-co/blog-posts')).json()).toEqual([]);
  });

  it('answers 400 naming the field for a missing title or body', async () => {
    const manager = await as('manager@example.com');
    const response = await manager.post('/api/companies/blog-co/blog-posts', { title: '', body: '  ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'title', message: 'Please enter a title' }),
        expect.objectContaining({ path: 'body', message: 'Please write the post' }),
      ]),
    );
  });

  it("refuses another company's manager and a guest, and never reaches another company's posts", async () => {
    const manager = await as('manager@example.com');
    const post = (await manager.post('/api/companies/blog-co/blog-posts', { title: 'Ours', body: 'Text' })).json();
    const rival = await as('rival@example.com');
    expect((await rival.get('/api/companies/blog-co/blog-posts')).statusCode).toBe(403);
    expect((await rival.put(`/api/companies/blog-co/blog-posts/${post.id}`, { title: 'Hijack', body: 'x' })).statusCode).toBe(403);
    // Through its own company it cannot touch the post either.
    expect((await rival.request('DELETE', `/api/companies/rival-co/blog-posts/${post.id}`)).statusCode).toBe(404);
    const guest = await new TestBrowser(app).post('/api/companies/blog-co/blog-posts', { title: 'x', body: 'y' });
    expect(guest.statusCode).toBe(403);
    expect(guest.json().code).toBe('E_NOT_SIGNED_IN');
  });
});

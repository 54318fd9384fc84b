import { makeUser, makeUserCompany, setUpTestApi, type TestRoutes } from '@nordhub/api-client/testing';
import { type BlogPost } from '@nordhub/contracts';
import { renderWithProviders } from '@nordhub/session/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { StartupBlogPage } from './startup-blog-page';

const api = setUpTestApi();
const manager = makeUser({ companies: [makeUserCompany({ key: 'nordlys', name: 'Nordlys' })] });

function renderPage(routes: TestRoutes) {
  const calls = api.serve(routes);
  const view = renderWithProviders(
    <Routes>
      <Route path="/client/startups/:company/blog" element={<StartupBlogPage />} />
    </Routes>,
    { user: manager, route: '/client/startups/nordlys/blog' },
  );
  return { ...view, calls };
}

const post: BlogPost = {
  id: 'p-1',
  key: 'we-raised',
  title: 'We raised',
  intro: 'News',
  body: '<script>alert(1)</script> is text here',
  coverImage: null,
  author: { name: 'Olga Owner', imageUrl: null },
  company: { id: 'c-1', key: 'nordlys', name: 'Nordlys', logoImage: null },
  publishedAt: null,
  createdAt: '2026-03-01T10:00:00.000Z',
};

describe('the startup blog page', () => {
  it('writes a post as a draft, edits it to publish, and deletes it', async () => {
    let posts: BlogPost[] = [];
    const { user, calls } = renderPage({
      'GET /api/companies/nordlys/blog-posts': () => ({ status: 200, body: posts }),
      'POST /api/companies/nordlys/blog-posts': () => {
        posts = [post];
        return { status: 201, body: post };
      },
      'PUT /api/companies/nordlys/blog-posts/p-1': () => {
        posts = [{ ...post, publishedAt: '2026-03-02T10:00:00.000Z' }];
        return { status: 200, body: posts[0] };
      },
      'DELETE /api/companies/nordlys/blog-posts/p-1': () => {
        posts = [];
        return { status: 200, body: { ok: true } };
      },
    });
    expect(await screen.findByRole('heading', { name: 'No posts yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Write a post' }));
    await user.type(screen.getByLabelText('Title'), 'We raised');
    await user.type(screen.getByLabelText('Intro'), 'News');
    await user.type(screen.getByLabelText('Post text'), 'First paragraph');
    await user.click(screen.getByRole('button', { name: 'Create post' }));
    const card = await screen.findByRole('article', { name: 'We raised' });
    expect(card).toHaveTextContent('Draft');
    expect(calls).toContainEqual({
      method: 'POST',
      url: '/api/companies/nordlys/blog-posts',
      body: { title: 'We raised', intro: 'News', body: 'First paragraph', coverImage: null, published: false },
    });

    await user.click(within(card).getByRole('button', { name: 'Edit “We raised”' }));
    expect(screen.getByLabelText('Title')).toHaveValue('We raised');
    await user.click(screen.getByRole('checkbox', { name: 'Published' }));
    await user.click(screen.getByRole('button', { name: 'Save post' }));
    await waitFor(() => expect(screen.getByRole('article', { name: 'We raised' })).toHaveTextContent('Published'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ published: true });

    await user.click(screen.getByRole('button', { name: 'Delete “We raised”' }));
    expect(await screen.findByRole('heading', { name: 'No posts yet' })).toBeInTheDocument();
  });

  it('asks for a title and a body before sending', async () => {
    const { user, calls } = renderPage({ 'GET /api/companies/nordlys/blog-posts': { status: 200, body: [] } });
    await user.click(await screen.findByRole('button', { name: 'Write a post' }));
    await user.click(screen.getByRole('button', { name: 'Create post' }));
    expect(await screen.findByText('Please enter a title')).toBeInTheDocument();
    expect(screen.getByText('Please write the post')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});

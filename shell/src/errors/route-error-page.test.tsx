import { renderWithProviders } from '@nordhub/session/testing';
import { act, screen } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router-dom';
import { describeRouteError, RouteErrorBoundary } from './route-error-page';

describe('describeRouteError', () => {
  it('defaults to status 500 with the error message', () => {
    expect(describeRouteError(new Error('Boom'))).toEqual({ status: 500, message: 'Boom' });
    expect(describeRouteError('odd value')).toEqual({ status: 500 });
  });
});

describe('RouteErrorBoundary', () => {
  function BrokenPage(): never {
    throw new Error('The job list broke');
  }

  async function renderBrokenJobList() {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let result: ReturnType<typeof renderWithProviders> | undefined;
    await act(async () => {
      result = renderWithProviders(
        <>
          <nav>
            <Link to="/startups">Browse startups</Link>
          </nav>
          <RouteErrorBoundary>
            <Routes>
              <Route path="/jobs" element={<BrokenPage />} />
              <Route path="/startups" element={<h1>Startups</h1>} />
            </Routes>
          </RouteErrorBoundary>
        </>,
        { route: '/jobs' },
      );
    });
    if (!result) throw new Error('not rendered');
    return result;
  }

  afterEach(() => jest.restoreAllMocks());

  it('shows the error page of the product spec’s error catalogue for a failing route, and the chrome around it stays', async () => {
    await renderBrokenJobList();
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('The job list broke')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Browse startups' })).toBeInTheDocument();
  });

  it('lets the visitor go on to another page, which renders again', async () => {
    const { user } = await renderBrokenJobList();
    await user.click(screen.getByRole('link', { name: 'Browse startups' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Startups' })).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });
});

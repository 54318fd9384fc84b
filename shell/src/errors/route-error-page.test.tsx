import { renderWithProviders } from '@nordhub/session/testing';
import { act, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describeRouteError, RouteErrorPage } from './route-error-page';

describe('describeRouteError', () => {
  it('defaults to status 500 with the error message', () => {
    expect(describeRouteError(new Error('Boom'))).toEqual({ status: 500, message: 'Boom' });
    expect(describeRouteError('odd value')).toEqual({ status: 500 });
  });
});

describe('RouteErrorPage', () => {
  it('shows the error page of spec section 8 for a failing route', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    function BrokenPage(): never {
      throw new Error('The job list broke');
    }
    const router = createMemoryRouter([{ path: '/', element: <BrokenPage />, errorElement: <RouteErrorPage /> }]);
    await act(async () => {
      renderWithProviders(<RouterProvider router={router} />);
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('The job list broke')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});

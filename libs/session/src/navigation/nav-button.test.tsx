import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '../testing';
import { NavButton } from './nav-button';

describe('NavButton', () => {
  it('is a link to the page that navigates inside the app when clicked', async () => {
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/deals" element={<NavButton to="/client/startups/new">Create a startup profile</NavButton>} />
        <Route path="/client/startups/new" element={<h1>New startup</h1>} />
      </Routes>,
      { route: '/deals', user: null },
    );
    const link = screen.getByRole('link', { name: 'Create a startup profile' });
    expect(link).toHaveAttribute('href', '/client/startups/new');
    expect(link).not.toHaveAttribute('to');
    await user.click(link);
    expect(screen.getByRole('heading', { name: 'New startup' })).toBeInTheDocument();
  });

  it('lets its own click handler cancel the navigation', async () => {
    const { user } = renderWithProviders(
      <Routes>
        <Route
          path="/deals"
          element={
            <NavButton to="/partners" variant="secondary" onClick={(event) => event.preventDefault()}>
              Partners
            </NavButton>
          }
        />
        <Route path="/partners" element={<h1>Partners page</h1>} />
      </Routes>,
      { route: '/deals', user: null },
    );
    await user.click(screen.getByRole('link', { name: 'Partners' }));
    expect(screen.queryByRole('heading', { name: 'Partners page' })).not.toBeInTheDocument();
  });
});

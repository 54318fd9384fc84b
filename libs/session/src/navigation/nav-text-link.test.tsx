import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '../testing';
import { isCurrentPath, NavTextLink } from './nav-text-link';

describe('NavTextLink', () => {
  it('is a link to the page that navigates inside the app and then marks itself current', async () => {
    const links = (
      <nav>
        <NavTextLink to="/deals" variant="nav">Deals</NavTextLink>
        <NavTextLink to="/partners" variant="nav">Partners</NavTextLink>
      </nav>
    );
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/deals" element={links} />
        <Route path="/partners" element={<>{links}<h1>Partners page</h1></>} />
      </Routes>,
      { route: '/deals', user: null },
    );
    expect(screen.getByRole('link', { name: 'Deals' })).toHaveAttribute('aria-current', 'page');
    const partners = screen.getByRole('link', { name: 'Partners' });
    expect(partners).toHaveAttribute('href', '/partners');
    expect(partners).not.toHaveAttribute('aria-current');
    await user.click(partners);
    expect(screen.getByRole('heading', { name: 'Partners page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Partners' })).toHaveAttribute('aria-current', 'page');
  });

  it('counts the pages below a link as current unless told `end`', () => {
    expect(isCurrentPath('/client/jobs/12', '/client/jobs', false)).toBe(true);
    expect(isCurrentPath('/client/jobs/12', '/client/jobs', true)).toBe(false);
    expect(isCurrentPath('/client/jobsearch', '/client/jobs', false)).toBe(false);
    expect(isCurrentPath('/jobs', '/', false)).toBe(false);
    expect(isCurrentPath('/', '/', true)).toBe(true);
  });
});

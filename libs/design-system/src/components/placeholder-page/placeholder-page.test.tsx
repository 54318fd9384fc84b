import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { PlaceholderPage } from './placeholder-page';

describe('PlaceholderPage', () => {
  it('renders the title as the page heading and the tab title', () => {
    renderWithTheme(<PlaceholderPage title="Pricing" description="Plans for startups" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Pricing' })).toBeInTheDocument();
    expect(screen.getByText('Plans for startups')).toBeInTheDocument();
    expect(document.title).toBe('Pricing | Nordhub');
  });

  it('follows a title change', () => {
    const { rerender } = renderWithTheme(<PlaceholderPage title="Jobs" />);
    rerender(<PlaceholderPage title="Startups" />);
    expect(document.title).toBe('Startups | Nordhub');
  });
});

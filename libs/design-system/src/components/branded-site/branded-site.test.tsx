import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { BrandedSiteFrame, PoweredByNordhub, SiteNoticePage } from './branded-site';

describe('BrandedSiteFrame', () => {
  it('shows the brand in the banner, the page in main with a skip link to it, and the footer', () => {
    renderWithTheme(
      <BrandedSiteFrame mainId="careers-main" brand={<a href="/">Fjord Labs</a>} footer={<PoweredByNordhub mainSiteUrl="https://nordhub.example" />}>
        <p>The page</p>
      </BrandedSiteFrame>,
    );
    expect(screen.getByRole('banner')).toHaveTextContent('Fjord Labs');
    expect(screen.getByRole('main')).toHaveTextContent('The page');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'careers-main');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#careers-main');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Jobs powered by Nordhub');
    expect(screen.getByRole('link', { name: 'Nordhub' })).toHaveAttribute('href', 'https://nordhub.example/');
  });
});

describe('PoweredByNordhub', () => {
  it('names Nordhub without a link until the main site is known, and can open it in a new tab', () => {
    const { rerender } = renderWithTheme(<PoweredByNordhub mainSiteUrl={null} />);
    expect(screen.getByText('Jobs powered by Nordhub')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    rerender(<PoweredByNordhub mainSiteUrl="https://nordhub.example" opensInNewTab />);
    expect(screen.getByRole('link', { name: 'Nordhub' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Nordhub' })).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('SiteNoticePage', () => {
  it('shows the title as the heading and the tab title, with the explanation', () => {
    renderWithTheme(
      <SiteNoticePage title="No careers site is set up for jobs.example">
        <p>Set it up in your settings.</p>
      </SiteNoticePage>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'No careers site is set up for jobs.example' })).toBeInTheDocument();
    expect(screen.getByText('Set it up in your settings.')).toBeInTheDocument();
    expect(document.title).toBe('No careers site is set up for jobs.example | Nordhub');
  });
});

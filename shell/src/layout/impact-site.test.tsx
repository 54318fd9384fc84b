import { screen } from '@testing-library/react';
import { renderInShell, testRuntimeConfig } from '../testing/render-shell';
import { Footer } from './footer';
import { Header } from './header';

const siteUrls = { main: 'https://nordhub.example', impact: 'https://impact.nordhub.example' };

describe('the impact site', () => {
  it('names itself Nordhub Impact and links to the main site by its absolute address', async () => {
    await renderInShell(
      <>
        <Header />
        <Footer />
      </>,
      { runtimeConfig: { ...testRuntimeConfig, platform: 'impact', siteUrls } },
    );
    expect(screen.getByRole('link', { name: 'Nordhub Impact' })).toHaveAttribute('href', '/');
    expect(screen.getByText(/© \d{4} Nordhub Impact/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visit Nordhub' })).toHaveAttribute('href', 'https://nordhub.example/');
  });

  it('is linked from the main site by its absolute address', async () => {
    await renderInShell(<Footer />, { runtimeConfig: { ...testRuntimeConfig, siteUrls } });
    expect(screen.getByRole('link', { name: 'Visit Nordhub Impact' })).toHaveAttribute('href', 'https://impact.nordhub.example/');
  });
});

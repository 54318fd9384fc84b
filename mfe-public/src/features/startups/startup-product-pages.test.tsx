import { renderWithProviders } from '@nordhub/session/testing';
import { screen, within } from '@testing-library/react';
import { CareerPageProduct } from './startup-product-pages';

describe('the career page product page', () => {
  it('explains how to embed the jobs with the script snippet or the widget iframe', () => {
    renderWithProviders(<CareerPageProduct />, { route: '/startups/career-page' });
    const section = screen.getByRole('region', { name: 'Show your jobs inside your own website' });
    const origin = window.location.origin;
    expect(within(section).getByText(/Embed your jobs/)).toBeInTheDocument();
    expect(section).toHaveTextContent(
      `<div id="nordhub-jobs"></div> <script src="${origin}/embed/career-page.js" data-company="your-startup-key" data-accent="#0b6bcb" async></script>`,
    );
    expect(section).toHaveTextContent(`<iframe src="${origin}/startups/joblistwidget/your-startup-key"`);
    expect(section).toHaveTextContent(/shadow root/);
  });
});

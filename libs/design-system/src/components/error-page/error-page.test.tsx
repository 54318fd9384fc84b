import { act, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { LocaleProvider } from '../../i18n/locale';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { ErrorPage, ErrorPageFallback, errorPageTexts } from './error-page';
import { LocalizedErrorPage } from './localized-error-page';
import english from './messages/en.json';

const homeLink = () => screen.getByRole('link', { name: 'Back to home' });

describe('ErrorPage', () => {
  it('says the page was not found on 404', () => {
    renderWithTheme(<ErrorPage status={404} message="ignored detail" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('This page could not be found')).toBeInTheDocument();
    expect(screen.queryByText('ignored detail')).not.toBeInTheDocument();
    expect(homeLink()).toHaveAttribute('href', '/');
    expect(document.title).toBe('Page not found | Nordhub');
  });

  it("speaks the page's language: a Norwegian careers site's missing page says so in Norwegian", async () => {
    // Its first use of Norwegian waits for that language's messages (a chunk of their own).
    await act(async () => {
      renderWithTheme(
        <LocaleProvider locale="nb">
          <Suspense fallback={null}>
            <LocalizedErrorPage status={404} />
          </Suspense>
        </LocaleProvider>,
      );
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fant ikke siden' })).toBeInTheDocument();
    expect(screen.getByText('Feil 404')).toBeInTheDocument();
    expect(screen.getByText('Denne siden finnes ikke')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tilbake til forsiden' })).toHaveAttribute('href', '/');
  });

  it('says in English what its English messages say, so a translation translates the words shown', () => {
    expect(english).toEqual(errorPageTexts);
  });

  it('says the session expired on 403', () => {
    renderWithTheme(<ErrorPage status={403} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Session expired, redirecting you to frontpage' }),
    ).toBeInTheDocument();
    expect(homeLink()).toHaveAttribute('href', '/');
  });

  it('shows the generic title with the message for other statuses', () => {
    renderWithTheme(<ErrorPage status={502} message="The jobs service is down" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('The jobs service is down')).toBeInTheDocument();
    expect(screen.getByText('Error 502')).toBeInTheDocument();
    expect(homeLink()).toHaveAttribute('href', '/');
  });

  it('offers "Try again" when given a retry, and calls it', async () => {
    const retry = jest.fn();
    renderWithTheme(<ErrorPage status={503} message="Nordhub is unavailable for a moment. Please try again shortly." onRetry={retry} />);
    expect(screen.getByText('Nordhub is unavailable for a moment. Please try again shortly.')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(retry).toHaveBeenCalledTimes(1);
    expect(homeLink()).toHaveAttribute('href', '/');
  });

  it('has no "Try again" without a retry', () => {
    renderWithTheme(<ErrorPage status={500} message="Broken" />);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('defaults to status 500 without a message', () => {
    renderWithTheme(<ErrorPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Error 500')).toBeInTheDocument();
  });
});

describe('ErrorPageFallback', () => {
  it('keeps the spec wording and links home, even without a theme', () => {
    renderWithTheme(<ErrorPageFallback />);
    expect(screen.getByRole('alert')).toHaveTextContent('An error occured while showing the error page');
    expect(homeLink()).toHaveAttribute('href', '/');
  });
});

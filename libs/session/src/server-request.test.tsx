import { render, screen } from '@testing-library/react';
import { ServerRequestContext, useDocumentCookie, usePageOrigin } from './server-request';

function PageFacts() {
  return (
    <p>
      {usePageOrigin()} {useDocumentCookie() || '(no cookies)'}
    </p>
  );
}

describe('the page request as components read it', () => {
  afterEach(() => {
    document.cookie = 'cookie-consent=; Max-Age=0; Path=/';
  });

  it("in the browser: the window's origin and the document's cookies", () => {
    document.cookie = 'cookie-consent=accepted; Path=/';
    render(<PageFacts />);
    expect(screen.getByText(`${window.location.origin} cookie-consent=accepted`)).toBeInTheDocument();
  });

  it('while the server draws a first paint: the request it draws for', () => {
    render(
      <ServerRequestContext.Provider value={{ origin: 'https://nordhub.example', cookie: 'preferred-country-code=NO' }}>
        <PageFacts />
      </ServerRequestContext.Provider>,
    );
    expect(screen.getByText('https://nordhub.example preferred-country-code=NO')).toBeInTheDocument();
  });
});

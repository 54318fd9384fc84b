import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ServerRequestContext, useDocumentCookie, useHydrated, usePageHostname, usePageOrigin } from './server-request';

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
  it("names the page's host without its port: the one a careers site or a feed is looked up by, on the server as in the browser", () => {
    function Host() {
      return <p>{usePageHostname()}</p>;
    }
    render(
      <ServerRequestContext.Provider value={{ origin: 'http://careers.nordlys.localhost:4200', cookie: '' }}>
        <Host />
      </ServerRequestContext.Provider>,
    );
    expect(screen.getByText('careers.nordlys.localhost')).toBeInTheDocument();
  });
});

function Controls() {
  return <button disabled={!useHydrated()}>Apply</button>;
}

describe('whether the app runs the page', () => {
  it('on a page the browser draws: from the start', () => {
    render(<Controls />);
    expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled();
  });

  it('on a page the server drew: not while it is drawn, then once the app has taken it over', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Controls />);
    document.body.append(container);
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await act(async () => {
      hydrateRoot(container, <Controls />);
    });
    expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled();
    container.remove();
  });
});

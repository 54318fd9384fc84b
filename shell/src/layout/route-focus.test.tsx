import { act, fireEvent, render, screen } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { RouteFocus } from './route-focus';

/** A page whose heading comes later, like one waiting for its data. */
function SlowPage() {
  const [loaded, setLoaded] = useState(false);
  return loaded ? (
    <h1>Job</h1>
  ) : (
    <button type="button" onClick={() => setLoaded(true)}>
      Finish loading
    </button>
  );
}

function renderApp(extra: ReactNode = null) {
  return render(
    <MemoryRouter>
      <RouteFocus mainId="main" />
      {extra}
      <main id="main">
        <Routes>
          <Route
            path="/"
            element={
              <>
                <h1>Home</h1>
                <Link to="/jobs">Find jobs</Link>
                <Link to="/?page=2">Next page</Link>
                <Link to="/slow">Slow page</Link>
              </>
            }
          />
          <Route path="/jobs" element={<h1>Find jobs</h1>} />
          <Route path="/slow" element={<SlowPage />} />
        </Routes>
      </main>
    </MemoryRouter>,
  );
}

describe('RouteFocus', () => {
  it('leaves focus alone on the first page', () => {
    renderApp();
    expect(document.body).toHaveFocus();
  });

  it('moves focus to the new page’s main heading after following a link', () => {
    renderApp();
    fireEvent.click(screen.getByRole('link', { name: 'Find jobs' }));
    const heading = screen.getByRole('heading', { level: 1, name: 'Find jobs' });
    expect(heading).toHaveFocus();
    // Focusable by script only, not a Tab stop.
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('keeps focus where it is when only the query changes', () => {
    renderApp();
    const next = screen.getByRole('link', { name: 'Next page' });
    next.focus();
    fireEvent.click(next);
    expect(next).toHaveFocus();
  });

  it('waits for a heading that comes later', async () => {
    renderApp();
    fireEvent.click(screen.getByRole('link', { name: 'Slow page' }));
    // The page's own control, pressed by script: no person's focus or key in between. The async
    // act lets the mutation observer (a microtask) run.
    await act(async () => screen.getByRole('button', { name: 'Finish loading' }).click());
    expect(screen.getByRole('heading', { level: 1, name: 'Job' })).toHaveFocus();
  });

  it('gives up waiting once the person presses a key', async () => {
    renderApp();
    fireEvent.click(screen.getByRole('link', { name: 'Slow page' }));
    fireEvent.keyDown(document.body, { key: 'Tab' });
    await act(async () => screen.getByRole('button', { name: 'Finish loading' }).click());
    expect(screen.getByRole('heading', { level: 1, name: 'Job' })).not.toHaveFocus();
  });

  it('does not take focus out of an open dialog', () => {
    renderApp(
      <div role="dialog" aria-label="Log in">
        <input aria-label="Email" />
      </div>,
    );
    const email = screen.getByRole('textbox', { name: 'Email' });
    email.focus();
    fireEvent.click(screen.getByRole('link', { name: 'Find jobs' }));
    expect(email).toHaveFocus();
  });
});

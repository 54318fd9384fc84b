import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { ScrollRestoration, scrollPositionsKey } from './scroll-restoration';

// jsdom has no layout: window.scrollY is set by hand, and scrollTo records where it was sent and
// stops at the page's height (`pageEnd`), which a test grows by hand, telling the page's observers.
let scrollY = 0;
let pageEnd = Number.POSITIVE_INFINITY;
const scrolledTo: number[] = [];
const pageObservers = new Set<() => void>();

function growPageTo(end: number) {
  pageEnd = end;
  act(() => {
    for (const observer of pageObservers) observer();
  });
}

function scrollBy(visitorTo: number) {
  scrollY = visitorTo;
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Back
    </button>
  );
}

function renderApp(initialEntries: string[] = ['/jobs'], initialIndex?: number) {
  return render(
    <MemoryRouter initialEntries={initialEntries} initialIndex={initialIndex}>
      <ScrollRestoration />
      <Link to="/jobs/42">Open the job</Link>
      <Link to="/jobs/42#apply">Apply</Link>
      <BackButton />
      <Routes>
        <Route path="/jobs" element={<h1>Jobs</h1>} />
        <Route
          path="/jobs/42"
          element={
            <>
              <h1>The job</h1>
              <section id="apply">Apply here</section>
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  scrollY = 0;
  pageEnd = Number.POSITIVE_INFINITY;
  scrolledTo.length = 0;
  pageObservers.clear();
  sessionStorage.clear();
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  jest.spyOn(window, 'scrollTo').mockImplementation(((x: number, y: number) => {
    scrollY = Math.min(y, pageEnd);
    scrolledTo.push(y);
  }) as typeof window.scrollTo);
  // The page's growth, told by hand (growPageTo): jsdom has no ResizeObserver.
  globalThis.ResizeObserver = class PageObserver implements ResizeObserver {
    private readonly told: () => void;
    constructor(callback: ResizeObserverCallback) {
      this.told = () => callback([], this);
    }
    observe() {
      pageObservers.add(this.told);
    }
    unobserve() {
      pageObservers.delete(this.told);
    }
    disconnect() {
      pageObservers.delete(this.told);
    }
  };
});

afterEach(() => {
  jest.restoreAllMocks();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
  delete (globalThis as Partial<typeof globalThis>).ResizeObserver;
});

describe('ScrollRestoration', () => {
  it('leaves the first page where it is (the visitor may have scrolled the drawn page)', () => {
    scrollY = 300;
    renderApp();
    expect(scrolledTo).toEqual([]);
  });

  it('opens a new page at its top, and Back returns to where the visitor was', async () => {
    const user = userEvent.setup();
    renderApp();
    scrollBy(1200);
    await user.click(screen.getByRole('link', { name: 'Open the job' }));
    expect(screen.getByRole('heading', { name: 'The job' })).toBeInTheDocument();
    expect(scrolledTo).toEqual([0]);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Jobs' })).toBeInTheDocument();
    expect(scrolledTo).toEqual([0, 1200]);
  });

  it('opens a link with a #hash at the element it names', async () => {
    const user = userEvent.setup();
    const scrolledIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrolledIntoView;
    renderApp();
    await user.click(screen.getByRole('link', { name: 'Apply' }));
    expect(scrolledIntoView.mock.contexts).toEqual([screen.getByText('Apply here')]);
    expect(scrolledTo).toEqual([]);
  });

  it('keeps the positions across a reload, and the browser leaves the scroll to the app meanwhile', () => {
    const { unmount } = renderApp();
    expect(window.history.scrollRestoration).toBe('manual');
    scrollBy(640);
    window.dispatchEvent(new Event('pagehide'));
    unmount();
    expect(JSON.parse(sessionStorage.getItem(scrollPositionsKey) ?? '{}')).toEqual({ default: 640 });

    // The reloaded page (the same history entry) is back where it was.
    scrollY = 0;
    renderApp();
    expect(scrolledTo).toEqual([640]);
  });

  /** Scrolled to 1200 on the job list, opens the job, and goes Back to a list only 500 px tall so far. */
  async function backToShorterList() {
    const user = userEvent.setup();
    renderApp();
    scrollBy(1200);
    await user.click(screen.getByRole('link', { name: 'Open the job' }));
    pageEnd = 500;
    await user.click(screen.getByRole('button', { name: 'Back' }));
  }

  it('on Back to a page still growing (its list drawn a screen first), scrolls on as it grows until the position is there', async () => {
    await backToShorterList();
    expect(scrollY).toBe(500);

    growPageTo(900);
    expect(scrollY).toBe(900);
    growPageTo(3000);
    expect(scrollY).toBe(1200);
    // There: growing further moves nothing.
    growPageTo(5000);
    expect(scrolledTo).toEqual([0, 1200, 1200, 1200]);
  });

  it('stops waiting for the page to grow once the visitor scrolls themselves', async () => {
    await backToShorterList();
    act(() => {
      window.dispatchEvent(new WheelEvent('wheel'));
    });
    growPageTo(3000);
    expect(scrollY).toBe(500);
  });
});

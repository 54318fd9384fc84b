import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { scrollAnchor } from '@nordhub/session';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { ScrollRestoration, scrollPositionsKey } from './scroll-restoration';

// jsdom has no layout: window.scrollY is set by hand, and scrollTo records where it was sent and
// stops at the page's height (`pageEnd`), which a test grows by hand, telling the page's observers.
let scrollY = 0;
let pageEnd = Number.POSITIVE_INFINITY;
/** Where each job card starts on the page, by its anchor (`<list>/<job>`), and how tall the cards are. */
const cardTops = new Map<string, number>();
/** The featured jobs the page draws above the list, once they are drawn. */
let featuredJobs: string[] = [];
const CARD_HEIGHT = 300;
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
        <Route
          path="/jobs"
          element={
            <>
              <h1>Jobs</h1>
              <ul>
                {featuredJobs.map((id) => (
                  <li key={id} {...scrollAnchor('featured-jobs', id)}>
                    Featured job {id}
                  </li>
                ))}
              </ul>
              <ul>
                {['first', 'second', 'third'].map((id) => (
                  <li key={id} {...scrollAnchor('jobs', id)}>
                    Job {id}
                  </li>
                ))}
              </ul>
            </>
          }
        />
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
  cardTops.clear();
  featuredJobs = [];
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  // The cards' boxes in the window: where the page has them, less the scroll.
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function box(this: HTMLElement) {
    const top = (cardTops.get(this.dataset.scrollAnchor ?? '') ?? 0) - scrollY;
    return { top, bottom: top + CARD_HEIGHT, left: 0, right: 0, width: 0, height: CARD_HEIGHT, x: 0, y: top, toJSON: () => ({}) };
  });
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
    expect(JSON.parse(sessionStorage.getItem(scrollPositionsKey) ?? '{}')).toEqual({ default: { y: 640 } });

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

  /** Opens the job with the list's second card 100 px down the window; returns the visitor. */
  async function openJobWithSecondCardOnScreen() {
    const user = userEvent.setup();
    cardTops.set('jobs/first', 1000).set('jobs/second', 1300).set('jobs/third', 1600);
    renderApp();
    scrollBy(1200);
    await user.click(screen.getByRole('link', { name: 'Open the job' }));
    return user;
  }

  it('on Back puts the job card the visitor had on screen back where it was, though the content above it is drawn taller by then', async () => {
    const user = await openJobWithSecondCardOnScreen();

    // Back: the list is lower now (what is above it drawn taller than first estimated)...
    cardTops.set('jobs/first', 1500).set('jobs/second', 1800).set('jobs/third', 2100);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(scrollY).toBe(1700);
    // ...and moves further down as more is drawn above it: the card stays 100 px down the window.
    cardTops.set('jobs/first', 1900).set('jobs/second', 2200).set('jobs/third', 2500);
    growPageTo(5000);
    expect(scrollY).toBe(2100);
    expect(screen.getByText('Job second').getBoundingClientRect().top).toBe(100);
  });

  it('returns to the card of the list the visitor had on screen, though the same job shows in a list drawn above it only by then', async () => {
    // The featured jobs, drawn in steps, are not on the page yet when the visitor scrolls.
    const user = await openJobWithSecondCardOnScreen();

    // Back: the featured jobs above the list are drawn by now, the second job among them.
    featuredJobs = ['second'];
    cardTops.set('featured-jobs/second', 400).set('jobs/first', 1300).set('jobs/second', 1600).set('jobs/third', 1900);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Job second').getBoundingClientRect().top).toBe(100);
    expect(scrollY).toBe(1500);
  });

  it('keeps the card across a reload, and restores by the scroll alone when the card is gone', () => {
    cardTops.set('jobs/first', 1000).set('jobs/second', 1300).set('jobs/third', 1600);
    const { unmount } = renderApp();
    scrollBy(1350);
    window.dispatchEvent(new Event('pagehide'));
    unmount();
    expect(JSON.parse(sessionStorage.getItem(scrollPositionsKey) ?? '{}')).toEqual({
      default: { y: 1350, anchor: { id: 'jobs/second', nth: 0, top: -50 } },
    });

    // Reloaded with the list higher up: the second card is back 50 px above the window's top.
    scrollY = 0;
    cardTops.set('jobs/first', 800).set('jobs/second', 1100).set('jobs/third', 1400);
    const reloaded = renderApp();
    expect(scrollY).toBe(1150);
    window.dispatchEvent(new Event('pagehide'));
    reloaded.unmount();

    // A saved card the page no longer has: the scroll as it was.
    sessionStorage.setItem(scrollPositionsKey, JSON.stringify({ default: { y: 900, anchor: { id: 'gone', nth: 0, top: 0 } } }));
    scrollY = 0;
    renderApp();
    expect(scrollY).toBe(900);
  });
});

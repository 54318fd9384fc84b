import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useLayoutEffect } from 'react';
import { MemoryRouter, useNavigate, useSearchParams } from 'react-router-dom';
import { type SearchDraftNavigationState, useSearchDraft } from './use-search-draft';

type Values = { text: string; place: string };

type Controls = {
  edit: (changes: Partial<Values>) => void;
  submit: (changes: Partial<Values>) => SearchDraftNavigationState;
  navigate: ReturnType<typeof useNavigate>;
};
const controls = {} as Controls;
/** What the form showed, every commit. */
const committed: string[] = [];

/** Shows the draft; the URL's `text` is the search, `place` is normalised to upper case as a search would. */
function Probe({ expose }: { expose: (given: Controls) => void }) {
  const [params] = useSearchParams();
  const draft = useSearchDraft<Values>(() => ({ text: params.get('text') ?? '', place: (params.get('place') ?? '').toUpperCase() }));
  const navigate = useNavigate();
  useEffect(() => {
    expose({ edit: draft.edit, submit: draft.submitted, navigate });
  });
  const value = `${draft.values.text}|${draft.values.place}`;
  useLayoutEffect(() => {
    committed.push(value);
  });
  return <output>{value}</output>;
}

/** React's switch for act(): off, updates run on React's own scheduler, as in a browser. */
const reactTest = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

const shown = () => screen.getByRole('status').textContent;

/** Runs once, between two slices of the render of a search with a place (results that take a while to draw). */
let betweenSlices: (() => void) | null = null;

function drawResults(params: URLSearchParams) {
  const run = betweenSlices;
  if (!run || !params.has('place')) return;
  betweenSlices = null;
  // Long enough for React to yield to the browser after this component; the click comes then.
  const start = performance.now();
  while (performance.now() - start < 20);
  queueMicrotask(run);
}

function Results() {
  const [params] = useSearchParams();
  drawResults(params);
  return null;
}

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Probe expose={(given) => Object.assign(controls, given)} />
      <Results />
    </MemoryRouter>,
  );
}

describe('useSearchDraft', () => {
  it('shows the search of the URL it opens on', () => {
    renderAt('/jobs?text=dev&place=oslo');
    expect(shown()).toBe('dev|OSLO');
  });

  it("after the form's own search shows that search as the URL spells it, plus what was typed while it loaded", async () => {
    renderAt('/jobs?text=dev');
    await act(async () => {
      const state = controls.submit({ place: 'bergen' });
      // Typed after pressing Enter, before the new page rendered.
      controls.edit({ text: 'designer' });
      await controls.navigate('/jobs?text=dev&place=bergen', { state });
    });
    expect(shown()).toBe('designer|BERGEN');
  });

  it('keeps what was typed on an entry that continues the draft (the filter sheet), not on Back', async () => {
    renderAt('/jobs?text=dev');
    await act(async () => {
      controls.edit({ text: 'designer' });
      await controls.navigate('/jobs?text=dev', { state: { keepDraft: true } });
    });
    expect(shown()).toBe('designer|');
    await act(async () => {
      await controls.navigate(-1);
    });
    expect(shown()).toBe('dev|');
  });

  it('a second search sent before the first one arrived keeps showing while the first arrives', async () => {
    renderAt('/jobs?text=dev');
    let first = { searchDraft: 0 };
    let second = { searchDraft: 0 };
    act(() => {
      first = controls.submit({ place: 'bergen' });
    });
    // A second filter chosen before the first search's page rendered.
    act(() => {
      second = controls.submit({ text: 'designer' });
    });
    expect(shown()).toBe('designer|bergen');
    await act(async () => controls.navigate('/jobs?text=dev&place=bergen', { state: first }));
    expect(shown()).toBe('designer|bergen');
    await act(async () => controls.navigate('/jobs?text=designer&place=bergen', { state: second }));
    expect(shown()).toBe('designer|BERGEN');
  });

  it('a filter ticked while the previous search renders shows at once, and stays', async () => {
    // The browser's way, not act's: the router renders the new entry in a transition, in slices,
    // and a click lands between two of them.
    const actEnvironment = reactTest.IS_REACT_ACT_ENVIRONMENT;
    renderAt('/jobs?text=dev');
    let first = { searchDraft: 0 };
    act(() => {
      first = controls.submit({ place: 'bergen' });
    });
    reactTest.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      let second = { searchDraft: 0 };
      let shownSince = 0;
      betweenSlices = () => {
        shownSince = committed.length;
        second = controls.submit({ text: 'designer' });
      };
      void controls.navigate('/jobs?text=dev&place=bergen', { state: first });
      await waitFor(() => expect(shown()).toBe('designer|bergen'));
      expect(second.searchDraft).toBeGreaterThan(0);
      void controls.navigate('/jobs?text=designer&place=bergen', { state: second });
      await waitFor(() => expect(shown()).toBe('designer|BERGEN'));
      // From the click on, the form never showed another search: the box ticked stayed ticked.
      expect(committed.slice(shownSince).filter((value) => !value.startsWith('designer|'))).toEqual([]);
    } finally {
      reactTest.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
      betweenSlices = null;
    }
  });

  it('Back and Forward show their own searches, whatever the draft held', async () => {
    renderAt('/jobs?text=dev');
    await act(async () => {
      const state = controls.submit({ place: 'bergen' });
      await controls.navigate('/jobs?text=dev&place=bergen', { state });
    });
    act(() => controls.edit({ text: 'unsent' }));
    await act(async () => controls.navigate(-1));
    expect(shown()).toBe('dev|');
    // The entry of an older submission is like any other: its own search, not the draft.
    act(() => controls.edit({ text: 'other' }));
    await act(async () => controls.navigate(1));
    expect(shown()).toBe('dev|BERGEN');
  });

  it('a link to another search (no draft of its own) shows that search', async () => {
    renderAt('/jobs?text=dev');
    act(() => controls.edit({ text: 'typed' }));
    await act(async () => controls.navigate('/jobs?text=sales'));
    expect(shown()).toBe('sales|');
  });
});

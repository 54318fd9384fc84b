import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useNavigate, useSearchParams } from 'react-router-dom';
import { type SearchDraftNavigationState, useSearchDraft } from './use-search-draft';

type Values = { text: string; place: string };

type Controls = {
  edit: (changes: Partial<Values>) => void;
  submit: (changes: Partial<Values>) => SearchDraftNavigationState;
  navigate: ReturnType<typeof useNavigate>;
};
const controls = {} as Controls;

/** Shows the draft; the URL's `text` is the search, `place` is normalised to upper case as a search would. */
function Probe({ expose }: { expose: (given: Controls) => void }) {
  const [params] = useSearchParams();
  const draft = useSearchDraft<Values>(() => ({ text: params.get('text') ?? '', place: (params.get('place') ?? '').toUpperCase() }));
  const navigate = useNavigate();
  useEffect(() => {
    expose({ edit: draft.edit, submit: draft.submitted, navigate });
  });
  return <output>{`${draft.values.text}|${draft.values.place}`}</output>;
}

const shown = () => screen.getByRole('status').textContent;

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Probe expose={(given) => Object.assign(controls, given)} />
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

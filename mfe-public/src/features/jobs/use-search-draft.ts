import { useEffect, useState } from 'react';
import { type Location, type NavigationType, useLocation, useNavigationType } from 'react-router-dom';

/** Navigation state the job search form puts on the history entry its own search creates. */
export type SearchDraftNavigationState = { searchDraft: number };

const isDraftState = (state: unknown): state is SearchDraftNavigationState =>
  typeof state === 'object' && state !== null && typeof (state as Partial<SearchDraftNavigationState>).searchDraft === 'number';

/**
 * Navigation state of an entry that continues the draft rather than showing a search of its own:
 * the filter sheet's, so words typed but not yet searched are still there when it applies.
 */
export type KeepDraftNavigationState = { keepDraft: true };

const isKeepDraftState = (state: unknown): state is KeepDraftNavigationState =>
  typeof state === 'object' && state !== null && (state as Partial<KeepDraftNavigationState>).keepDraft === true;

type Draft<Values> = {
  /**
   * The location the values belong to: the router's object, new for every navigation, Back and
   * Forward included. Not its key: a visitor who goes Back while the search they just submitted
   * is still rendering returns to the entry the draft was made on, with the same key, and must see
   * that entry's search, not the submitted one (job-search.spec.ts caught it on a slow run).
   */
  entry: Location;
  values: Values;
  /** The number of the submission awaiting its history entry, if any. */
  submitted: number | null;
  /** What was changed since that submission (typed while the results loaded). */
  editedSince: Partial<Values>;
};

let lastSubmission = 0;

/** The history entry a render shows, and how to read its search. */
type Arrival<Values> = { location: Location; navigationType: NavigationType; valuesOfUrl: () => Values };

/**
 * The draft as it stands on the entry `arrival` shows: unchanged on the entry it was made on, else
 * what that entry must show (its own search; this form's submission as the URL spells it plus the
 * edits since; or, while a later submission is on its way, the draft as it is).
 */
function settle<Values>(draft: Draft<Values>, { location, navigationType, valuesOfUrl }: Arrival<Values>): Draft<Values> {
  if (draft.entry === location) return draft;
  if (isKeepDraftState(location.state) && navigationType === 'PUSH') return { ...draft, entry: location };
  const arriving = isDraftState(location.state) ? location.state.searchDraft : null;
  const own = draft.submitted !== null && arriving === draft.submitted;
  // This form's earlier submission arriving while a later one is on its way (two filters ticked
  // in a row): the draft already holds the later one, which must not flicker back meanwhile.
  const superseded = draft.submitted !== null && arriving !== null && arriving < draft.submitted && navigationType === 'PUSH';
  if (superseded) return { ...draft, entry: location };
  return { entry: location, values: own ? { ...valuesOfUrl(), ...draft.editedSince } : valuesOfUrl(), submitted: null, editedSince: {} };
}

/**
 * The values a search form shows: those of the URL's search, plus the person's edits since.
 *
 * The form stays mounted across searches (a remount would drop the focus and whatever was typed
 * while the results loaded). A new history entry (Back, Forward, a link, a page of results) shows
 * its own search; the entry created by this form's own submission shows its search as the URL
 * spells it (a country typed into the location box becomes the country filter) plus whatever was
 * typed after submitting. The entry is told apart by a number the form puts
 * into the navigation state (`navigationState`), fresh for every submission, so going Back and
 * Forward to an older submission resets as any other entry does.
 *
 * The draft is settled on the entry a render shows (`settle`), not stored while rendering: the
 * router renders a new entry in a transition, in slices, and a click on the page still shown may
 * come between two of them. React computed that click's update from the state the unfinished
 * render had stored (the new entry's), so the page still shown drew the new entry's search and a
 * box just ticked unticked itself (nordic-filters.spec.ts on a loaded CI machine). Each update
 * settles the draft on the entry its own render showed; an entry is recorded once it is on screen.
 */
export function useSearchDraft<Values>(valuesOfUrl: () => Values) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [draft, setDraft] = useState<Draft<Values>>(() => ({ entry: location, values: valuesOfUrl(), submitted: null, editedSince: {} }));
  const arrival: Arrival<Values> = { location, navigationType, valuesOfUrl };
  const current = settle(draft, arrival);

  useEffect(() => {
    // Only a committed entry is recorded (so Back and Forward later start from it).
    if (current !== draft) setDraft((previous) => settle(previous, arrival));
  });

  /** Changes some values (typing, a choice) without searching. */
  const edit = (changes: Partial<Values>) =>
    setDraft((previous) => {
      const settled = settle(previous, arrival);
      return { ...settled, values: { ...settled.values, ...changes }, editedSince: { ...settled.editedSince, ...changes } };
    });

  /** Records a submission; returns the navigation state its history entry must carry. */
  const submitted = (changes: Partial<Values>): SearchDraftNavigationState => {
    lastSubmission += 1;
    const searchDraft = lastSubmission;
    setDraft((previous) => {
      const settled = settle(previous, arrival);
      return { ...settled, values: { ...settled.values, ...changes }, submitted: searchDraft, editedSince: {} };
    });
    return { searchDraft };
  };

  return { values: current.values, edit, submitted };
}

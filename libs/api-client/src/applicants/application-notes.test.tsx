// Adding a note through the real apiClient against a real local HTTP server.
import { type ApplicationNote } from '@nordhub/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { type ReactNode } from 'react';
import { setUpTestApi } from '../testing';
import { useAddApplicationNote, useApplicationNotes } from './application-notes';

const api = setUpTestApi();

const applicationId = '3f6c1d2e-8b7a-4c5d-9e0f-1a2b3c4d5e6f';
const notesRoute = `/api/applications/${applicationId}/notes`;
const note = (n: number, text: string): ApplicationNote => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  applicationId,
  author: { id: '7d0c2f4e-1b3a-4c5d-8e9f-0a1b2c3d4e5f', name: 'Mikkel Jensen' },
  text,
  createdAt: `2026-11-28T10:0${n}:00.000Z`,
});

/** A server that stores notes; its first read of the list answers `firstReadDelayMs` late. */
function serveNotes(firstReadDelayMs: number) {
  const stored = [note(1, 'Called them on Monday.')];
  let reads = 0;
  api.serve({
    [`GET ${notesRoute}`]: () => {
      reads += 1;
      return { status: 200, body: [...stored], delayMs: reads === 1 ? firstReadDelayMs : 0 };
    },
    [`POST ${notesRoute}`]: (body) => {
      const added = note(stored.length + 1, (body as { text: string }).text);
      stored.push(added);
      return { status: 201, body: added };
    },
  });
}

function renderNotes() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => ({ notes: useApplicationNotes(applicationId), add: useAddApplicationNote(applicationId) }), { wrapper });
  const texts = () => result.current.notes.data?.map((shown) => shown.text);
  return { result, texts };
}

const reads = () => api.calls().filter((call) => call.method === 'GET').length;

describe('useAddApplicationNote', () => {
  it('adds the note to a loaded list at once, without reading the list again', async () => {
    serveNotes(0);
    const { result, texts } = renderNotes();
    await waitFor(() => expect(texts()).toEqual(['Called them on Monday.']));
    act(() => result.current.add.mutate({ text: 'Great at moving things around.' }));
    await waitFor(() => expect(result.current.add.isSuccess).toBe(true));
    expect(texts()).toEqual(['Called them on Monday.', 'Great at moving things around.']);
    expect(reads()).toBe(1);
  });

  it('keeps a note saved while the list was still loading (the late answer predates the note)', async () => {
    serveNotes(400);
    const { result, texts } = renderNotes();
    await waitFor(() => expect(reads()).toBe(1));
    act(() => result.current.add.mutate({ text: 'Great at moving things around.' }));
    await waitFor(() => expect(result.current.add.isSuccess).toBe(true));
    await waitFor(() => expect(texts()).toEqual(['Called them on Monday.', 'Great at moving things around.']));
    // Past the first read's late answer, the list still has the note.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(texts()).toEqual(['Called them on Monday.', 'Great at moving things around.']);
  });
});

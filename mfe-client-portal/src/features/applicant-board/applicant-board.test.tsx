import { makeUser, setUpTestApi, type TestRoute } from '@nordhub/api-client/testing';
import { type Application, type ApplicantsResponse, type KanbanColumn, rejectionTemplates } from '@nordhub/contracts';
import { siteConfigurationFixture } from '@nordhub/contracts/testing/site-configuration-fixture';
import { createTestQueryClient, renderWithProviders } from '@nordhub/session/testing';
import { siteConfigurationQueryOptions } from '@nordhub/api-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApplicantsBoard } from './applicant-board';
import { kanbanTexts } from './kanban-board';

const server = setUpTestApi();

const column = (id: string, stage: KanbanColumn['stage'], name: string, position: number): KanbanColumn => ({
  id,
  stage,
  name,
  color: '#1d5f8f',
  locked: stage === 'rejected',
  position,
});
const columns = [
  column('col-applied', 'applied', 'Applied', 0),
  column('col-interview', 'custom', 'Interview', 1),
  column('col-hired', 'hired', 'Hired', 2),
  column('col-toreject', 'toreject', 'To be rejected', 3),
  column('col-rejected', 'rejected', 'Rejected', 4),
];
const application = (id: string, name: string, columnId: string, stage: Application['stage']): Application => ({
  id,
  job: { id: 'job-1', title: 'Backend Engineer' },
  applicant: { id: `applicant-${id}`, name, email: `${id}@example.com`, phone: null, imageUrl: null, linkedinUrl: null },
  stage,
  columnId,
  message: 'I love backends.',
  answers: [],
  cvFile: null,
  cvUrl: null,
  noteCount: 0,
  atsSync: null,
  createdAt: '2026-05-05T10:00:00.000Z',
  updatedAt: '2026-05-05T10:00:00.000Z',
  stageChangedAt: '2026-05-05T10:00:00.000Z',
  lastNoteAt: null,
});

/** A small server-side board: GET answers its state, a move changes it (or is refused). */
function serveBoard(
  options: { refuse?: TestRoute; extra?: Record<string, TestRoute | ((body: unknown) => TestRoute)>; answers?: Application['answers']; more?: Application[] } = {},
) {
  const state: ApplicantsResponse = {
    columns,
    applications: [
      { ...application('app-1', 'Astrid Holm', 'col-applied', 'applied'), answers: options.answers ?? [] },
      application('app-2', 'Björn Berg', 'col-rejected', 'rejected'),
      ...(options.more ?? []),
    ],
  };
  const moveRoute = (id: string) => (body: unknown): TestRoute => {
    if (options.refuse) return options.refuse;
    const { stage, columnId } = body as { stage: Application['stage']; columnId: string };
    state.applications = state.applications.map((item) => (item.id === id ? { ...item, stage, columnId } : item));
    return { status: 200, body: state.applications.find((item) => item.id === id), delayMs: 20 };
  };
  return server.serve({
    'GET /api/companies/fjord-labs/applicants': () => ({ status: 200, body: state }),
    'GET /api/companies/fjord-labs/jobs': { status: 200, body: [] },
    'POST /api/applications/app-1/move': moveRoute('app-1'),
    'POST /api/applications/app-2/move': moveRoute('app-2'),
    ...options.extra,
  });
}

/** The board alone (the page's other parts have nothing to do with moves); the site configuration is known. */
const renderBoard = () => {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(siteConfigurationQueryOptions().queryKey, siteConfigurationFixture);
  return renderWithProviders(<ApplicantsBoard company="fjord-labs" />, { route: '/client/startups/fjord-labs/applicants', user: makeUser(), queryClient });
};

const columnRegion = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });
const card = (name: string) => screen.getByRole('article', { name });
const status = () => screen.getByRole('status');
const moves = (calls: ReturnType<typeof serveBoard>) => calls.filter((call) => call.method === 'POST').map((call) => [call.url, call.body]);

describe('the applicant kanban', () => {
  it('moves a card with the keyboard, announcing every step, and calls the API', async () => {
    const calls = serveBoard();
    const { user } = renderBoard();
    await screen.findByRole('article', { name: 'Astrid Holm' });
    expect(within(columnRegion('Applied')).getByRole('article', { name: 'Astrid Holm' })).toBeInTheDocument();

    card('Astrid Holm').focus();
    await user.keyboard(' ');
    expect(status()).toHaveTextContent(kanbanTexts.pickedUp('Astrid Holm', 'Applied'));
    await user.keyboard('{ArrowRight}');
    expect(status()).toHaveTextContent('Astrid Holm over Interview, column 2 of 5.');
    expect(within(columnRegion('Interview')).getByText('Drop Astrid Holm here')).toBeInTheDocument();
    await user.keyboard(' ');

    await waitFor(() => expect(status()).toHaveTextContent('Astrid Holm moved to Interview.'));
    await waitFor(() => expect(moves(calls)).toEqual([['/api/applications/app-1/move', { stage: 'custom', columnId: 'col-interview' }]]));
    expect(within(columnRegion('Interview')).getByRole('article', { name: 'Astrid Holm' })).toBeInTheDocument();
    // Focus follows the card, so the next move can start at once.
    expect(card('Astrid Holm')).toHaveFocus();
  });

  it('cancels a keyboard move with Escape, leaving the card where it was and the server untouched', async () => {
    const calls = serveBoard();
    const { user } = renderBoard();
    (await screen.findByRole('article', { name: 'Astrid Holm' })).focus();
    await user.keyboard(' {ArrowRight}{ArrowRight}{Escape}');
    expect(status()).toHaveTextContent('Move cancelled. Astrid Holm stays in Applied.');
    expect(within(columnRegion('Applied')).getByRole('article', { name: 'Astrid Holm' })).toBeInTheDocument();
    expect(moves(calls)).toEqual([]);
  });

  it('moves a card with the mouse (drag and drop)', async () => {
    const calls = serveBoard();
    renderBoard();
    const astrid = await screen.findByRole('article', { name: 'Astrid Holm' });
    expect(astrid).toHaveAttribute('draggable', 'true');
    const dataTransfer = { setData: jest.fn(), effectAllowed: '', dropEffect: '' };
    fireEvent.dragStart(astrid, { dataTransfer });
    fireEvent.dragOver(columnRegion('Hired'), { dataTransfer });
    fireEvent.drop(columnRegion('Hired'), { dataTransfer });
    await waitFor(() => expect(moves(calls)).toEqual([['/api/applications/app-1/move', { stage: 'hired', columnId: 'col-hired' }]]));
    expect(within(columnRegion('Hired')).getByRole('article', { name: 'Astrid Holm' })).toBeInTheDocument();
    await waitFor(() => expect(status()).toHaveTextContent('Astrid Holm moved to Hired.'));
  });

  it('keeps rejected cards locked: no drag, and Space only says why', async () => {
    const calls = serveBoard();
    const { user } = renderBoard();
    const bjorn = await screen.findByRole('article', { name: 'Björn Berg' });
    expect(bjorn).toHaveAttribute('draggable', 'false');
    expect(within(columnRegion('Rejected')).getByText('Locked')).toBeInTheDocument();
    bjorn.focus();
    await user.keyboard(' {ArrowLeft} ');
    expect(status()).toHaveTextContent(kanbanTexts.locked('Björn Berg'));
    expect(moves(calls)).toEqual([]);
  });

  it('asks before rejecting, since the applicant is e-mailed and the card locked', async () => {
    const calls = serveBoard();
    const { user } = renderBoard();
    (await screen.findByRole('article', { name: 'Astrid Holm' })).focus();
    await user.keyboard(' {ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight} ');
    const dialog = await screen.findByRole('dialog', { name: 'Reject Astrid Holm?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(moves(calls)).toEqual([]);
    await waitFor(() => expect(status()).toHaveTextContent('Move cancelled. Astrid Holm stays in Applied.'));

    card('Astrid Holm').focus();
    await user.keyboard(' {ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight} ');
    await user.click(within(await screen.findByRole('dialog', { name: 'Reject Astrid Holm?' })).getByRole('button', { name: 'Reject and send e-mail' }));
    await waitFor(() => expect(status()).toHaveTextContent('Astrid Holm moved to Rejected.'));
    // The standard template, its placeholders filled by the server for the applicant.
    await waitFor(() => expect(moves(calls)).toEqual([['/api/applications/app-1/move', { stage: 'rejected', columnId: 'col-rejected', message: rejectionTemplates[0]!.text }]]));
  });

  it('puts the card back and says why when the server refuses the move', async () => {
    const refusal = { statusCode: 409, code: 'E_CONFLICT', message: 'Rejected applicants are locked: they cannot be moved to another column' };
    serveBoard({ refuse: { status: 409, body: refusal, delayMs: 20 } });
    const { user } = renderBoard();
    (await screen.findByRole('article', { name: 'Astrid Holm' })).focus();
    await user.keyboard(' {ArrowRight} ');
    await waitFor(() => expect(status()).toHaveTextContent(`Astrid Holm could not be moved. ${refusal.message}`));
    await waitFor(() => expect(within(columnRegion('Applied')).getByRole('article', { name: 'Astrid Holm' })).toBeInTheDocument());
  });

  it('opens the applicant with Enter: contact, CV download, their answer and the notes', async () => {
    const note = { id: 'note-1', applicationId: 'app-1', author: { id: 'u-1', name: 'Maja Holm' }, text: 'Strong Go skills.', createdAt: '2026-05-06T10:00:00.000Z' };
    const calls = serveBoard({
      extra: {
        'GET /api/applications/app-1/notes': { status: 200, body: [] },
        'POST /api/applications/app-1/notes': { status: 201, body: note },
      },
    });
    const { user } = renderBoard();
    (await screen.findByRole('article', { name: 'Astrid Holm' })).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Astrid Holm' });
    expect(within(dialog).getByRole('link', { name: 'app-1@example.com' })).toHaveAttribute('href', 'mailto:app-1@example.com');
    expect(within(dialog).getByText('I love backends.')).toBeInTheDocument();
    expect(within(dialog).getByText('No CV was sent with this application.')).toBeInTheDocument();
    expect(await within(dialog).findByText('No notes yet. Notes are seen by your team only.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save note' }));
    expect(within(dialog).getByText('Please write the note')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Add a note'), 'Strong Go skills.');
    await user.click(within(dialog).getByRole('button', { name: 'Save note' }));
    expect(await within(dialog).findByRole('listitem')).toHaveTextContent('Strong Go skills.');
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('Maja Holm');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ text: 'Strong Go skills.' }]);
  });

  it("shows the job's screening questions with the applicant's answers", async () => {
    serveBoard({
      answers: [
        { question: 'What salary do you expect?', answer: '52 000 SEK a month' },
        { question: 'When could you start?', answer: 'In March' },
      ],
      extra: { 'GET /api/applications/app-1/notes': { status: 200, body: [] } },
    });
    const { user } = renderBoard();
    (await screen.findByRole('article', { name: 'Astrid Holm' })).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Astrid Holm' });
    const answers = within(dialog).getByRole('region', { name: 'Answers' });
    expect(within(answers).getByRole('heading', { name: 'Screening questions' })).toBeInTheDocument();
    expect(within(answers).getAllByRole('term').map((term) => term.textContent)).toEqual(['What salary do you expect?', 'When could you start?']);
    expect(within(answers).getAllByRole('definition').map((answer) => answer.textContent)).toEqual(['52 000 SEK a month', 'In March']);
    expect(await within(dialog).findByText('No notes yet. Notes are seen by your team only.')).toBeInTheDocument();
  });

  describe('triage in the drawer', () => {
    const three = [application('app-3', 'Cecilia Dahl', 'col-applied', 'applied'), application('app-4', 'Dag Eng', 'col-interview', 'custom')];
    const notes = { 'GET /api/applications/app-1/notes': { status: 200, body: [] }, 'GET /api/applications/app-3/notes': { status: 200, body: [] }, 'GET /api/applications/app-4/notes': { status: 200, body: [] } };

    it('opens from the name on the card and goes through the board with J and K, not while typing', async () => {
      serveBoard({ more: three, extra: notes });
      const { user } = renderBoard();
      await user.click(await screen.findByRole('button', { name: 'Astrid Holm' }));
      // Board order: Applied (Astrid, Cecilia), Interview (Dag), …, Rejected (Björn).
      expect(screen.getByRole('dialog', { name: 'Astrid Holm' })).toHaveAccessibleDescription('Applied for Backend Engineer · 1 of 4');
      await user.keyboard('j');
      expect(screen.getByRole('dialog', { name: 'Cecilia Dahl' })).toBeInTheDocument();
      await user.keyboard('j');
      expect(screen.getByRole('dialog', { name: 'Dag Eng' })).toBeInTheDocument();
      await user.keyboard('k');
      expect(screen.getByRole('dialog', { name: 'Cecilia Dahl' })).toBeInTheDocument();

      // Typing a note: j is a letter, not the next applicant.
      await user.type(await within(screen.getByRole('dialog', { name: 'Cecilia Dahl' })).findByLabelText('Add a note'), 'just right');
      expect(screen.getByRole('dialog', { name: 'Cecilia Dahl' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Next applicant' }));
      expect(screen.getByRole('dialog', { name: 'Dag Eng' })).toBeInTheDocument();
      // The board stays on the page beside the drawer.
      expect(screen.getByRole('article', { name: 'Astrid Holm' })).toBeInTheDocument();
    });

    it('advances to the next column and rejects with a message of its own, keeping the drawer open', async () => {
      const calls = serveBoard({ more: three, extra: notes });
      const { user } = renderBoard();
      await user.click(await screen.findByRole('button', { name: 'Astrid Holm' }));
      const drawer = screen.getByRole('dialog', { name: 'Astrid Holm' });
      await user.click(within(drawer).getByRole('button', { name: 'Advance to Interview' }));
      await waitFor(() => expect(moves(calls)).toEqual([['/api/applications/app-1/move', { stage: 'custom', columnId: 'col-interview' }]]));
      await waitFor(() => expect(within(drawer).getByLabelText('Stage')).toHaveValue('col-interview'));
      // Still first of the list it was opened on, though the card now sits in a later column.
      expect(drawer).toHaveAccessibleDescription('Applied for Backend Engineer · 1 of 4');

      await user.click(within(drawer).getByRole('button', { name: 'Reject' }));
      const reject = await screen.findByRole('dialog', { name: 'Reject Astrid Holm?' });
      // The manager learns that a template goes out in each applicant's language, their own words as written.
      expect(within(reject).getByLabelText('Message to the applicant')).toHaveAccessibleDescription(/Sent unchanged, a template reaches applicants from a careers site or feed in that site's language/);
      await user.selectOptions(within(reject).getByLabelText('Message template'), 'Write my own');
      await user.click(within(reject).getByRole('button', { name: 'Reject and send e-mail' }));
      expect(within(reject).getByText('Please write the message to the applicant')).toBeInTheDocument();
      await user.type(within(reject).getByLabelText('Message to the applicant'), 'We went with someone nearer Aarhus.');
      // J while writing the message neither moves the drawer nor leaves the dialog.
      expect(screen.getByRole('dialog', { name: 'Astrid Holm' })).toBeInTheDocument();
      await user.click(within(reject).getByRole('button', { name: 'Reject and send e-mail' }));
      await waitFor(() =>
        expect(moves(calls)[1]).toEqual(['/api/applications/app-1/move', { stage: 'rejected', columnId: 'col-rejected', message: 'We went with someone nearer Aarhus.' }]),
      );
      expect(await within(screen.getByRole('dialog', { name: 'Astrid Holm' })).findByText('Rejected applicants are locked.')).toBeInTheDocument();
    });

    it('moves the selected cards, or a whole column, in one request', async () => {
      const calls = serveBoard({
        more: three,
        extra: { 'POST /api/companies/fjord-labs/applications/move': { status: 200, body: { applications: [] } } },
      });
      const { user } = renderBoard();
      await screen.findByRole('article', { name: 'Astrid Holm' });
      // Rejected cards are locked: nothing to select.
      expect(within(card('Björn Berg')).queryByRole('checkbox')).not.toBeInTheDocument();
      await user.click(screen.getByRole('checkbox', { name: 'Select all in column Applied' }));
      await user.click(screen.getByRole('checkbox', { name: 'Select Dag Eng' }));
      const bar = screen.getByRole('group', { name: 'Selected applicants' });
      expect(within(bar).getByText('3 applicants selected')).toBeInTheDocument();
      await user.selectOptions(within(bar).getByLabelText('Move selected to'), 'Hired');
      await user.click(within(bar).getByRole('button', { name: 'Move' }));
      await waitFor(() =>
        expect(calls.filter((call) => call.url.endsWith('/applications/move')).map((call) => call.body)).toEqual([
          { ids: ['app-1', 'app-3', 'app-4'], stage: 'hired', columnId: 'col-hired' },
        ]),
      );
      await waitFor(() => expect(screen.queryByRole('group', { name: 'Selected applicants' })).not.toBeInTheDocument());
    });

    it('rejects the selected cards with one message', async () => {
      const calls = serveBoard({ more: three, extra: { 'POST /api/companies/fjord-labs/applications/move': { status: 200, body: { applications: [] } } } });
      const { user } = renderBoard();
      await user.click(await screen.findByRole('checkbox', { name: 'Select Astrid Holm' }));
      await user.click(screen.getByRole('checkbox', { name: 'Select Cecilia Dahl' }));
      await user.click(within(screen.getByRole('group', { name: 'Selected applicants' })).getByRole('button', { name: 'Reject selected' }));
      const reject = await screen.findByRole('dialog', { name: 'Reject 2 applicants?' });
      await user.selectOptions(within(reject).getByLabelText('Message template'), 'Position filled');
      await user.click(within(reject).getByRole('button', { name: 'Reject and send e-mail' }));
      await waitFor(() =>
        expect(calls.filter((call) => call.url.endsWith('/applications/move')).map((call) => call.body)).toEqual([
          { ids: ['app-1', 'app-3'], stage: 'rejected', columnId: 'col-rejected', message: rejectionTemplates[1]!.text },
        ]),
      );
    });
  });
});

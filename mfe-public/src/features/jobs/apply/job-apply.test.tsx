import { makeJobDetail, makeJobListItem, makeUser, setUpTestApi } from '@nordhub/api-client/testing';
import { findPayHistoryQuestion } from '@nordhub/domain';
import { authModalAtom, pendingTargetAtom } from '@nordhub/session';
import { renderWithProviders } from '@nordhub/session/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { JobApply } from './job-apply';

jest.setTimeout(20_000);

const api = setUpTestApi();
const ok = (body: unknown, delayMs?: number) => ({ status: 200, body, ...(delayMs ? { delayMs } : {}) });
const job = makeJobDetail({ id: 'abc', title: 'Backend developer' });
const applicant = makeUser({ applicant: { enabled: true, platform: { main: true } } });
const storedCv = { path: 'files/cv.pdf', url: '/api/files/files/cv.pdf', name: 'astrid-cv.pdf', size: 9, contentType: 'application/pdf' };
const pdf = () => new File(['%PDF-1.4 CV'], 'astrid-cv.pdf', { type: 'application/pdf' });
const emptySettings = { phone: null, pitch: null, links: [], cvFile: null, workPermit: null, countryCodes: [], openToRemote: false, willingToRelocate: false, ready: false };
const created = { status: 201, body: { id: '00000000-0000-4000-8000-000000000001', jobId: 'abc', stage: 'applied', createdAt: '2026-03-05T10:00:00.000Z' } };

function Where() {
  const location = useLocation();
  return <output aria-label="Location">{location.pathname + location.search}</output>;
}

/** Renders inside an awaited act: the dialog is a lazy chunk that may suspend as the page opens with ?apply=1. */
async function renderAwaited(ui: ReactElement, options: Parameters<typeof renderWithProviders>[1]) {
  let rendered: ReturnType<typeof renderWithProviders> | undefined;
  await act(async () => {
    rendered = renderWithProviders(ui, options);
  });
  if (!rendered) throw new Error('not rendered');
  return rendered;
}

const renderApply = (route: string, user: ReturnType<typeof makeUser> | null) =>
  renderAwaited(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <JobApply job={job} />
            <Where />
          </>
        }
      />
    </Routes>,
    { route, user },
  );

describe('Apply on a job page', () => {
  it('asks a guest to sign up and keeps the job (with the dialog to open) as where to come back to', async () => {
    const { user, store } = await renderApply('/jobs/abc', null);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(store.get(authModalAtom)).toEqual({ step: 'signup-landing', defaults: undefined });
    expect(store.get(pendingTargetAtom)).toBe('/jobs/abc?apply=1');
  });

  it('opens the form on coming back with ?apply=1, checks it with spec-style messages, uploads the CV and applies', async () => {
    const calls = api.serve({
      'GET /api/applicant/applications': ok([]),
      'GET /api/applicant/settings': ok(emptySettings),
      'POST /api/upload/file': { status: 201, body: storedCv, delayMs: 200 },
      'POST /api/jobs/abc/apply': created,
    });
    const { user } = await renderApply('/jobs/abc?apply=1', applicant);
    const dialog = await screen.findByRole('dialog', { name: 'Apply for Backend developer' });
    await waitFor(() => expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(/^\/jobs\/abc$/));
    const form = await within(dialog).findByRole('form', { name: 'Apply for Backend developer' });

    await user.type(within(form).getByLabelText('Phone'), 'call me');
    await user.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(await within(form).findByText('Please upload your CV')).toBeInTheDocument();
    expect(within(form).getByLabelText('Phone')).toHaveAccessibleDescription(expect.stringContaining('Please enter a valid phone number'));

    await user.upload(within(form).getByLabelText('CV'), pdf());
    expect(await within(form).findByRole('progressbar')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Cancel upload' })).toBeInTheDocument();
    expect(await within(form).findByText('CV: astrid-cv.pdf')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText('Phone'));
    await user.type(within(form).getByLabelText('Phone'), '+45 12 34 56 78');
    await user.type(within(form).getByLabelText('Why Nordlys?'), 'I love grids.');
    await user.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(await within(dialog).findByText('Your application was sent to Nordlys. We e-mailed you a receipt.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'My jobs' })).toHaveAttribute('href', '/client/my-jobs');
    expect(calls.find((call) => call.url === '/api/jobs/abc/apply')?.body).toEqual({
      message: 'I love grids.',
      phone: '+45 12 34 56 78',
      cvFile: { path: 'files/cv.pdf', name: 'astrid-cv.pdf', size: 9, contentType: 'application/pdf' },
    });
  });

  it("asks the job's screening questions, each required, and sends the answers in their order", async () => {
    const asking = makeJobDetail({ id: 'abc', title: 'Backend developer', screeningQuestions: ['Which databases have you run in production?', 'When could you start?'] });
    const calls = api.serve({
      'GET /api/applicant/applications': ok([]),
      // Ready for quick apply, yet the questions need answers: the form opens.
      'GET /api/applicant/settings': ok({ ...emptySettings, cvFile: storedCv, ready: true }),
      'POST /api/upload/file': { status: 201, body: storedCv },
      'POST /api/jobs/abc/apply': created,
    });
    const { user } = await renderAwaited(<JobApply job={asking} />, { route: '/jobs/abc?apply=1', user: applicant });
    const form = await screen.findByRole('form', { name: 'Apply for Backend developer' });
    expect(within(form).queryByRole('button', { name: 'Quick apply' })).not.toBeInTheDocument();
    const first = within(form).getByRole('textbox', { name: 'Which databases have you run in production?' });
    const second = within(form).getByRole('textbox', { name: 'When could you start?' });
    expect(first).toBeRequired();
    expect(second).toBeRequired();

    // The CV on file is already in the form.
    expect(within(form).getByText('CV: astrid-cv.pdf')).toBeInTheDocument();
    await user.type(second, 'In March');
    await user.click(within(form).getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(first).toHaveAccessibleDescription('Please answer this question'));
    expect(second).not.toHaveAccessibleDescription(expect.stringContaining('Please answer'));
    expect(calls.some((call) => call.url === '/api/jobs/abc/apply')).toBe(false);

    await user.type(first, 'PostgreSQL');
    await user.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Your application was sent to Nordlys. We e-mailed you a receipt.')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/jobs/abc/apply')?.body).toMatchObject({ answers: ['PostgreSQL', 'In March'] });
  });

  it('says who applies and fills the form in from the quick apply settings (phone, CV on file)', async () => {
    const astrid = makeUser({ fullName: 'Astrid Berg', email: 'astrid@example.com', applicant: { enabled: true, platform: { main: true } } });
    const calls = api.serve({
      'GET /api/applicant/applications': ok([]),
      // A CV and a phone, not yet marked ready: the form, filled in.
      'GET /api/applicant/settings': ok({ ...emptySettings, cvFile: storedCv, phone: '+45 12 34 56 78' }),
      'POST /api/jobs/abc/apply': created,
    });
    const { user } = await renderAwaited(<JobApply job={job} />, { route: '/jobs/abc?apply=1', user: astrid });
    const dialog = await screen.findByRole('dialog', { name: 'Apply for Backend developer' });
    expect(await within(dialog).findByText(/^Applying as Astrid Berg \(astrid@example\.com\) with your applicant profile\./)).toBeInTheDocument();
    const form = await within(dialog).findByRole('form', { name: 'Apply for Backend developer' });
    expect(within(form).getByLabelText('Phone')).toHaveValue('+45 12 34 56 78');
    expect(within(form).getByText('CV: astrid-cv.pdf')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(await within(dialog).findByText('Your application was sent to Nordlys. We e-mailed you a receipt.')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/jobs/abc/apply')?.body).toMatchObject({
      phone: '+45 12 34 56 78',
      cvFile: { path: 'files/cv.pdf', name: 'astrid-cv.pdf' },
    });
  });

  it('offers quick apply in the dialog, saying who applies', async () => {
    api.serve({
      'GET /api/applicant/applications': ok([]),
      'GET /api/applicant/settings': ok({ ...emptySettings, cvFile: storedCv, ready: true }),
    });
    await renderAwaited(<JobApply job={job} />, { route: '/jobs/abc?apply=1', user: applicant });
    const dialog = await screen.findByRole('dialog', { name: 'Apply for Backend developer' });
    expect(await within(dialog).findByRole('button', { name: 'Quick apply' })).toBeInTheDocument();
    expect(within(dialog).getByText(/^Applying as .+ with your applicant profile\./)).toBeInTheDocument();
  });

  it('asks nothing about the applicant\'s pay history, in any of its own fields', async () => {
    api.serve({ 'GET /api/applicant/applications': ok([]), 'GET /api/applicant/settings': ok(emptySettings) });
    await renderAwaited(<JobApply job={job} />, { route: '/jobs/abc?apply=1', user: applicant });
    const form = await screen.findByRole('form', { name: 'Apply for Backend developer' });
    const fields = within(form).getAllByRole('textbox');
    expect(fields.length).toBeGreaterThan(0);
    const labels = [...form.querySelectorAll('label'), ...form.querySelectorAll('legend')].map((element) => element.textContent ?? '');
    expect(labels.filter((label) => findPayHistoryQuestion(label) !== null)).toEqual([]);
  });

  it('refuses a CV that is not a PDF before uploading it', async () => {
    const calls = api.serve({ 'GET /api/applicant/applications': ok([]), 'GET /api/applicant/settings': ok(emptySettings) });
    const { user } = await renderApply('/jobs/abc', applicant);
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    const form = await screen.findByRole('form', { name: 'Apply for Backend developer' });
    // Past the picker's accept filter, as a drag-and-drop or another browser could.
    fireEvent.change(within(form).getByLabelText('CV'), { target: { files: [new File(['hello'], 'cv.txt', { type: 'text/plain' })] } });
    await waitFor(() =>
      expect(within(form).getByRole('button', { name: 'Browse' })).toHaveAccessibleDescription(expect.stringContaining('Please upload your CV as a PDF')),
    );
    expect(calls.some((call) => call.url === '/api/upload/file')).toBe(false);
  });

  it('sends the stored settings in one step with quick apply, and says so when already applied', async () => {
    const calls = api.serve({
      'GET /api/applicant/applications': ok([]),
      'GET /api/applicant/settings': ok({ ...emptySettings, cvFile: storedCv, phone: '+45 1234', ready: true }),
      'POST /api/jobs/abc/apply': {
        status: 409,
        body: { statusCode: 409, code: 'E_CONFLICT', message: 'You have already applied to this job' },
      },
    });
    const { user } = await renderApply('/jobs/abc', applicant);
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('CV: astrid-cv.pdf')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Quick apply' }));
    expect(await within(dialog).findByText('You have already applied to this job')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/jobs/abc/apply')?.body).toEqual({ quickApply: true });
  });

  it('keeps the language of the careers site or feed the applicant came from through signing up', async () => {
    const { user, store } = await renderApply('/jobs/abc?apply=1&lang=fi', null);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(store.get(pendingTargetAtom)).toBe('/jobs/abc?apply=1&lang=fi');
  });

  it('shows the status of an existing application instead of the button', async () => {
    api.serve({
      'GET /api/applicant/applications': ok([
        { id: 'app-1', job: makeJobListItem({ id: 'abc' }), status: 'review', createdAt: '2026-03-05T10:00:00.000Z', updatedAt: '2026-03-05T10:00:00.000Z' },
      ]),
    });
    await renderApply('/jobs/abc', applicant);
    const status = (await screen.findByText('You have already applied to this job. Status: Under review.')).closest('[role="status"]');
    if (!(status instanceof HTMLElement)) throw new Error('The status is not announced');
    // What the phone's action bar shows beside Save.
    expect(within(status).getByText('Applied · Under review')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
  });

  it('sends a signed-in user without an applicant profile to create one, coming back to the job', async () => {
    const { user, store } = await renderApply('/jobs/abc', makeUser());
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await user.click(await screen.findByRole('button', { name: 'Create applicant profile' }));
    expect(store.get(pendingTargetAtom)).toBe('/jobs/abc?apply=1');
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/client/applicant?create=1');
  });

  it('speaks the language of the careers site the applicant came from, errors included, and records it with the application', async () => {
    const calls = api.serve({
      'GET /api/applicant/applications': ok([]),
      'GET /api/applicant/settings': ok({ ...emptySettings, cvFile: storedCv }),
      'POST /api/jobs/abc/apply': created,
    });
    const { user } = await renderApply('/jobs/abc?apply=1&lang=nb', applicant);
    const dialog = await screen.findByRole('dialog', { name: 'Søk på Backend developer' });
    const form = await within(dialog).findByRole('form', { name: 'Søk på Backend developer' });
    await user.type(within(form).getByLabelText('Telefon'), 'ring meg');
    await user.click(within(form).getByRole('button', { name: 'Send søknad' }));
    await waitFor(() => expect(within(form).getByLabelText('Telefon')).toHaveAccessibleDescription('Skriv inn et gyldig telefonnummer'));
    await user.clear(within(form).getByLabelText('Telefon'));
    await user.click(within(form).getByRole('button', { name: 'Send søknad' }));
    expect(await within(dialog).findByText('Søknaden din er sendt til Nordlys. Vi har sendt deg en kvittering på e-post.')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/jobs/abc/apply')?.body).toMatchObject({ language: 'nb' });
  });
});

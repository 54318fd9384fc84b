import { makeJobDetail, makeUser, setUpTestApi } from '@nordhub/api-client/testing';
import { renderWithProviders } from '@nordhub/session/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { paths } from '../../paths';
import { queryClientWithSiteConfiguration, renderNewJob } from './job-form-test-setup';
import { StartupJobEditPage } from './startup-job-pages';

// The job form and the EU pay transparency rules (fixture: DK and SE required, NO recommended).

const server = setUpTestApi();
const saveLabel = 'Save and continue to payment';
const salaryTypes = (form: HTMLElement) => [...within(form).getByLabelText<HTMLSelectElement>('Salary').options].map((option) => option.textContent);

describe('the job form: pay transparency', () => {
  it('offers "Competitive" only where no rule requires the pay, and names the rule with a link to it', async () => {
    server.serve({});
    const { user } = renderNewJob();
    const form = screen.getByRole('form', { name: 'Job form' });
    expect(salaryTypes(form)).toEqual(['Competitive', 'Unpaid', 'Range']);
    await user.selectOptions(within(form).getByLabelText('Country'), 'FI');
    expect(salaryTypes(form)).toEqual(['Competitive', 'Unpaid', 'Range']);
    expect(within(form).queryByRole('link', { name: 'What the EU pay transparency rules ask' })).toBeNull();

    await user.selectOptions(within(form).getByLabelText('Country'), 'SE');
    expect(salaryTypes(form)).toEqual(['Choose how the pay is stated', 'Unpaid', 'Range']);
    expect(within(form).getByLabelText('Salary')).toHaveAccessibleDescription(/^Jobs in Sweden must state the pay/);
    expect(within(form).getByRole('link', { name: 'What the EU pay transparency rules ask' })).toHaveAttribute('href', '/pay-transparency');
  });

  it('refuses a job in Sweden without its pay, with the rule on the field, and saves it with a range and period', async () => {
    const calls = server.serve({ 'POST /api/companies/nordlys/jobs': { status: 201, body: makeJobDetail({ id: 'job-new', status: 'DRAFT' }) } });
    const { user } = renderNewJob();
    const form = screen.getByRole('form', { name: 'Job form' });
    await user.type(within(form).getByLabelText('Job title'), 'Backend developer');
    await user.selectOptions(within(form).getByLabelText('Country'), 'SE');
    await user.click(within(form).getByRole('button', { name: saveLabel }));
    const salary = within(form).getByLabelText('Salary');
    await waitFor(() => expect(salary).toHaveAttribute('aria-invalid', 'true'));
    expect(salary).toHaveAccessibleDescription(expect.stringContaining('Jobs in Sweden must state the pay in the ad (EU Pay Transparency Directive)'));
    expect(calls).toEqual([]);

    await user.selectOptions(salary, 'range');
    expect(within(form).getByLabelText('Lowest salary')).toHaveAccessibleDescription('For a starting pay, enter the same amount as lowest and highest.');
    await user.type(within(form).getByLabelText('Lowest salary'), '45000');
    await user.type(within(form).getByLabelText('Highest salary'), '45000');
    await user.selectOptions(within(form).getByLabelText('Paid'), '');
    await user.click(within(form).getByRole('button', { name: saveLabel }));
    expect(await within(form).findByText('Jobs in Sweden must state the pay with its period: please choose per month or per year.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Paid')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);

    await user.selectOptions(within(form).getByLabelText('Paid'), 'yearly');
    await user.click(within(form).getByRole('button', { name: saveLabel }));
    expect(await screen.findByText('Monetise page')).toBeInTheDocument();
    expect(calls[0]?.body).toMatchObject({ salary: { type: 'range', min: 45_000, max: 45_000, currency: 'SEK', period: 'yearly' } });
  });

  it('warns about a job in Norway without pay, lets the manager dismiss it and save', async () => {
    const calls = server.serve({ 'POST /api/companies/nordlys/jobs': { status: 201, body: makeJobDetail({ id: 'job-new', status: 'DRAFT' }) } });
    const { user } = renderNewJob();
    const form = screen.getByRole('form', { name: 'Job form' });
    await user.type(within(form).getByLabelText('Job title'), 'Backend developer');
    await user.selectOptions(within(form).getByLabelText('Country'), 'NO');
    expect(salaryTypes(form)).toContain('Competitive');
    const warning = within(form).getByText(/^Jobs in Norway are expected to state the pay/);
    expect(warning.closest('[role="status"]')).not.toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Dismiss' }));
    expect(within(form).queryByText(/^Jobs in Norway are expected to state the pay/)).toBeNull();
    await user.click(within(form).getByRole('button', { name: saveLabel }));
    expect(await screen.findByText('Monetise page')).toBeInTheDocument();
    expect(calls[0]?.body).toMatchObject({ location: { countryCode: 'NO' }, salary: { type: 'competitive' } });
  });

  it('puts the server\'s pay refusal on the salary field', async () => {
    const message = 'Jobs in Denmark must state the pay in the ad (EU Pay Transparency Directive)';
    server.serve({
      'POST /api/companies/nordlys/jobs': { status: 400, body: { statusCode: 400, code: 'E_VALIDATION', message: 'Invalid job', fields: [{ path: 'salary.type', message }] } },
    });
    const { user } = renderNewJob();
    const form = screen.getByRole('form', { name: 'Job form' });
    await user.type(within(form).getByLabelText('Job title'), 'Backend developer');
    await user.click(within(form).getByRole('button', { name: saveLabel }));
    expect(await within(form).findByText(message)).toBeInTheDocument();
    expect(within(form).getByLabelText('Salary')).toHaveAttribute('aria-invalid', 'true');
  });

  it('opens a stored job without pay on its salary fields with the message (the job list\'s fix)', async () => {
    const stored = makeJobDetail({
      id: 'job-1',
      location: { locality: 'Stockholm', address: null, country: 'Sweden', countryCode: 'SE' },
      salary: { type: 'competitive', min: null, max: null, currency: null, period: null },
    });
    server.serve({ 'GET /api/jobs/single/job-1/hidden': { status: 200, body: stored } });
    renderWithProviders(
      <Routes>
        <Route path={paths.startupJobEdit} element={<StartupJobEditPage />} />
      </Routes>,
      { route: '/client/startups/nordlys/jobs/job-1/edit?fix=pay', user: makeUser(), queryClient: queryClientWithSiteConfiguration() },
    );
    const salary = await screen.findByLabelText('Salary');
    await waitFor(() => expect(salary).toHaveFocus());
    expect(salary).toHaveAttribute('aria-invalid', 'true');
    expect(salary).toHaveAccessibleDescription(expect.stringContaining('Jobs in Sweden must state the pay in the ad'));
  });
});

describe('the job form: wording', () => {
  it('warns politely about a gendered title and sums up the description, without blocking the save', async () => {
    const calls = server.serve({ 'POST /api/companies/nordlys/jobs': { status: 201, body: makeJobDetail({ id: 'job-new', status: 'DRAFT' }) } });
    const { user } = renderNewJob();
    const form = screen.getByRole('form', { name: 'Job form' });
    await user.type(within(form).getByLabelText('Job title'), 'Salesman');
    const title = within(form).getByLabelText('Job title');
    expect(title).toHaveAccessibleDescription('"salesman" reads as gendered; use a neutral form such as "salesperson".');
    expect(within(form).getByText('"salesman" reads as gendered; use a neutral form such as "salesperson".').closest('[role="status"]')).not.toBeNull();

    await user.type(within(form).getByLabelText('Description'), 'Our chairman wants a salesman.');
    expect(within(form).getByLabelText('Description')).toHaveAccessibleDescription(/^Some words in the description read as gendered: "salesman" \(use "salesperson"\), "chairman" \(use "chair"\)\./);
    await user.click(within(form).getByRole('button', { name: saveLabel }));
    expect(await screen.findByText('Monetise page')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });
});

describe('the job form: screening questions', () => {
  it('asks up to five questions, refuses one about pay history on its field, and sends the rest', async () => {
    const calls = server.serve({ 'POST /api/companies/nordlys/jobs': { status: 201, body: makeJobDetail({ id: 'job-new', status: 'DRAFT' }) } });
    const { user } = renderNewJob();
    const form = screen.getByRole('form', { name: 'Job form' });
    await user.type(within(form).getByLabelText('Job title'), 'Backend developer');
    const part = within(form).getByRole('group', { name: 'Screening questions' });
    for (let count = 0; count < 5; count += 1) await user.click(within(part).getByRole('button', { name: 'Add a question' }));
    expect(within(part).queryByRole('button', { name: 'Add a question' })).toBeNull();
    for (const index of [5, 4, 3]) await user.click(within(part).getByRole('button', { name: `Remove question ${index}` }));

    await user.type(within(part).getByLabelText('Question 1'), 'What is your current salary?');
    await user.tab();
    const refusal = await within(part).findByText(/^Questions about pay history are not allowed/);
    expect(refusal).toHaveTextContent('EU Pay Transparency Directive');
    expect(within(part).getByLabelText('Question 1')).toHaveAttribute('aria-invalid', 'true');
    await user.type(within(part).getByLabelText('Question 2'), 'When could you start?');
    await user.click(within(form).getByRole('button', { name: saveLabel }));
    expect(calls).toEqual([]);

    await user.clear(within(part).getByLabelText('Question 1'));
    await user.type(within(part).getByLabelText('Question 1'), 'What salary do you expect?');
    await waitFor(() => expect(within(part).getByLabelText('Question 1')).not.toHaveAttribute('aria-invalid'));
    await user.click(within(form).getByRole('button', { name: saveLabel }));
    expect(await screen.findByText('Monetise page')).toBeInTheDocument();
    expect(calls[0]?.body).toMatchObject({ screeningQuestions: ['What salary do you expect?', 'When could you start?'] });
  });

  it("puts the server's refusal of a question on that question", async () => {
    const message = 'Questions about pay history are not allowed ("previous salary")';
    server.serve({
      'POST /api/companies/nordlys/jobs': {
        status: 400,
        body: { statusCode: 400, code: 'E_VALIDATION', message: 'Invalid job', fields: [{ path: 'screeningQuestions.1', message }] },
      },
    });
    const { user } = renderNewJob();
    const form = screen.getByRole('form', { name: 'Job form' });
    await user.type(within(form).getByLabelText('Job title'), 'Backend developer');
    const part = within(form).getByRole('group', { name: 'Screening questions' });
    await user.click(within(part).getByRole('button', { name: 'Add a question' }));
    await user.click(within(part).getByRole('button', { name: 'Add a question' }));
    await user.type(within(part).getByLabelText('Question 1'), 'When could you start?');
    await user.type(within(part).getByLabelText('Question 2'), 'Tell us about your pay before');
    await user.click(within(form).getByRole('button', { name: saveLabel }));
    expect(await within(part).findByText(message)).toBeInTheDocument();
    expect(within(part).getByLabelText('Question 2')).toHaveAccessibleDescription(message);
  });
});

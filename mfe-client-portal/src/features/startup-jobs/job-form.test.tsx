import { makeJobDetail, setUpTestApi } from '@nordhub/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { renderNewJob } from './job-form-test-setup';

const server = setUpTestApi();

describe('the job form (/client/startups/{company}/jobs/new)', () => {
  it('shows the contract messages next to the fields and sends nothing while the form is invalid', async () => {
    const calls = server.serve({});
    const { user } = renderNewJob();
    const form = screen.getByRole('form', { name: 'Job form' });
    await user.selectOptions(within(form).getByLabelText('Salary'), 'range');
    await user.type(within(form).getByLabelText('Lowest salary'), '900');
    await user.type(within(form).getByLabelText('Highest salary'), '100');
    await user.selectOptions(within(form).getByLabelText('How to receive applicants'), 'url');
    await user.click(within(form).getByRole('button', { name: 'Save and continue to payment' }));

    expect(await within(form).findByText('Please enter the job title')).toBeInTheDocument();
    expect(within(form).getByLabelText('Job title')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByText('The highest salary must not be below the lowest')).toBeInTheDocument();
    expect(within(form).getByText('Please choose a currency')).toBeInTheDocument();
    expect(within(form).getByText('Please enter the link where candidates apply')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('creates the job as a draft and goes on to payment', async () => {
    const created = makeJobDetail({ id: 'job-new', title: 'Rust engineer', status: 'DRAFT' });
    const calls = server.serve({ 'POST /api/companies/nordlys/jobs': { status: 201, body: created } });
    const { user } = renderNewJob();
    const form = screen.getByRole('form', { name: 'Job form' });
    await user.type(within(form).getByLabelText('Job title'), 'Rust engineer');
    await user.type(within(form).getByLabelText('Description'), 'Build **fast** things.\n\n- Rust');
    await user.click(within(form).getByRole('button', { name: 'Preview description' }));
    const preview = within(form).getByLabelText('Description preview');
    expect(within(preview).getByText('fast').tagName).toBe('STRONG');
    expect(within(preview).getByRole('listitem')).toHaveTextContent('Rust');
    await user.type(within(form).getByLabelText('City'), 'Tampere');
    await user.selectOptions(within(form).getByLabelText('Country'), 'FI');
    await user.click(within(form).getByRole('button', { name: 'Add a benefit' }));
    await user.type(within(form).getByLabelText('Benefit 1'), 'Good coffee');
    await user.click(within(form).getByRole('button', { name: 'Save and continue to payment' }));

    expect(await screen.findByText('Monetise page')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toMatchObject({
      title: 'Rust engineer',
      description: 'Build **fast** things.\n\n- Rust',
      location: { locality: 'Tampere', countryCode: 'FI' },
      salary: { type: 'competitive' },
      receiveApplicants: 'platform',
      benefits: [{ icon: 'other', text: 'Good coffee' }],
    });
  });

  it("states pay as structure: the country's currency and per month to start with, messages naming the field", async () => {
    const created = makeJobDetail({ id: 'job-pay', status: 'DRAFT' });
    const calls = server.serve({ 'POST /api/companies/nordlys/jobs': { status: 201, body: created } });
    const { user } = renderNewJob();
    const form = screen.getByRole('form', { name: 'Job form' });
    await user.type(within(form).getByLabelText('Job title'), 'Payments engineer');
    await user.selectOptions(within(form).getByLabelText('Country'), 'SE');
    await user.selectOptions(within(form).getByLabelText('Salary'), 'range');
    expect(within(form).getByLabelText('Currency')).toHaveValue('SEK');
    expect(within(form).getByLabelText('Paid')).toHaveValue('monthly');
    await user.type(within(form).getByLabelText('Lowest salary'), '0');
    await user.type(within(form).getByLabelText('Highest salary'), '52000');
    await user.selectOptions(within(form).getByLabelText('Other compensation'), 'percentage');
    await user.type(within(form).getByLabelText('Equity (%)'), '0.5');
    await user.type(within(form).getByLabelText('Highest equity (%)'), '0.1');
    await user.click(within(form).getByRole('button', { name: 'Save and continue to payment' }));

    expect(await within(form).findByText('The lowest salary must be more than 0')).toBeInTheDocument();
    expect(within(form).getByText('The highest equity share must not be below the lowest')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.clear(within(form).getByLabelText('Lowest salary'));
    await user.type(within(form).getByLabelText('Lowest salary'), '45000');
    await user.selectOptions(within(form).getByLabelText('Paid'), 'yearly');
    await user.clear(within(form).getByLabelText('Highest equity (%)'));
    await user.type(within(form).getByLabelText('Highest equity (%)'), '1');
    await user.click(within(form).getByRole('button', { name: 'Save and continue to payment' }));
    expect(await screen.findByText('Monetise page')).toBeInTheDocument();
    expect(calls[0]?.body).toMatchObject({
      salary: { type: 'range', min: 45_000, max: 52_000, currency: 'SEK', period: 'yearly' },
      otherCompensation: { type: 'percentage', percentage: 0.5, percentageMax: 1 },
    });
  });

  it("puts the server's field messages on the fields", async () => {
    server.serve({
      'POST /api/companies/nordlys/jobs': {
        status: 400,
        body: { statusCode: 400, code: 'E_VALIDATION', message: 'Invalid job', fields: [{ path: 'title', message: 'Title must be at most 120 characters' }] },
      },
    });
    const { user } = renderNewJob();
    const form = screen.getByRole('form', { name: 'Job form' });
    await user.type(within(form).getByLabelText('Job title'), 'A title');
    await user.click(within(form).getByRole('button', { name: 'Save and continue to payment' }));
    expect(await within(form).findByText('Title must be at most 120 characters')).toBeInTheDocument();
  });

  it('duplicates a job: the form starts from its copy', async () => {
    server.serve({ 'GET /api/jobs/single/job-1/hidden': { status: 200, body: makeJobDetail({ id: 'job-1', title: 'Product designer' }) } });
    renderNewJob('/client/startups/nordlys/jobs/new?duplicate=job-1');
    expect(screen.getByRole('heading', { level: 1, name: 'Duplicate a job' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Job title')).toHaveValue('Product designer'));
  });
});

import { makeJobDetail, setUpTestApi } from '@nordhub/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { renderNewJob } from './job-form-test-setup';

// The job form's "Working in the Nordics" part (docs/nordic-filters.md).

const server = setUpTestApi();

describe('the job form: working in the Nordics', () => {
  it('starts English-friendly without visa or relocation, and asks for the countries only of a remote job', async () => {
    const { user } = renderNewJob();
    const part = screen.getByRole('group', { name: 'Working in the Nordics' });
    expect(within(part).getByRole('combobox', { name: 'Working language' })).toHaveValue('ENGLISH');
    expect(within(part).getByRole('checkbox', { name: /^Visa sponsorship/ })).not.toBeChecked();
    expect(within(part).getByRole('checkbox', { name: /^Relocation support/ })).not.toBeChecked();
    expect(within(part).queryByRole('group', { name: 'Remote from' })).not.toBeInTheDocument();
    expect(within(part).queryByRole('group', { name: /Required language/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /^Remote:/ }));
    const remote = within(part).getByRole('group', { name: 'Remote from' });
    expect(within(remote).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(['Denmark', 'Sweden', 'Norway', 'Finland', 'Iceland']);
    expect(within(remote).getByText(/Leave all unchecked for the job’s own country/)).toBeInTheDocument();
  });

  it('asks which local language is required, then sends every condition', async () => {
    const calls = server.serve({ 'POST /api/companies/nordlys/jobs': { status: 201, body: makeJobDetail({ id: 'job-new', status: 'DRAFT' }) } });
    const { user } = renderNewJob();
    const form = screen.getByRole('form', { name: 'Job form' });
    await user.type(within(form).getByLabelText('Job title'), 'Support lead');
    await user.selectOptions(within(form).getByLabelText('Country'), 'SE');
    const part = within(form).getByRole('group', { name: 'Working in the Nordics' });
    await user.selectOptions(within(part).getByRole('combobox', { name: 'Working language' }), 'LOCAL_REQUIRED');
    await user.click(within(form).getByRole('button', { name: 'Save and continue to payment' }));
    expect(await within(part).findByText('Please choose the language the job requires')).toBeInTheDocument();
    expect(calls).toEqual([]);

    const languages = within(part).getByRole('group', { name: /Required language/ });
    await user.click(within(languages).getByRole('checkbox', { name: 'Swedish' }));
    await user.click(within(languages).getByRole('checkbox', { name: 'Finnish' }));
    await user.click(within(part).getByRole('checkbox', { name: /^Visa sponsorship/ }));
    await user.click(within(part).getByRole('checkbox', { name: /^Relocation support/ }));
    await user.click(within(form).getByRole('checkbox', { name: /^Remote:/ }));
    const remote = within(part).getByRole('group', { name: 'Remote from' });
    await user.click(within(remote).getByRole('checkbox', { name: 'Finland' }));
    await user.click(within(remote).getByRole('checkbox', { name: 'Sweden' }));
    // A job in Sweden states its pay (the EU pay transparency rule of the site configuration).
    await user.selectOptions(within(form).getByLabelText('Salary'), 'range');
    await user.type(within(form).getByLabelText('Lowest salary'), '40000');
    await user.type(within(form).getByLabelText('Highest salary'), '48000');
    await user.click(within(form).getByRole('button', { name: 'Save and continue to payment' }));

    expect(await screen.findByText('Monetise page')).toBeInTheDocument();
    expect(calls[0]?.body).toMatchObject({
      isRemote: true,
      workingLanguage: 'LOCAL_REQUIRED',
      // In the order of the choices, whatever the order of the clicks.
      requiredLanguages: ['sv', 'fi'],
      visaSponsorship: true,
      relocationSupport: true,
      remoteCountryCodes: ['SE', 'FI'],
    });
  });

  it('starts a copied job from its conditions', async () => {
    server.serve({
      'GET /api/jobs/single/job-1/hidden': {
        status: 200,
        body: makeJobDetail({ id: 'job-1', title: 'Product designer', isRemote: true, workingLanguage: 'LOCAL_REQUIRED', requiredLanguages: ['da'], visaSponsorship: true, remoteCountryCodes: ['DK', 'SE'] }),
      },
    });
    renderNewJob('/client/startups/nordlys/jobs/new?duplicate=job-1');
    await waitFor(() => expect(screen.getByLabelText('Job title')).toHaveValue('Product designer'));
    const part = screen.getByRole('group', { name: 'Working in the Nordics' });
    expect(within(part).getByRole('combobox', { name: 'Working language' })).toHaveValue('LOCAL_REQUIRED');
    expect(within(part).getByRole('checkbox', { name: 'Danish' })).toBeChecked();
    expect(within(part).getByRole('checkbox', { name: /^Visa sponsorship/ })).toBeChecked();
    const remote = within(part).getByRole('group', { name: 'Remote from' });
    expect(within(remote).getByRole('checkbox', { name: 'Sweden' })).toBeChecked();
    expect(within(remote).getByRole('checkbox', { name: 'Norway' })).not.toBeChecked();
  });
});

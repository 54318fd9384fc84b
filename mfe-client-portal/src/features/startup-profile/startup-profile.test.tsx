import { makeCompany, makeUser, makeUserCompany, setUpTestApi } from '@nordhub/api-client/testing';
import { type Company, type User } from '@nordhub/contracts';
import { siteConfigurationFixture } from '@nordhub/contracts/testing/site-configuration-fixture';
import { renderWithProviders } from '@nordhub/session/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useLocation, useRoutes } from 'react-router-dom';
import { routes } from '../../routes';

// The profile form is long; typing into it in jsdom takes a few seconds.
jest.setTimeout(20_000);

const api = setUpTestApi();
const ok = (body: unknown, status = 200) => ({ status, body });

// A draft startup of the signed-in founder (the shared fixture is a live one).
const makeDraftCompany = (overrides: Partial<Company> = {}): Company =>
  makeCompany({
    id: 'c1',
    key: 'fjord',
    name: 'Fjord Robotics',
    website: '',
    countries: [],
    whatWeDo: { description: '' },
    status: 'DRAFT',
    adminUrl: '/client/startups/fjord',
    ...overrides,
  });

const draftOwner = makeUser({ companies: [makeUserCompany({ key: 'fjord', name: 'Fjord Robotics', status: 'DRAFT' })] });

function MountedRoutes() {
  const location = useLocation();
  return (
    <>
      {useRoutes(routes)}
      <output aria-label="Current location">{location.pathname}</output>
    </>
  );
}

async function renderAt(path: string, user: User = draftOwner) {
  let result: ReturnType<typeof renderWithProviders> | undefined;
  await act(async () => {
    result = renderWithProviders(<MountedRoutes />, { route: path, user });
  });
  return result as ReturnType<typeof renderWithProviders>;
}

const currentLocation = () => screen.getByRole('status', { name: 'Current location' }).textContent;

describe('/client/startups/new', () => {
  it('asks for the name, prepends http:// to the website, creates the draft and opens its edit form', async () => {
    const created = makeDraftCompany({ website: 'http://fjord.example' });
    const calls = api.serve({
      'POST /api/companies': ok(created, 201),
      'GET /api/session': ok({ user: draftOwner }),
      'GET /api/companies/fjord/hidden': ok(created),
      'GET /api/site/configuration-cached': ok(siteConfigurationFixture),
    });
    const { user } = await renderAt('/client/startups/new', makeUser());
    const form = await screen.findByRole('form', { name: 'Create a startup profile' });
    await user.click(within(form).getByRole('button', { name: 'Create startup' }));
    expect(await within(form).findByText('Please enter the startup name')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.type(within(form).getByLabelText(/Startup name/), 'Fjord Robotics');
    await user.type(within(form).getByLabelText('Website'), 'fjord.example');
    await user.click(within(form).getByRole('button', { name: 'Create startup' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit startup profile' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/client/startups/fjord/edit');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Fjord Robotics', website: 'http://fjord.example' });
  });
});

describe('a DRAFT startup', () => {
  it.each(['/client/startups/fjord', '/client/startups/fjord/profile', '/client/startups/fjord/jobs'])('goes from %s to its edit form', async (path) => {
    api.serve({ 'GET /api/companies/fjord/hidden': ok(makeDraftCompany()), 'GET /api/site/configuration-cached': ok(siteConfigurationFixture) });
    await renderAt(path);
    await waitFor(() => expect(currentLocation()).toBe('/client/startups/fjord/edit'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit startup profile' })).toBeInTheDocument();
  });
});

describe('/client/startups/{company}/edit', () => {
  it('shows the validation messages of the contracts and names what publishing still needs, without sending', async () => {
    const calls = api.serve({ 'GET /api/companies/fjord/hidden': ok(makeDraftCompany()), 'GET /api/site/configuration-cached': ok(siteConfigurationFixture) });
    const { user } = await renderAt('/client/startups/fjord/edit');
    const form = await screen.findByRole('form', { name: 'Startup profile' });
    await user.clear(within(form).getByLabelText(/Startup name/));
    await user.type(within(form).getByLabelText('Founded (year)'), '1500');
    await user.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(await within(form).findByText('Please enter the startup name')).toBeInTheDocument();
    expect(within(form).getByLabelText(/Startup name/)).toHaveFocus();

    await user.type(within(form).getByLabelText(/Startup name/), 'Fjord Robotics');
    await user.clear(within(form).getByLabelText('Founded (year)'));
    await user.click(within(form).getByRole('button', { name: 'Publish startup' }));
    expect(await within(form).findByText('Please enter the website')).toBeInTheDocument();
    expect(within(form).getByText('Please describe what the startup does')).toBeInTheDocument();
    expect(within(form).getByText('Please choose at least one country')).toBeInTheDocument();
    expect(within(form).getByText('Please upload a logo')).toBeInTheDocument();
    expect(within(form).getByText('Fill in the marked fields to publish your startup.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('saves every field with http:// on websites, keeps linked investors read-only, and publishes', async () => {
    const company = makeDraftCompany({
      logoImage: { path: 'images/logo.png' },
      investors: [
        { id: 'e1', company: { id: 'c9', key: 'other', name: 'Other Co', logoImage: null }, investor: null, name: 'Other Co', website: '', category: null, logoImageUrl: null, basicInfo: { intro: '' } },
      ],
    });
    const published = { ...company, status: 'ACTIVE' as const, website: 'http://fjord.example' };
    const calls = api.serve({
      'GET /api/companies/fjord/hidden': ok(company),
      'GET /api/site/configuration-cached': ok(siteConfigurationFixture),
      'PUT /api/companies/fjord': ok(published),
      'GET /api/session': ok({ user: makeUser({ companies: [makeUserCompany({ key: 'fjord', status: 'ACTIVE' })] }) }),
      'GET /api/companies/fjord/dashboard': ok({ jobsByStatus: [], applicantsByStage: [], applicantsByColumn: [], timeline: [], totals: { views: 0, applicants: 0, jobs: 0 } }),
    });
    const { user } = await renderAt('/client/startups/fjord/edit');
    const form = await screen.findByRole('form', { name: 'Startup profile' });
    const linked = within(form).getByRole('listitem', { name: 'Investor 1' });
    expect(within(linked).getByText('Other Co')).toBeInTheDocument();
    expect(within(linked).queryByRole('textbox')).toBeNull();

    await user.type(within(form).getByLabelText('Website'), 'fjord.example');
    await user.type(within(form).getByLabelText('What we do'), 'Robots for fish farms.');
    await user.click(within(form).getByRole('checkbox', { name: 'Sweden' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Fintech' }));
    await user.selectOptions(within(form).getByLabelText('Stage'), 'growth');
    await user.click(within(form).getByRole('button', { name: 'Add a team member' }));
    const member = within(form).getByRole('listitem', { name: 'Team member 1' });
    await user.type(within(member).getByLabelText('Name'), 'Ingrid Berg');
    await user.type(within(member).getByLabelText('LinkedIn profile'), 'linkedin.com/in/ingrid');
    await user.click(within(form).getByRole('button', { name: 'Add an investor' }));
    const investor = within(form).getByRole('listitem', { name: 'Investor 2' });
    await user.type(within(investor).getByLabelText('Investor name'), 'Nordic Angels');
    await user.type(within(investor).getByLabelText('Investor website'), 'angels.example');
    await user.click(within(form).getByRole('button', { name: 'Add a perk' }));
    await user.type(within(within(form).getByRole('listitem', { name: 'Perk 1' })).getByLabelText('Perk'), 'Free coffee');

    await user.click(within(form).getByRole('button', { name: 'Publish startup' }));
    // The first publish lands on the startup's welcome page.
    await waitFor(() => expect(currentLocation()).toBe('/startups/fjord/welcome'));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({
      status: 'ACTIVE',
      website: 'http://fjord.example',
      whatWeDo: { description: 'Robots for fish farms.' },
      countries: [{ countryCode: 'SE' }],
      industries: ['fintech'],
      stage: 'growth',
      fundingStage: null,
      logoImage: { path: 'images/logo.png' },
      team: [{ name: 'Ingrid Berg', linkedinUrl: 'http://linkedin.com/in/ingrid' }],
      investors: [{ id: 'e1', name: 'Other Co' }, { name: 'Nordic Angels', website: 'http://angels.example' }],
      perks: [{ icon: 'coffee', text: 'Free coffee' }],
    });
  });

  it('puts the server’s field messages on their fields', async () => {
    api.serve({
      'GET /api/companies/fjord/hidden': ok(makeDraftCompany({ status: 'ACTIVE' })),
      'GET /api/site/configuration-cached': ok(siteConfigurationFixture),
      'PUT /api/companies/fjord': ok({ statusCode: 400, code: 'E_VALIDATION', message: 'stage: Choose one of the offered options', fields: [{ path: 'stage', message: 'Choose one of the offered options' }] }, 400),
    });
    const { user } = await renderAt('/client/startups/fjord/edit', makeUser({ companies: [makeUserCompany({ key: 'fjord' })] }));
    const form = await screen.findByRole('form', { name: 'Startup profile' });
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('Choose one of the offered options')).toBeInTheDocument();
  });
});

import {
  applicantGuard,
  authGuard,
  clientManagerGuard,
  type GuardUser,
  investorLayoutGuard,
  investorManagerGuard,
  isCreateApplicantQuery,
  signInRedirect,
  startupLayoutGuard,
  wantedPathname,
  wantedQueryParam,
} from './guards';

const user = (overrides: Partial<GuardUser> = {}): GuardUser => ({
  isAdmin: false,
  companies: [],
  investors: [],
  applicant: null,
  ...overrides,
});
const admin = user({ isAdmin: true });
const acme = { key: 'acme', status: 'ACTIVE' };
const draftAcme = { key: 'acme', status: 'DRAFT' };
const north = { key: 'north', status: 'ACTIVE' };
const draftNorth = { key: 'north', status: 'DRAFT' };

describe('signInRedirect', () => {
  it('sends to / with the whole wanted path, query included, encoded in to', () => {
    expect(signInRedirect('/client/my-jobs?page=2')).toBe('/?to=%2Fclient%2Fmy-jobs%3Fpage%3D2');
  });
});

describe('wanted path helpers', () => {
  it.each([
    ['/client/startups/acme/edit', '/client/startups/acme/edit'],
    ['/client/startups/acme/edit/', '/client/startups/acme/edit'],
    ['/client/startups/acme/edit?x=1#top', '/client/startups/acme/edit'],
    ['/', '/'],
    ['//', '/'],
  ])('the pathname of %s is %s', (wanted, pathname) => {
    expect(wantedPathname(wanted)).toBe(pathname);
  });

  it('reads a query value, ignoring the hash, and null without one', () => {
    expect(wantedQueryParam('/client/applicant?create=1#form', 'create')).toBe('1');
    expect(wantedQueryParam('/client/applicant#create=1', 'create')).toBeNull();
    expect(wantedQueryParam('/client/applicant', 'create')).toBeNull();
  });

  it.each([
    ['/client/applicant?create=1', true],
    ['/client/applicant?create=true', true],
    ['/client/applicant?create=0', false],
    ['/client/applicant?create=', false],
    ['/client/applicant', false],
  ])('%s is a create query: %s', (wanted, expected) => {
    expect(isCreateApplicantQuery(wanted)).toBe(expected);
  });
});

describe('authGuard', () => {
  it('sends a guest to /?to={wanted}', () => {
    expect(authGuard(null, '/settings?tab=1')).toEqual({ redirect: '/?to=%2Fsettings%3Ftab%3D1' });
  });
  it('allows any signed-in user', () => {
    expect(authGuard(user(), '/settings')).toBe('allow');
  });
});

describe('applicantGuard', () => {
  it('sends a guest to /?to={wanted}, even with the create query', () => {
    expect(applicantGuard(null, '/client/applicant?create=1')).toEqual({ redirect: '/?to=%2Fclient%2Fapplicant%3Fcreate%3D1' });
  });
  it('allows an enabled applicant', () => {
    expect(applicantGuard(user({ applicant: { enabled: true } }), '/client/my-jobs')).toBe('allow');
  });
  it('allows a user creating the applicant profile (create=1)', () => {
    expect(applicantGuard(user(), '/client/applicant?create=1')).toBe('allow');
  });
  it('sends a user without an applicant profile to /', () => {
    expect(applicantGuard(user(), '/client/applicant')).toEqual({ redirect: '/' });
  });
  it('sends a user with a disabled applicant profile to /', () => {
    expect(applicantGuard(user({ applicant: { enabled: false } }), '/client/followed-startups')).toEqual({ redirect: '/' });
  });
  it('does not let admins pass without an applicant profile', () => {
    expect(applicantGuard(admin, '/client/my-jobs')).toEqual({ redirect: '/' });
  });
});

describe('clientManagerGuard', () => {
  const params = { companyKey: 'acme' };
  it('sends a guest to /?to={wanted}', () => {
    expect(clientManagerGuard(null, '/client/startups/acme/jobs', params)).toEqual({ redirect: '/?to=%2Fclient%2Fstartups%2Facme%2Fjobs' });
  });
  it('lets an admin pass without owning the company', () => {
    expect(clientManagerGuard(admin, '/client/startups/acme', params)).toBe('allow');
  });
  it('allows the owner of the company key', () => {
    expect(clientManagerGuard(user({ companies: [acme] }), '/client/startups/acme', params)).toBe('allow');
  });
  it('sends a user who does not own it to /client/', () => {
    expect(clientManagerGuard(user({ companies: [{ key: 'other', status: 'ACTIVE' }] }), '/client/startups/acme', params)).toEqual({
      redirect: '/client/',
    });
  });
  it('does not count an investor with the same key', () => {
    expect(clientManagerGuard(user({ investors: [{ key: 'acme', status: 'ACTIVE' }] }), '/client/startups/acme', params)).toEqual({
      redirect: '/client/',
    });
  });
});

describe('investorManagerGuard', () => {
  const params = { investorKey: 'north' };
  it('sends a guest to /?to={wanted}', () => {
    expect(investorManagerGuard(null, '/client/investors/north', params)).toEqual({ redirect: '/?to=%2Fclient%2Finvestors%2Fnorth' });
  });
  it('lets an admin pass without owning the investor', () => {
    expect(investorManagerGuard(admin, '/client/investors/north', params)).toBe('allow');
  });
  it('allows the owner of the investor key', () => {
    expect(investorManagerGuard(user({ investors: [north] }), '/client/investors/north', params)).toBe('allow');
  });
  it('sends a user who does not own it to /investors/join', () => {
    expect(investorManagerGuard(user({ companies: [{ key: 'north', status: 'ACTIVE' }] }), '/client/investors/north', params)).toEqual({
      redirect: '/investors/join',
    });
  });
});

describe('startupLayoutGuard', () => {
  const params = { companyKey: 'acme' };
  it('sends a guest to /?to={wanted}', () => {
    expect(startupLayoutGuard(null, '/client/startups/acme/jobs', params)).toEqual({ redirect: '/?to=%2Fclient%2Fstartups%2Facme%2Fjobs' });
  });
  it('sends a non-manager to /client/', () => {
    expect(startupLayoutGuard(user(), '/client/startups/acme', params)).toEqual({ redirect: '/client/' });
  });
  it('allows a manager of an active company anywhere under it', () => {
    expect(startupLayoutGuard(user({ companies: [acme] }), '/client/startups/acme/jobs', params)).toBe('allow');
  });
  it('sends a draft company to its edit form', () => {
    expect(startupLayoutGuard(user({ companies: [draftAcme] }), '/client/startups/acme/jobs?page=2', params)).toEqual({
      redirect: '/client/startups/acme/edit',
    });
  });
  it.each(['/client/startups/acme/edit', '/client/startups/acme/edit/', '/client/startups/acme/edit?step=2'])(
    'leaves a draft company on its edit form (%s)',
    (wanted) => {
      expect(startupLayoutGuard(user({ companies: [draftAcme] }), wanted, params)).toBe('allow');
    },
  );
  it('leaves a draft company on the create form', () => {
    expect(startupLayoutGuard(user({ companies: [draftAcme] }), '/client/startups/new', params)).toBe('allow');
  });
  it('encodes the key in the edit path', () => {
    const key = 'a b';
    expect(startupLayoutGuard(user({ companies: [{ key, status: 'DRAFT' }] }), '/client/startups/a%20b', { companyKey: key })).toEqual({
      redirect: '/client/startups/a%20b/edit',
    });
  });
  it('lets an admin who does not own the company pass (its status is unknown)', () => {
    expect(startupLayoutGuard(admin, '/client/startups/acme/jobs', params)).toBe('allow');
  });
  it('sends an admin who owns a draft company to its edit form', () => {
    expect(startupLayoutGuard(user({ isAdmin: true, companies: [draftAcme] }), '/client/startups/acme', params)).toEqual({
      redirect: '/client/startups/acme/edit',
    });
  });
  it.each(['PENDING_APPROVAL', 'INACTIVE'])('does not redirect a %s company', (status) => {
    expect(startupLayoutGuard(user({ companies: [{ key: 'acme', status }] }), '/client/startups/acme', params)).toBe('allow');
  });
});

describe('investorLayoutGuard', () => {
  const params = { investorKey: 'north' };
  it('sends a guest to /?to={wanted}', () => {
    expect(investorLayoutGuard(null, '/client/investors/north/users', params)).toEqual({
      redirect: '/?to=%2Fclient%2Finvestors%2Fnorth%2Fusers',
    });
  });
  it('sends a non-manager to /investors/join', () => {
    expect(investorLayoutGuard(user({ investors: [{ key: 'south', status: 'ACTIVE' }] }), '/client/investors/north', params)).toEqual({
      redirect: '/investors/join',
    });
  });
  it('allows a manager of an active investor', () => {
    expect(investorLayoutGuard(user({ investors: [north] }), '/client/investors/north/settings', params)).toBe('allow');
  });
  it('sends a draft investor to its edit form', () => {
    expect(investorLayoutGuard(user({ investors: [draftNorth] }), '/client/investors/north/startups', params)).toEqual({
      redirect: '/client/investors/north/edit',
    });
  });
  it('leaves a draft investor on its edit form', () => {
    expect(investorLayoutGuard(user({ investors: [draftNorth] }), '/client/investors/north/edit', params)).toBe('allow');
  });
  it('leaves a draft investor on the create form', () => {
    expect(investorLayoutGuard(user({ investors: [draftNorth] }), '/client/investors/new', params)).toBe('allow');
  });
  it('lets an admin who does not own the investor pass (its status is unknown)', () => {
    expect(investorLayoutGuard(admin, '/client/investors/north', params)).toBe('allow');
  });
});

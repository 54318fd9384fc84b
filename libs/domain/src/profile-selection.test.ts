import {
  chooseProfile,
  isSameProfile,
  parseProfileId,
  type ProfileOwner,
  profileId,
  profileLink,
  unconnectedProfiles,
  usableProfiles,
} from './profile-selection';

const owner = (overrides: Partial<ProfileOwner> = {}): ProfileOwner => ({
  companies: [],
  investors: [],
  applicant: null,
  ...overrides,
});
const acme = { key: 'acme', platform: { main: true }, adminUrl: '/client/startups/acme' };
const impactOnly = { key: 'green', platform: { impact: true }, adminUrl: '/client/startups/green' };
const flagFalse = { key: 'off', platform: { main: false }, adminUrl: '/client/startups/off' };
const north = { key: 'north', platform: { main: true }, adminUrl: '/client/investors/north' };

describe('profileId and parseProfileId', () => {
  it.each([
    [{ type: 'company', key: 'acme' }, 'company:acme'],
    [{ type: 'investor', key: 'north' }, 'investor:north'],
    [{ type: 'applicant', key: null }, 'applicant'],
    [{ type: 'user', key: null }, 'user'],
  ] as const)('%j is written as %s and read back', (ref, text) => {
    expect(profileId(ref)).toBe(text);
    expect(parseProfileId(text)).toEqual(ref);
  });

  it.each([null, undefined, '', 'company:', 'robot:x', 'company'])('reads %j as no profile', (text) => {
    expect(parseProfileId(text)).toBeNull();
  });
});

describe('isSameProfile', () => {
  it('compares type and key, and treats a missing side as different', () => {
    expect(isSameProfile({ type: 'company', key: 'a' }, { type: 'company', key: 'a' })).toBe(true);
    expect(isSameProfile({ type: 'company', key: 'a' }, { type: 'investor', key: 'a' })).toBe(false);
    expect(isSameProfile({ type: 'company', key: 'a' }, { type: 'company', key: 'b' })).toBe(false);
    expect(isSameProfile(null, { type: 'applicant', key: null })).toBe(false);
    expect(isSameProfile({ type: 'applicant', key: null }, undefined)).toBe(false);
  });
});

describe('usableProfiles and unconnectedProfiles', () => {
  const user = owner({
    companies: [acme, impactOnly, flagFalse],
    investors: [north],
    applicant: { enabled: true, platform: { main: true } },
  });

  it('offers only profiles whose flag for this platform is true, in company, investor, applicant order', () => {
    expect(usableProfiles(user, 'main')).toEqual([
      { type: 'company', key: 'acme' },
      { type: 'investor', key: 'north' },
      { type: 'applicant', key: null },
    ]);
    expect(usableProfiles(user, 'impact')).toEqual([{ type: 'company', key: 'green' }]);
  });

  it('lists as unconnected the profiles with a missing or false flag', () => {
    expect(unconnectedProfiles(user, 'main')).toEqual([
      { type: 'company', key: 'green' },
      { type: 'company', key: 'off' },
    ]);
  });

  it('ignores a disabled applicant profile', () => {
    const disabled = owner({ applicant: { enabled: false, platform: { main: true } } });
    expect(usableProfiles(disabled, 'main')).toEqual([]);
    expect(unconnectedProfiles(disabled, 'main')).toEqual([]);
  });
});

describe('chooseProfile', () => {
  const a = { type: 'company' as const, key: 'acme' };
  const n = { type: 'investor' as const, key: 'north' };
  const app = { type: 'applicant' as const, key: null };

  it('auto-selects the only usable profile, whatever was stored', () => {
    expect(chooseProfile({ usable: [a], stored: n, cookie: app })).toEqual(a);
  });
  it('uses nothing when there is no usable profile', () => {
    expect(chooseProfile({ usable: [], stored: a })).toBeNull();
  });
  it('prefers the current selection, then the stored choice, then the cookie', () => {
    expect(chooseProfile({ usable: [a, n, app], current: app, stored: n, cookie: a })).toEqual(app);
    expect(chooseProfile({ usable: [a, n, app], stored: n, cookie: a })).toEqual(n);
    expect(chooseProfile({ usable: [a, n, app], stored: null, cookie: a })).toEqual(a);
  });
  it('skips a choice that is no longer usable', () => {
    const gone = { type: 'company' as const, key: 'gone' };
    expect(chooseProfile({ usable: [a, n], stored: gone, cookie: n })).toEqual(n);
    expect(chooseProfile({ usable: [a, n], stored: gone, cookie: gone })).toBeNull();
  });
});

describe('profileLink', () => {
  const user = owner({ companies: [acme], investors: [north] });
  it.each([
    [{ type: 'applicant', key: null }, '/client/applicant'],
    [{ type: 'user', key: null }, '/settings'],
    [{ type: 'company', key: 'acme' }, '/client/startups/acme'],
    [{ type: 'investor', key: 'north' }, '/client/investors/north'],
    [{ type: 'company', key: 'unknown' }, '/settings'],
    [{ type: 'investor', key: 'unknown' }, '/settings'],
  ] as const)('%j links to %s', (ref, link) => {
    expect(profileLink(ref, user)).toBe(link);
  });
});

import { isLinkedInBannerPath, navigationState, shouldShowLinkedInBanner } from './navigation-state';

describe('navigationState', () => {
  it('is logged-out for a guest whatever is selected', () => {
    expect(navigationState(false, null)).toBe('logged-out');
    expect(navigationState(false, { type: 'company', key: 'a' })).toBe('logged-out');
  });
  it('follows the selected profile type when signed in', () => {
    expect(navigationState(true, { type: 'company', key: 'a' })).toBe('company');
    expect(navigationState(true, { type: 'investor', key: 'b' })).toBe('investor');
    expect(navigationState(true, { type: 'applicant', key: null })).toBe('applicant');
  });
  it('is no-profile when signed in without a selected profile or as a plain user', () => {
    expect(navigationState(true, null)).toBe('no-profile');
    expect(navigationState(true, { type: 'user', key: null })).toBe('no-profile');
  });
});

describe('isLinkedInBannerPath', () => {
  it.each(['/startups/join', '/pricing', '/pricing/', '/client/startups/acme', '/client/startups/acme/'])('shows on %s', (path) => {
    expect(isLinkedInBannerPath(path)).toBe(true);
  });
  it.each(['/', '/jobs', '/client/startups/new', '/client/startups/acme/jobs', '/client/startups', '/startups/joined'])(
    'does not show on %s',
    (path) => {
      expect(isLinkedInBannerPath(path)).toBe(false);
    },
  );
});

describe('shouldShowLinkedInBanner', () => {
  const company = { type: 'company' as const, key: 'acme' };
  const base = { selected: company, companyLinkedinId: null, pathname: '/pricing', dismissed: false };

  it('shows to a company profile without a LinkedIn id on a banner path', () => {
    expect(shouldShowLinkedInBanner(base)).toBe(true);
  });
  it('hides once closed', () => {
    expect(shouldShowLinkedInBanner({ ...base, dismissed: true })).toBe(false);
  });
  it('hides for other profiles and guests', () => {
    expect(shouldShowLinkedInBanner({ ...base, selected: { type: 'investor', key: 'n' } })).toBe(false);
    expect(shouldShowLinkedInBanner({ ...base, selected: null })).toBe(false);
  });
  it('hides when the company is linked or not known', () => {
    expect(shouldShowLinkedInBanner({ ...base, companyLinkedinId: 'li-1' })).toBe(false);
    expect(shouldShowLinkedInBanner({ ...base, companyLinkedinId: undefined })).toBe(false);
  });
  it('hides on other paths', () => {
    expect(shouldShowLinkedInBanner({ ...base, pathname: '/jobs' })).toBe(false);
  });
});

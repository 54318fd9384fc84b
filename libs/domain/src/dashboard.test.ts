import { dashboardPath } from './dashboard';

describe('dashboardPath', () => {
  it("sends each profile to its own dashboard", () => {
    expect(dashboardPath({ type: 'company', key: 'nordlys' })).toBe('/client/startups/nordlys');
    expect(dashboardPath({ type: 'investor', key: 'fjordvik-ventures' })).toBe('/client/investors/fjordvik-ventures');
    expect(dashboardPath({ type: 'applicant', key: null })).toBe('/client/applicant');
  });

  it('sends a user without a profile to My Account', () => {
    expect(dashboardPath({ type: 'user', key: null })).toBe('/settings');
    expect(dashboardPath(null)).toBe('/settings');
  });

  it('encodes the key', () => {
    expect(dashboardPath({ type: 'company', key: 'a b/c' })).toBe('/client/startups/a%20b%2Fc');
  });
});

import { decideAfterSignIn } from './after-sign-in';
import { type ProfileOwner } from './profile-selection';

describe('decideAfterSignIn', () => {
  const acme = { key: 'acme', platform: { main: true }, adminUrl: '/client/startups/acme' };
  const north = { key: 'north', platform: { main: true }, adminUrl: '/client/investors/north' };
  const impact = { key: 'green', platform: { impact: true }, adminUrl: '/client/startups/green' };
  const owner = (overrides: Partial<ProfileOwner>): ProfileOwner => ({ companies: [], investors: [], applicant: null, ...overrides });

  it('with one usable profile selects it and goes to the safe to target', () => {
    expect(decideAfterSignIn({ owner: owner({ companies: [acme] }), platform: 'main', to: '/client/startups/acme/jobs' })).toEqual({
      kind: 'go',
      profile: { type: 'company', key: 'acme' },
      to: '/client/startups/acme/jobs',
    });
  });

  it('without a to target goes to the profile link', () => {
    expect(decideAfterSignIn({ owner: owner({ investors: [north] }), platform: 'main' })).toEqual({
      kind: 'go',
      profile: { type: 'investor', key: 'north' },
      to: '/client/investors/north',
    });
  });

  it('sends an unsafe to target to /', () => {
    expect(decideAfterSignIn({ owner: owner({ companies: [acme] }), platform: 'main', to: '//evil.com' })).toMatchObject({ to: '/' });
  });

  it('with several profiles uses the stored or cookie choice', () => {
    const user = owner({ companies: [acme], investors: [north] });
    expect(decideAfterSignIn({ owner: user, platform: 'main', stored: { type: 'investor', key: 'north' } })).toMatchObject({
      kind: 'go',
      profile: { type: 'investor', key: 'north' },
    });
    expect(decideAfterSignIn({ owner: user, platform: 'main', cookie: { type: 'company', key: 'acme' } })).toMatchObject({
      kind: 'go',
      to: '/client/startups/acme',
    });
  });

  it('with several profiles and none selected opens the switch-profile modal', () => {
    const user = owner({ companies: [acme], investors: [north] });
    expect(decideAfterSignIn({ owner: user, platform: 'main' })).toEqual({ kind: 'switch-profile' });
  });

  it('with a profile not connected to this platform (and none usable) opens the connect-profile modal', () => {
    expect(decideAfterSignIn({ owner: owner({ companies: [impact] }), platform: 'main' })).toEqual({ kind: 'connect-profile' });
  });

  it('without any profile opens the choose-role modal', () => {
    expect(decideAfterSignIn({ owner: owner({}), platform: 'main' })).toEqual({ kind: 'choose-role' });
    expect(
      decideAfterSignIn({ owner: owner({ applicant: { enabled: false, platform: { main: true } } }), platform: 'main' }),
    ).toEqual({ kind: 'choose-role' });
  });
});

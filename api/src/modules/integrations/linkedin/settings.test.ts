import { linkedInSetup, type LinkedInConfig } from './settings';

const base: LinkedInConfig = {
  port: 4200,
  mainHosts: ['localhost', '127.0.0.1'],
  publicUrl: undefined,
  linkedInClientId: undefined,
  linkedInClientSecret: undefined,
  production: false,
};

describe('linkedInSetup', () => {
  it("uses LinkedIn itself when its keys are configured, found by discovery from LinkedIn's issuer", () => {
    const setup = linkedInSetup({ ...base, linkedInClientId: 'id', linkedInClientSecret: 'secret', production: true });
    expect(setup?.settings).toMatchObject({ kind: 'linkedin', issuer: 'https://www.linkedin.com/oauth', loopbackOrigin: null });
    expect(setup?.devProvider).toBeNull();
  });

  it('stands the local provider in for LinkedIn outside production, reachable from every main host', () => {
    const setup = linkedInSetup(base);
    expect(setup?.settings).toMatchObject({
      kind: 'dev',
      issuer: 'http://localhost:4200/dev/oidc',
      loopbackOrigin: 'http://127.0.0.1:4200',
    });
    expect(setup?.devProvider?.redirectUris).toEqual([
      'http://localhost:4200/api/linkedin/callback',
      'http://127.0.0.1:4200/api/linkedin/callback',
    ]);
    expect(setup?.devProvider?.clientSecret).toBe(setup?.settings.clientSecret);
  });

  it('offers no professional-network sign-in in production without keys', () => {
    expect(linkedInSetup({ ...base, production: true })).toBeNull();
  });
});

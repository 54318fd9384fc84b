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
  it('uses LinkedIn itself when its keys are configured', () => {
    const setup = linkedInSetup({ ...base, linkedInClientId: 'id', linkedInClientSecret: 'secret', production: true });
    expect(setup?.settings).toMatchObject({ kind: 'linkedin', authorizationUrl: 'https://www.linkedin.com/oauth/v2/authorization' });
    expect(setup?.devProvider).toBeNull();
  });

  it('stands the local provider in for LinkedIn outside production, reachable from every main host', () => {
    const setup = linkedInSetup(base);
    expect(setup?.settings).toMatchObject({
      kind: 'dev',
      authorizationUrl: 'http://localhost:4200/dev/oidc/auth',
      tokenUrl: 'http://127.0.0.1:4200/dev/oidc/token',
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

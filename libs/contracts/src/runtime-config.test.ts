import { runtimeConfigSchema } from './runtime-config';

const valid = {
  remotes: {
    mfe_public: '/remotes/mfe-public/mf-manifest.json',
    mfe_client_portal: '/remotes/mfe-client-portal/mf-manifest.json',
    mfe_careers: '/remotes/mfe-careers/mf-manifest.json',
    mfe_whitelabel: 'https://cdn.example.com/mfe-whitelabel/mf-manifest.json',
  },
  hosts: { main: ['localhost', '127.0.0.1'], whiteLabelSuffixes: ['.feeds.localhost'] },
  platform: 'main',
  headhunterEnabled: true,
  disableSignUp: false,
};

describe('runtimeConfigSchema', () => {
  it('accepts the documented shape', () => {
    expect(runtimeConfigSchema.parse(valid)).toEqual(valid);
  });

  it('rejects a missing remote, naming it', () => {
    const { mfe_careers: _omitted, ...remotes } = valid.remotes;
    const result = runtimeConfigSchema.safeParse({ ...valid, remotes });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['remotes', 'mfe_careers']);
  });

  it('rejects an unknown platform', () => {
    expect(runtimeConfigSchema.safeParse({ ...valid, platform: 'other' }).success).toBe(false);
  });

  it('rejects a white-label suffix without its leading dot', () => {
    const hosts = { ...valid.hosts, whiteLabelSuffixes: ['feeds.localhost'] };
    expect(runtimeConfigSchema.safeParse({ ...valid, hosts }).success).toBe(false);
  });

  it('needs at least one main host', () => {
    const hosts = { ...valid.hosts, main: [] };
    expect(runtimeConfigSchema.safeParse({ ...valid, hosts }).success).toBe(false);
  });
});

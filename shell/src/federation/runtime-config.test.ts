import { parseRuntimeConfig, readRuntimeConfig } from './runtime-config';

const valid = {
  remotes: {
    mfe_public: '/remotes/mfe-public/mf-manifest.json',
    mfe_client_portal: '/remotes/mfe-client-portal/mf-manifest.json',
    mfe_careers: '/remotes/mfe-careers/mf-manifest.json',
    mfe_whitelabel: '/remotes/mfe-whitelabel/mf-manifest.json',
  },
  hosts: { main: ['localhost'], whiteLabelSuffixes: ['.feeds.localhost'] },
  platform: 'main',
  headhunterEnabled: true,
  disableSignUp: false,
};

const jsonResponse = (status: number, body: unknown) =>
  Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) } as Response);

describe('parseRuntimeConfig', () => {
  it('accepts the runtime config', () => {
    expect(parseRuntimeConfig(valid)).toEqual(valid);
  });

  it('names the field that is wrong', () => {
    const { mfe_careers: _dropped, ...remotes } = valid.remotes;
    expect(() => parseRuntimeConfig({ ...valid, remotes })).toThrow(/remotes\.mfe_careers/);
    expect(() => parseRuntimeConfig({ ...valid, headhunterEnabled: 'yes' })).toThrow(/headhunterEnabled/);
  });
});

describe('readRuntimeConfig', () => {
  it('reads and parses the response', async () => {
    await expect(readRuntimeConfig(jsonResponse(200, valid))).resolves.toEqual(valid);
  });

  it('fails with the status when the server has no config', async () => {
    await expect(readRuntimeConfig(jsonResponse(404, {}))).rejects.toThrow('/runtime-config.json answered 404');
  });
});

import { type RuntimeConfig } from '@nordhub/contracts';
import { readRuntimeConfig, withDrawnRelease } from './runtime-config';

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

describe('readRuntimeConfig', () => {
  it('reads the config the server answers', async () => {
    await expect(readRuntimeConfig(jsonResponse(200, valid))).resolves.toEqual(valid);
  });

  it('fails with the status when the server has no config', async () => {
    await expect(readRuntimeConfig(jsonResponse(404, {}))).rejects.toThrow('/runtime-config.json answered 404');
  });

  it('passes on the server’s reason when it refuses an operator’s broken file', async () => {
    const refusal = { code: 'E_INTERNAL', message: 'RUNTIME_CONFIG_FILE does not match the runtime config contract: remotes.mfe_careers: Invalid input' };
    await expect(readRuntimeConfig(jsonResponse(500, refusal))).rejects.toThrow(`/runtime-config.json answered 500: ${refusal.message}`);
  });

  it('fails on an answer that is no runtime config (a proxy’s page, an empty body)', async () => {
    await expect(readRuntimeConfig(jsonResponse(200, null))).rejects.toThrow('/runtime-config.json is not a runtime config');
    await expect(readRuntimeConfig(jsonResponse(200, { remotes: 'none' }))).rejects.toThrow('/runtime-config.json is not a runtime config');
  });
});

describe('withDrawnRelease', () => {
  const config = valid as RuntimeConfig;
  const drawnPage = (text: string) => {
    const doc = document.implementation.createHTMLDocument('drawn');
    doc.body.innerHTML = `<div id="root" data-first-paint></div><script type="application/json" id="nordhub-first-paint-release">${text}</script>`;
    return doc;
  };

  it('takes the remotes a drawn page was drawn with over the config read after it', () => {
    const drawn = { remotes: { ...valid.remotes, mfe_public: 'https://cdn.example.com/mfe-public/1/mf-manifest.json' } };
    expect(withDrawnRelease(config, drawnPage(JSON.stringify(drawn)))).toEqual({ ...valid, remotes: drawn.remotes });
  });

  it('keeps the config on a page the server did not draw, or whose note is not a release', () => {
    expect(withDrawnRelease(config, document.implementation.createHTMLDocument('undrawn'))).toBe(config);
    expect(withDrawnRelease(config, drawnPage('not json'))).toBe(config);
    expect(withDrawnRelease(config, drawnPage('{"remotes":null}'))).toBe(config);
  });
});

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { runtimeConfigSchema } from '@nordhub/contracts';
import type { App } from '../app-type';
import { openTestDatabase, type TestDatabase } from '../test/databases';
import { buildTestApp, tempDir } from '../test/test-app';

function write(file: string, content: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

// Above the 1 KB compression threshold, and varied enough that brotli 11 and 4 differ.
const shellBundle = Array.from({ length: 300 }, (_, index) => `console.log("shell ${index}", ${index * 7919 % 1000});`).join('\n');
const remoteChunk = Array.from({ length: 200 }, (_, index) => `export const part${index} = ${index * 104729 % 997};`).join('\n');
const brotliAtEleven = (text: string) => brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });

/** Tiny stand-ins for the webpack builds: a shell and one remote; mfe-careers is not built. */
function makeBuilds(root: string) {
  write(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><title>Nordhub</title><script defer="defer" src="/main.js"></script><div id="root"></div>');
  write(path.join(root, 'shell', 'dist', 'main.js'), shellBundle);
  // The build's precompressed siblings (tools/federation/precompress-plugin.cjs).
  writeFileSync(path.join(root, 'shell', 'dist', 'main.js.br'), brotliAtEleven(shellBundle));
  writeFileSync(path.join(root, 'shell', 'dist', 'main.js.gz'), gzipSync(shellBundle, { level: 9 }));
  write(path.join(root, 'shell', 'dist', '123.a1b2c3d4.js'), 'chunk');
  write(path.join(root, 'mfe-public', 'dist', 'mf-manifest.json'), '{"id":"mfe_public"}');
  write(path.join(root, 'mfe-public', 'dist', 'remoteEntry.js'), 'var mfe_public;');
  write(path.join(root, 'mfe-public', 'dist', '456.deadbeef.js'), remoteChunk);
  writeFileSync(path.join(root, 'mfe-public', 'dist', '456.deadbeef.js.br'), brotliAtEleven(remoteChunk));
  write(path.join(root, 'secret.txt'), 'outside every dist folder');
}

// Static serving never needs the database: one PGlite run, left unmigrated, covers it (pages whose
// SEO head would read it, such as /startups/nordlys, fall back to the plain shell).
describe('serving the product', () => {
  let database: TestDatabase;
  let folder: ReturnType<typeof tempDir>;
  let app: App;
  beforeAll(async () => {
    database = await openTestDatabase('pglite', { migrate: false });
    folder = tempDir();
    makeBuilds(folder.dir);
    app = await buildTestApp(database.db, {}, folder.dir);
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
    folder.remove();
  });

  describe('the shell', () => {
    it('serves index.html at / without caching', async () => {
      const response = await app.inject({ url: '/' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    });

    it('falls back to index.html for client-side routes', async () => {
      // (/jobs/{id} gets its SEO head and status from modules/operations/seo: see seo.test.ts.)
      for (const url of ['/startups/nordlys', '/client/startups/nordlys/jobs?tab=active', '/careers/jobs/1']) {
        const response = await app.inject({ url });
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.body).toContain('<title>Nordhub</title>');
      }
    });

    it('caches content-hashed chunks for a year and other files not at all', async () => {
      const chunk = await app.inject({ url: '/123.a1b2c3d4.js' });
      expect(chunk.statusCode).toBe(200);
      expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const main = await app.inject({ url: '/main.js' });
      expect(main.headers['cache-control']).toBe('no-cache');
      expect(main.headers.etag).toBeDefined();
      const revalidated = await app.inject({ url: '/main.js', headers: { 'if-none-match': main.headers.etag as string } });
      expect(revalidated.statusCode).toBe(304);
    });

    it("sends the build's brotli or gzip sibling as the client accepts, and the file itself otherwise", async () => {
      const shellDir = path.join(folder.dir, 'shell', 'dist');
      const brotli = await app.inject({ url: '/main.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(brotli.statusCode).toBe(200);
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers['content-type']).toMatch(/javascript/);
      expect(brotli.headers.vary).toMatch(/accept-encoding/i);
      expect(brotli.headers['cache-control']).toBe('no-cache');
      // The bytes written at build time (quality 11), not compressed again per request.
      expect(brotli.rawPayload.equals(readFileSync(path.join(shellDir, 'main.js.br')))).toBe(true);
      expect(Number(brotli.headers['content-length'])).toBe(brotli.rawPayload.length);
      expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(shellBundle);

      const gzip = await app.inject({ url: '/main.js', headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.rawPayload.equals(readFileSync(path.join(shellDir, 'main.js.gz')))).toBe(true);
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(shellBundle);

      const identity = await app.inject({ url: '/main.js', headers: { 'accept-encoding': 'identity' } });
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.body).toBe(shellBundle);
      expect(identity.headers.vary).toMatch(/accept-encoding/i);

      // One ETag per encoding, so a cache never answers a revalidation with another encoding's bytes.
      expect(new Set([brotli.headers.etag, gzip.headers.etag, identity.headers.etag]).size).toBe(3);
      const revalidated = await app.inject({ url: '/main.js', headers: { 'accept-encoding': 'br', 'if-none-match': brotli.headers.etag as string } });
      expect(revalidated.statusCode).toBe(304);

      // A remote's chunk keeps its immutable caching and CORS when sent precompressed; a file
      // without a gzip sibling is compressed on the fly.
      const chunk = await app.inject({ url: '/remotes/mfe-public/456.deadbeef.js', headers: { 'accept-encoding': 'br' } });
      expect(chunk.headers['content-encoding']).toBe('br');
      expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(chunk.headers['access-control-allow-origin']).toBe('*');
      expect(brotliDecompressSync(chunk.rawPayload).toString()).toBe(remoteChunk);
      const chunkGzip = await app.inject({ url: '/remotes/mfe-public/456.deadbeef.js', headers: { 'accept-encoding': 'gzip' } });
      expect(chunkGzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(chunkGzip.rawPayload).toString()).toBe(remoteChunk);
    });

    it('names its bundle on the static origin when SHELL_ASSETS_URL is set, on every page', async () => {
      expect((await app.inject({ url: '/' })).body).toContain('<script defer="defer" src="/main.js">');
      const cdn = await buildTestApp(database.db, { SHELL_ASSETS_URL: 'https://cdn.nordhub.example/shell/' }, folder.dir);
      try {
        for (const url of ['/', '/startups/nordlys']) {
          const response = await cdn.inject({ url });
          expect(response.statusCode).toBe(200);
          expect(response.headers['cache-control']).toBe('no-cache');
          expect(response.body).toContain('<script defer="defer" src="https://cdn.nordhub.example/shell/main.js">');
          expect(response.body).not.toContain('src="/main.js"');
        }
      } finally {
        await cdn.close();
      }
    });

    it('answers a missing file with 404, not the page', async () => {
      const response = await app.inject({ url: '/missing.9f9f9f9f.js' });
      expect(response.statusCode).toBe(404);
    });

    it('never answers an /api path with the page', async () => {
      const response = await app.inject({ url: '/api/jobs-that-do-not-exist' });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('E_NOT_FOUND');
    });

    it('does not leave the build folder', async () => {
      const response = await app.inject({ url: '/..%2f..%2fsecret.txt' });
      expect(response.body).not.toContain('outside every dist folder');
    });
  });

  describe('the remotes', () => {
    it('serve the manifest and entry without caching, with CORS', async () => {
      for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
        const response = await app.inject({ url: `/remotes/mfe-public/${file}` });
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.headers['access-control-allow-origin']).toBe('*');
      }
    });

    it('serve hashed chunks with immutable caching and CORS', async () => {
      const response = await app.inject({ url: '/remotes/mfe-public/456.deadbeef.js' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['access-control-allow-origin']).toBe('*');
    });

    it('explain a remote that is not built with a 503 page instead of crashing', async () => {
      const response = await app.inject({ url: '/remotes/mfe-careers/mf-manifest.json' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toContain('text/plain');
      expect(response.body).toContain('mfe-careers/dist is missing');
    });

    it('answer unknown remotes, missing files and escapes with 404', async () => {
      expect((await app.inject({ url: '/remotes/not-a-remote/mf-manifest.json' })).statusCode).toBe(404);
      expect((await app.inject({ url: '/remotes/mfe-public/nothing.js' })).statusCode).toBe(404);
      const escape = await app.inject({ url: '/remotes/mfe-public/..%2f..%2fsecret.txt' });
      expect(escape.statusCode).toBe(404);
    });
  });

  describe('/runtime-config.json', () => {
    it('is built from the environment, matches the contract and is never cached', async () => {
      const response = await app.inject({ url: '/runtime-config.json' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(runtimeConfigSchema.parse(response.json())).toEqual({
        remotes: {
          mfe_public: '/remotes/mfe-public/mf-manifest.json',
          mfe_client_portal: '/remotes/mfe-client-portal/mf-manifest.json',
          mfe_careers: '/remotes/mfe-careers/mf-manifest.json',
          mfe_whitelabel: '/remotes/mfe-whitelabel/mf-manifest.json',
        },
        hosts: { main: ['localhost', '127.0.0.1'], whiteLabelSuffixes: ['.feeds.localhost'] },
        platform: 'main',
        // The two sites on this machine by default: links between them are absolute.
        siteUrls: { main: 'http://localhost:4200', impact: 'http://localhost:4201' },
        headhunterEnabled: true,
        disableSignUp: false,
        // English unless MAIN_SITE_LANGUAGES turns on others (docs/i18n.md).
        mainSiteLanguages: ['en'],
      });
    });

    it('follows the environment variables', async () => {
      const custom = await buildTestApp(
        database.db,
        {
          PLATFORM: 'impact',
          HEADHUNTER_ENABLED: 'false',
          DISABLE_SIGN_UP: 'true',
          MAIN_HOSTS: 'nordhub.example',
          WHITE_LABEL_SUFFIXES: '.feeds.nordhub.example',
          REMOTE_MFE_CAREERS: 'https://cdn.example/careers/mf-manifest.json',
          MAIN_SITE_URL: 'https://nordhub.example/',
          IMPACT_SITE_URL: 'https://impact.nordhub.example',
        },
        folder.dir,
      );
      try {
        const config = (await custom.inject({ url: '/runtime-config.json' })).json();
        expect(config).toMatchObject({
          platform: 'impact',
          siteUrls: { main: 'https://nordhub.example', impact: 'https://impact.nordhub.example' },
          headhunterEnabled: false,
          disableSignUp: true,
          hosts: { main: ['nordhub.example'], whiteLabelSuffixes: ['.feeds.nordhub.example'] },
        });
        expect(config.remotes.mfe_careers).toBe('https://cdn.example/careers/mf-manifest.json');
        expect(config.remotes.mfe_public).toBe('/remotes/mfe-public/mf-manifest.json');
      } finally {
        await custom.close();
      }
    });

    it('is read from RUNTIME_CONFIG_FILE on every request, so edits apply without a restart', async () => {
      const file = path.join(folder.dir, 'runtime-config.json');
      const fileConfig = {
        remotes: {
          mfe_public: 'https://cdn.example/public/v1/mf-manifest.json',
          mfe_client_portal: '/remotes/mfe-client-portal/mf-manifest.json',
          mfe_careers: '/remotes/mfe-careers/mf-manifest.json',
          mfe_whitelabel: '/remotes/mfe-whitelabel/mf-manifest.json',
        },
        hosts: { main: ['localhost'], whiteLabelSuffixes: ['.feeds.localhost'] },
        platform: 'main',
        headhunterEnabled: false,
        disableSignUp: true,
      };
      writeFileSync(file, JSON.stringify(fileConfig));
      const fromFile = await buildTestApp(database.db, { RUNTIME_CONFIG_FILE: file }, folder.dir);
      try {
        expect((await fromFile.inject({ url: '/runtime-config.json' })).json()).toEqual(fileConfig);
        const moved = { ...fileConfig, remotes: { ...fileConfig.remotes, mfe_public: 'https://cdn.example/public/v2/mf-manifest.json' } };
        writeFileSync(file, JSON.stringify(moved));
        const after = await fromFile.inject({ url: '/runtime-config.json' });
        expect(after.json().remotes.mfe_public).toBe('https://cdn.example/public/v2/mf-manifest.json');
        expect(after.headers['cache-control']).toBe('no-cache');

        writeFileSync(file, JSON.stringify({ ...fileConfig, platform: 'moon' }));
        const broken = await fromFile.inject({ url: '/runtime-config.json' });
        expect(broken.statusCode).toBe(500);
        expect(broken.json().message).toContain('platform');
      } finally {
        await fromFile.close();
      }
    });
  });

  it('serves shell/dist-monolithic at / instead of shell/dist with SHELL_BUILD=monolithic', async () => {
    const root = tempDir();
    makeBuilds(root.dir);
    write(path.join(root.dir, 'shell', 'dist-monolithic', 'index.html'), '<!doctype html><title>Nordhub in one bundle</title><div id="root"></div>');
    write(path.join(root.dir, 'shell', 'dist-monolithic', 'main.js'), 'console.log("monolith")');
    const monolithic = await buildTestApp(database.db, { SHELL_BUILD: 'monolithic' }, root.dir);
    try {
      expect((await monolithic.inject({ url: '/jobs' })).body).toContain('Nordhub in one bundle');
      expect((await monolithic.inject({ url: '/main.js' })).body).toBe('console.log("monolith")');
      expect((await monolithic.inject({ url: '/123.a1b2c3d4.js' })).statusCode).toBe(404);
      // The remotes' builds are still served: the monolith's runtime config names them, unused.
      expect((await monolithic.inject({ url: '/remotes/mfe-public/remoteEntry.js' })).statusCode).toBe(200);
    } finally {
      await monolithic.close();
      root.remove();
    }
  });

  it('explains a missing shell build with a 503 page', async () => {
    const empty = tempDir();
    const bare = await buildTestApp(database.db, {}, empty.dir);
    try {
      const response = await bare.inject({ url: '/jobs/1' });
      expect(response.statusCode).toBe(503);
      expect(response.body).toContain('shell/dist is missing');
      // The API keeps working without any build.
      expect((await bare.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await bare.close();
      empty.remove();
    }
  });
});

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildStaticOrigin, loadStaticOriginConfig } from './static-origin';

function write(file: string, content: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

const site = 'https://nordhub.example';
const entryText = Array.from({ length: 200 }, (_, index) => `var part${index} = ${index * 104729 % 997};`).join('\n');

describe('the static origin (a build folder served as a CDN would)', () => {
  let folder: { dir: string; remove(): void };
  let origin: FastifyInstance;
  let open: FastifyInstance;
  beforeAll(async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'nordhub-origin-'));
    folder = { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
    write(path.join(folder.dir, 'mf-manifest.json'), '{"id":"mfe_public"}');
    write(path.join(folder.dir, 'remoteEntry.js'), 'var mfe_public;');
    // Big enough to be compressed.
    write(path.join(folder.dir, '456.deadbeef.js'), `console.log(${JSON.stringify('chunk '.repeat(500))});`);
    // A build's precompressed sibling (tools/federation/precompress-plugin.cjs), brotli only.
    write(path.join(folder.dir, '789.cafebabe.js'), entryText);
    writeFileSync(path.join(folder.dir, '789.cafebabe.js.br'), brotliCompressSync(entryText, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    write(path.join(folder.dir, '.env'), 'SECRET=1');
    origin = await buildStaticOrigin({ root: folder.dir, allowedOrigins: [site, 'http://careers.acme.localhost:4200'] });
    open = await buildStaticOrigin({ root: folder.dir, allowedOrigins: ['*'] });
  });
  afterAll(async () => {
    await origin.close();
    await open.close();
    folder.remove();
  });

  it('revalidates manifests and entries every time and caches hashed chunks for a year', async () => {
    for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
      const response = await origin.inject({ url: `/${file}`, headers: { origin: site } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.etag).toBeDefined();
    }
    const chunk = await origin.inject({ url: '/456.deadbeef.js' });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('names the content type and compresses with brotli or gzip as the client accepts', async () => {
    const manifest = await origin.inject({ url: '/mf-manifest.json' });
    expect(manifest.headers['content-type']).toContain('application/json');
    const brotli = await origin.inject({ url: '/456.deadbeef.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['content-encoding']).toBe('br');
    const gzip = await origin.inject({ url: '/456.deadbeef.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it("sends a file's precompressed sibling with its own length and ETag, as immutable as the file", async () => {
    const brotli = await origin.inject({ url: '/789.cafebabe.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.equals(readFileSync(path.join(folder.dir, '789.cafebabe.js.br')))).toBe(true);
    expect(Number(brotli.headers['content-length'])).toBe(brotli.rawPayload.length);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(entryText);
    // No gzip sibling: compressed on the fly, under another ETag.
    const gzip = await origin.inject({ url: '/789.cafebabe.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.etag).not.toBe(brotli.headers.etag);
    const identity = await origin.inject({ url: '/789.cafebabe.js' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(entryText);
  });

  it('lets the configured site origins read files cross-origin, and no other', async () => {
    const allowed = await origin.inject({ url: '/mf-manifest.json', headers: { origin: 'http://careers.acme.localhost:4200' } });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://careers.acme.localhost:4200');
    expect(allowed.headers.vary).toContain('Origin');
    const other = await origin.inject({ url: '/mf-manifest.json', headers: { origin: 'https://evil.example' } });
    expect(other.statusCode).toBe(200);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await origin.inject({ method: 'OPTIONS', url: '/mf-manifest.json', headers: { origin: site, 'access-control-request-method': 'GET' } });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(site);
    expect(preflight.headers['access-control-allow-methods']).toBe('GET, HEAD');
    expect((await open.inject({ url: '/remoteEntry.js', headers: { origin: 'https://any.example' } })).headers['access-control-allow-origin']).toBe('*');
  });

  it('answers missing files, dot files and escapes with an uncached 404', async () => {
    for (const url of ['/nothing.js', '/.env', '/..%2f..%2fetc%2fpasswd']) {
      const response = await origin.inject({ url });
      expect(response.statusCode).toBeGreaterThanOrEqual(403);
      expect(response.statusCode).toBeLessThan(405);
      expect(response.body).not.toContain('SECRET');
    }
    expect((await origin.inject({ url: '/nothing.js' })).headers['cache-control']).toBe('no-cache');
    expect((await origin.inject({ method: 'POST', url: '/remoteEntry.js' })).statusCode).toBe(404);
  });

  it('reads its settings from the environment and names a bad one', () => {
    expect(loadStaticOriginConfig({ STATIC_ORIGIN_ROOT: folder.dir, PORT: '8081' })).toEqual({
      root: folder.dir,
      allowedOrigins: ['*'],
      port: 8081,
      host: '0.0.0.0',
    });
    expect(loadStaticOriginConfig({ STATIC_ORIGIN_ROOT: folder.dir, STATIC_ORIGIN_CORS: `${site}, https://www.nordhub.example` }).allowedOrigins).toEqual([
      site,
      'https://www.nordhub.example',
    ]);
    expect(() => loadStaticOriginConfig({ STATIC_ORIGIN_ROOT: path.join(folder.dir, 'missing') })).toThrow(/STATIC_ORIGIN_ROOT: No such folder/);
    expect(() => loadStaticOriginConfig({ STATIC_ORIGIN_ROOT: folder.dir, STATIC_ORIGIN_CORS: 'nordhub.example' })).toThrow(/STATIC_ORIGIN_CORS/);
    expect(() => loadStaticOriginConfig({})).toThrow(/STATIC_ORIGIN_ROOT/);
  });
});

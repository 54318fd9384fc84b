import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../app-type';
import { tempDir, useAppWithoutDatabase } from '../test/test-app';

jest.setTimeout(20_000);

/** The policy's directives by name, each a list of sources. */
function directives(response: LightMyRequestResponse): Map<string, string[]> {
  const header = response.headers['content-security-policy'];
  if (typeof header !== 'string') throw new Error(`No Content-Security-Policy on ${response.raw.req.url}`);
  return new Map(
    header.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
}

const nonceOf = (response: LightMyRequestResponse) => directives(response).get('script-src')?.find((source) => source.startsWith("'nonce-"))?.slice(7, -1);

/** The inline scripts a browser would run (no src, a JavaScript type or none), with their nonce attribute. */
function inlineScripts(html: string): { nonce: string | undefined }[] {
  return [...html.matchAll(/<script\b([^>]*)>/gi)]
    .map((match) => match[1] ?? '')
    .filter((attributes) => !/\bsrc=/i.test(attributes))
    .filter((attributes) => {
      const type = /\btype=["']?([^"'\s>]+)/i.exec(attributes)?.[1];
      return type === undefined || /^(text|application)\/javascript$|^module$/i.test(type);
    })
    .map((attributes) => ({ nonce: /\bnonce=["']?([^"'\s>]+)/i.exec(attributes)?.[1] }));
}

// Protocol headers. Like static.test.ts, a stand-in shell build and an unmigrated
// PGlite: none of these pages needs the database.
describe('security headers', () => {
  const { app, buildWith } = useAppWithoutDatabase({
    files: (root) => {
      const index = path.join(root, 'shell', 'dist', 'index.html');
      mkdirSync(path.dirname(index), { recursive: true });
      writeFileSync(index, '<!doctype html><title>Nordhub</title><script defer="defer" src="/main.js"></script><div id="root"></div>');
      writeFileSync(path.join(root, 'shell', 'dist', 'main.js'), 'console.log("shell")');
    },
  });
  const withEnv = async (env: Record<string, string>, use: (other: App) => Promise<void>) => {
    const other = await buildWith({ DIGEST_INTERVAL_MS: '0', ...env });
    try {
      await use(other);
    } finally {
      await other.close();
    }
  };

  const everyKind = ['/', '/jobs', '/main.js', '/api/health', '/runtime-config.json', '/api/no-such-thing', '/api/docs'];

  it('sends nosniff, Referrer-Policy and Permissions-Policy on every answer, and no HSTS outside production', async () => {
    for (const url of everyKind) {
      const response = await app().inject({ url });
      expect({ url, nosniff: response.headers['x-content-type-options'] }).toEqual({ url, nosniff: 'nosniff' });
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['permissions-policy']).toContain('camera=()');
      expect(response.headers['permissions-policy']).toContain('microphone=()');
      expect(response.headers['permissions-policy']).toContain('geolocation=()');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('sends HSTS on every answer in production', async () => {
    await withEnv({ NODE_ENV: 'production' }, async (production) => {
      for (const url of everyKind) {
        const response = await production.inject({ url });
        expect({ url, hsts: response.headers['strict-transport-security'] }).toEqual({ url, hsts: 'max-age=31536000; includeSubDomains' });
        expect(response.headers['x-content-type-options']).toBe('nosniff');
      }
    });
  });

  it("gives every HTML page a policy: scripts from this origin or with this answer's nonce, never inline or eval", async () => {
    const nonces = new Set<string>();
    for (const url of ['/', '/jobs', '/startups/joblistwidget/nordlys', '/api/docs', '/api/linkedin/callback?error=access_denied']) {
      const response = await app().inject({ url });
      expect(response.headers['content-type']).toContain('text/html');
      const policy = directives(response);
      const nonce = nonceOf(response) as string;
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/); // 128 random bits
      nonces.add(nonce);
      expect(policy.get('script-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
      expect(policy.get('connect-src')).toEqual(["'self'"]);
      // Styles alone allow inline: emotion's <style> tags and style attributes (docs/security.md).
      expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
      expect(policy.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:']));
    }
    expect(nonces.size).toBe(5); // a new one on every answer
  });

  it("marks every inline script of a server-written page with that answer's nonce", async () => {
    let inline = 0;
    for (const url of ['/', '/api/docs', '/api/linkedin/callback?error=access_denied', '/api/linkedin/callback?code=c&state=s']) {
      const response = await app().inject({ url });
      for (const script of inlineScripts(response.body)) {
        expect({ url, nonce: script.nonce }).toEqual({ url, nonce: nonceOf(response) });
        inline += 1;
      }
    }
    expect(inline).toBeGreaterThanOrEqual(2); // the popup pages post their outcome with one
  });

  it('allows exactly the configured origins of the shell and the remotes, and re-reads RUNTIME_CONFIG_FILE', async () => {
    const folder = tempDir();
    try {
      const file = path.join(folder.dir, 'runtime-config.json');
      const runtime = (await app().inject({ url: '/runtime-config.json' })).json() as { remotes: Record<string, string> };
      const writeRemote = (url: string) => writeFileSync(file, JSON.stringify({ ...runtime, remotes: { ...runtime.remotes, mfe_careers: url } }));
      writeRemote('https://careers.cdn.example:8443/mfe-careers/mf-manifest.json');
      await withEnv(
        {
          SHELL_ASSETS_URL: 'https://static.nordhub.example/shell',
          REMOTE_MFE_PUBLIC: 'https://public.cdn.example/mfe-public/mf-manifest.json',
          RUNTIME_CONFIG_FILE: file,
        },
        async (other) => {
          const page = await other.inject({ url: '/jobs' });
          const policy = directives(page);
          // The file wins over REMOTE_MFE_PUBLIC, as /runtime-config.json does.
          const origins = ['https://static.nordhub.example', 'https://careers.cdn.example:8443'];
          expect(policy.get('script-src')).toEqual(["'self'", `'nonce-${nonceOf(page)}'`, ...origins]);
          expect(policy.get('connect-src')).toEqual(["'self'", ...origins]);
          writeRemote('https://elsewhere.example/mfe-careers/mf-manifest.json');
          const later = directives(await other.inject({ url: '/jobs' }));
          expect(later.get('script-src')).toContain('https://elsewhere.example');
          expect(later.get('script-src')).not.toContain('https://careers.cdn.example:8443');
        },
      );
      await withEnv({ REMOTE_MFE_PUBLIC: 'https://public.cdn.example/mfe-public/mf-manifest.json', RECAPTCHA_SITE_KEY: 'site', RECAPTCHA_SECRET_KEY: 'secret' }, async (other) => {
        const page = await other.inject({ url: '/' });
        const policy = directives(page);
        expect(policy.get('script-src')).toEqual([
          "'self'",
          `'nonce-${nonceOf(page)}'`,
          'https://public.cdn.example',
          'https://www.google.com/recaptcha/',
          'https://www.gstatic.com/recaptcha/',
        ]);
        expect(policy.get('frame-src')).toContain('https://www.google.com/recaptcha/');
      });
    } finally {
      folder.remove();
    }
  });

  it('answers a page in full every time, never 304: its policy is made per answer', async () => {
    for (const url of ['/', '/jobs', '/index.html']) {
      const first = await app().inject({ url });
      expect(first.headers.etag).toBeUndefined();
      const again = await app().inject({ url, headers: { 'if-none-match': '*', 'if-modified-since': new Date(Date.now() + 60_000).toUTCString() } });
      expect({ url, status: again.statusCode }).toEqual({ url, status: 200 });
      expect(nonceOf(again)).not.toBe(nonceOf(first));
    }
  });

  it('lets any site frame the job-list widget and the external featured jobs', async () => {
    for (const url of ['/startups/joblistwidget/nordlys', '/startups/joblistwidget/nordlys?utm_source=blog', '/external/featuredjobs', '/funding/nordic-angels/job-board']) {
      const response = await app().inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(directives(response).get('frame-ancestors')).toEqual(['*']);
      expect(response.headers['x-frame-options']).toBeUndefined();
    }
  });

  it('refuses framing by other sites for every other page', async () => {
    for (const url of ['/', '/jobs', '/startups/nordlys', '/startups/career-page', '/client/startups/nordlys/settings', '/api/docs']) {
      const response = await app().inject({ url });
      expect(response.headers['content-type']).toContain('text/html');
      expect(directives(response).get('frame-ancestors')).toEqual(["'self'"]);
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });

  it('leaves scripts and JSON without a policy: they are not documents', async () => {
    for (const url of ['/main.js', '/api/health']) {
      const response = await app().inject({ url });
      expect(response.headers['content-security-policy']).toBeUndefined();
      expect(response.headers['x-frame-options']).toBeUndefined();
    }
  });
});

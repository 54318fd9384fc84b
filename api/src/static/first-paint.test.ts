import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { App } from '../app-type';
import { createCompany } from '../test/accounts';
import { openTestDatabase, type TestDatabase } from '../test/databases';
import { pageDataOf, SHELL_INDEX_HTML, shellIndexRoot } from '../test/page-head';
import { buildTestApp, tempDir } from '../test/test-app';
import { insertJob } from '../modules/jobs/jobs/test/fixtures';
import { createFirstPaint, firstPaintBundle, withFirstPaint } from './first-paint';

/**
 * A stand-in for the built renderer (shell/src/first-paint, built by `npm run build`): it draws
 * the job it is given and reads the API as the visitor, so the tests see what the server passed,
 * what its reads answer and where the markup and the answers land. `mode` makes it fail or hang
 * (until the server's time limit aborts it).
 */
function writeRenderer(root: string, mode: 'draw' | 'throw' | 'hang' | 'remote fails' | 'remote build loading' = 'draw') {
  const file = path.join(root, firstPaintBundle);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(
    file,
    `exports.renderFirstPaint = async ({ url, pageData, cookie, runtimeConfig, readApi, signal }) => {
  if (${JSON.stringify(mode)} === 'throw') throw new Error('window is not defined');
  if (${JSON.stringify(mode)} === 'hang') return new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
  const country = readApi ? await readApi('/api/site/visitor-country') : { status: 0, body: 'null' };
  const page = readApi ? await readApi('/about') : { status: 0 };
  return {
    markup: '<h1>' + (pageData.job ? pageData.job.title : 'no job') + '</h1><p>' + url + '|' + cookie + '|' + runtimeConfig.platform + '|' + page.status + '</p>',
    styles: '<style data-emotion="css h1" data-s="">.css-h1{color:navy}</style>',
    queries: country.status === 200 ? [{ queryKey: ['site', 'visitor-country'], data: JSON.parse(country.body), updatedAt: 1 }] : [],
    releaseId: runtimeConfig.remotes ? runtimeConfig.remotes.mfe_public : 'release-1',
    remoteFailures: ${JSON.stringify(mode)} === 'remote fails' ? [{ remote: 'mfe_public', error: 'no server build' }] : [],
  };
};
exports.clickHoldScript = 'window.held = true;';
exports.prepareFirstPaint = () => (${JSON.stringify(mode)} === 'remote build loading' ? new Promise(() => {}) : new Promise((resolve) => setTimeout(resolve, 10)));\n`,
  );
}

/** The answers a drawn page carries beside #root. */
const firstPaintQueriesOf = (html: string): unknown => {
  const script = /<script type="application\/json" id="nordhub-first-paint-queries">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return script === undefined ? null : JSON.parse(script);
};

const logged: string[] = [];
const log = { warn: (_: unknown, message: string) => logged.push(message), error: (_: unknown, message: string) => logged.push(message) } as unknown as FastifyBaseLogger;

const remotes = {
  mfe_public: 'https://cdn.example.com/mfe-public/2/mf-manifest.json',
  mfe_client_portal: '/remotes/mfe-client-portal/mf-manifest.json',
  mfe_careers: '/remotes/mfe-careers/mf-manifest.json',
  mfe_whitelabel: '/remotes/mfe-whitelabel/mf-manifest.json',
};

describe('the first paint inside #root', () => {
  it('puts the markup in the empty #root and marks it for the shell to hydrate', () => {
    expect(withFirstPaint(SHELL_INDEX_HTML, { markup: '<h1>Data $& Engineer</h1>', styles: '', queries: [], remotes })).toContain(
      '<div id="root" data-first-paint><h1>Data $& Engineer</h1></div><script type="application/json" id="nordhub-first-paint-release">',
    );
  });

  it("puts the markup's style elements at the end of <head>, before the page's body is parsed", () => {
    const styles = '<style data-emotion="css a1" data-s="">.css-a1::before{content:"$&"}</style>';
    const html = withFirstPaint(SHELL_INDEX_HTML, { markup: '<h1 class="css-a1">x</h1>', styles, queries: [], remotes });
    expect(html).toContain(`${styles}</head>`);
    expect(html.indexOf(styles)).toBeLessThan(html.indexOf('<body'));
  });

  it('writes the answers it was drawn from beside #root, as inert JSON that no text in them can end', () => {
    const queries = [{ queryKey: ['jobs', 'detail', '1'], data: { title: '</script><script>alert(1)</script>' }, updatedAt: 5 }];
    const html = withFirstPaint(SHELL_INDEX_HTML, { markup: '<h1>x</h1>', styles: '', queries, remotes });
    expect(html).toContain('<div id="root" data-first-paint><h1>x</h1></div><script type="application/json" id="nordhub-first-paint-queries">');
    expect(html).not.toContain('</script><script>alert(1)');
    expect(firstPaintQueriesOf(html)).toEqual(queries);
  });

  it('names the remotes it was drawn with beside #root, for the shell to load the same release', () => {
    const html = withFirstPaint(SHELL_INDEX_HTML, { markup: '<h1>x</h1>', styles: '', queries: [], remotes });
    const release = /<script type="application\/json" id="nordhub-first-paint-release">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(release ?? 'null')).toEqual({ remotes });
  });

  it('leaves a page without an empty #root as it is', () => {
    expect(withFirstPaint('<head></head><div id="app"></div>', { markup: '<h1>x</h1>', styles: '<style>h1{}</style>', queries: [], remotes })).toBe('<head></head><div id="app"></div>');
  });
});

describe('the renderer', () => {
  let folder: ReturnType<typeof tempDir>;
  const input = { url: 'http://localhost/jobs/1', runtimeConfig: { platform: 'main', remotes } as never, pageData: {}, cookie: '', readApi: null as never, remotesBaseUrl: 'http://127.0.0.1:4200/' };
  beforeEach(() => {
    folder = tempDir();
    logged.length = 0;
  });
  afterEach(() => folder.remove());

  it('draws nothing when the shell has not been built with it', async () => {
    await expect(createFirstPaint({ staticRoot: folder.dir, log })(input)).resolves.toBeNull();
    expect(logged).toEqual([]);
  });

  it('answers with the markup of the built renderer', async () => {
    writeRenderer(folder.dir);
    await expect(createFirstPaint({ staticRoot: folder.dir, log })(input)).resolves.toEqual({
      markup: '<h1>no job</h1><p>http://localhost/jobs/1||main|0</p>',
      styles: '<style data-emotion="css h1" data-s="">.css-h1{color:navy}</style>',
      queries: [],
      clickHoldScript: 'window.held = true;',
      remotes,
    });
  });

  it("serves the page without a drawing, and says why, while the page's remote build takes longer to load than a page may wait", async () => {
    writeRenderer(folder.dir, 'remote build loading');
    await expect(createFirstPaint({ staticRoot: folder.dir, log, remoteBuildWaitMs: 20 })(input)).resolves.toBeNull();
    expect(logged).toEqual(["The remote's server build is still loading; the page is served without a first paint"]);
  });

  it("logs a remote whose server build failed once per release, not with every page", async () => {
    writeRenderer(folder.dir, 'remote fails');
    const firstPaint = createFirstPaint({ staticRoot: folder.dir, log });
    await firstPaint(input);
    await firstPaint(input);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('The server build of mfe_public could not draw its pages');
    const next = { ...remotes, mfe_public: 'https://cdn.example.com/mfe-public/3/mf-manifest.json' };
    await firstPaint({ ...input, runtimeConfig: { platform: 'main', remotes: next } as never });
    expect(logged).toHaveLength(2);
  });

  it('draws nothing, and says why in the log, when the render fails or is late', async () => {
    writeRenderer(folder.dir, 'throw');
    await expect(createFirstPaint({ staticRoot: folder.dir, log })(input)).resolves.toBeNull();
    const late = tempDir();
    writeRenderer(late.dir, 'hang');
    await expect(createFirstPaint({ staticRoot: late.dir, log, timeoutMs: 20 })(input)).resolves.toBeNull();
    late.remove();
    expect(logged).toEqual(['First paint failed; the page is served without it', 'First paint failed; the page is served without it']);
  });
});

describe('pages with a first paint', () => {
  let database: TestDatabase;
  let folder: ReturnType<typeof tempDir>;
  let app: App;
  let jobId: string;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    // With the shell's entry tag, as html-webpack-plugin writes it into the built page.
    folder = shellIndexRoot(SHELL_INDEX_HTML.replace('</head>', '<script defer="defer" src="/main.js"></script></head>'));
    writeFileSync(path.join(folder.dir, 'shell', 'dist', 'mf-stats.json'), JSON.stringify({ nordhubStartup: { js: ['1.aaaa0001.js'] } }));
    writeRenderer(folder.dir);
    app = await buildTestApp(database.db, {}, folder.dir);
    const companyId = await createCompany(database.db, { key: 'fjord-labs', name: 'Fjord Labs' });
    jobId = await insertJob(database.db, { companyId, title: 'Fjord Data Engineer' });
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
    folder.remove();
  });

  it("a job page arrives drawn from the job its page data carries, with the visitor's cookies", async () => {
    const response = await app.inject({ url: `/jobs/${jobId}`, headers: { cookie: 'cookie-consent=accepted' } });
    expect(response.statusCode).toBe(200);
    expect(pageDataOf(response.body)?.job).toMatchObject({ id: jobId, title: 'Fjord Data Engineer' });
    expect(response.body).toContain(`<div id="root" data-first-paint><h1>Fjord Data Engineer</h1><p>http://localhost:80/jobs/${jobId}|cookie-consent=accepted|main|404</p></div>`);
  });

  it("reads the API as the page's visitor, in the server's process, and sends the answers with the page, which no shared cache keeps", async () => {
    const response = await app.inject({ url: '/jobs', headers: { 'accept-language': 'da-DK,da;q=0.9' } });
    expect(response.statusCode).toBe(200);
    expect(firstPaintQueriesOf(response.body)).toEqual([{ queryKey: ['site', 'visitor-country'], data: { countryCode: 'DK', source: 'accept-language' }, updatedAt: 1 }]);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    // Only the API: the page's own path is no read of it.
    expect(response.body).toContain('|main|404</p>');
  });

  it("sends what the reads did to the visitor's session cookie with the page: an ended session is cleared", async () => {
    const response = await app.inject({ url: '/jobs', headers: { cookie: 'nordhub.sid=no-such-session' } });
    expect(response.statusCode).toBe(200);
    const cleared = response.cookies.find((cookie) => cookie.name === 'nordhub.sid');
    expect(cleared).toMatchObject({ value: '' });
    // Only the session's: the reads' own CSRF cookie is not the page's (it sets its own).
    expect(response.cookies.filter((cookie) => cookie.name === 'XSRF-TOKEN')).toHaveLength(1);
  });

  it('the home page, the job search, the startups list, pricing and funding arrive drawn, with the site configuration their filters and links need', async () => {
    for (const url of ['/', '/jobs', '/startups', '/pricing', '/funding']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      const data = pageDataOf(response.body);
      expect(data?.siteConfiguration).toMatchObject({ site: { countries: expect.arrayContaining([{ text: 'Denmark', value: 'DK' }]) } });
      expect(data?.job).toBeUndefined();
      expect(response.body).toContain('<div id="root" data-first-paint><h1>no job</h1>');
    }
    const job = await app.inject({ url: `/jobs/${jobId}` });
    expect(pageDataOf(job.body)?.siteConfiguration).toEqual(pageDataOf((await app.inject({ url: '/jobs' })).body)?.siteConfiguration);
  });

  it("a startup's dashboard, the portal's first screen, arrives drawn as its visitor reads it; the portal's other pages arrive as built", async () => {
    const dashboard = await app.inject({ url: '/client/startups/fjord-labs', headers: { cookie: 'cookie-consent=accepted' } });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.body).toContain('<div id="root" data-first-paint><h1>no job</h1><p>http://localhost:80/client/startups/fjord-labs|cookie-consent=accepted|main|');
    expect(dashboard.headers['cache-control']).toBe('private, no-cache');
    for (const url of ['/client/startups/new', '/client/startups/fjord-labs/jobs', '/client/startups/']) {
      const page = await app.inject({ url });
      expect(page.body).toContain('<div id="root"></div>');
    }
  });

  it("a startup's page arrives drawn under its own head; an unknown startup's is not found, as built", async () => {
    const page = await app.inject({ url: '/startups/fjord-labs' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<link rel="canonical" href="http://localhost:80/startups/fjord-labs" />');
    expect(pageDataOf(page.body)?.siteConfiguration).toBeDefined();
    expect(page.body).toContain('<div id="root" data-first-paint><h1>no job</h1>');
    const missing = await app.inject({ url: '/startups/no-such-startup' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<meta name="robots" content="noindex" />');
    expect(missing.body).toContain('<div id="root"></div>');
    // A startup manager's welcome page is theirs alone: as built.
    expect((await app.inject({ url: '/startups/fjord-labs/welcome' })).body).toContain('<div id="root"></div>');
  });

  it("a drawn page's preloads start after its paint, scripts at low priority, as they take it over rather than paint it; a page the scripts draw names them in <head> at theirs", async () => {
    const drawn = (await app.inject({ url: '/jobs' })).body;
    expect(drawn).not.toContain('<link rel="preload"');
    expect(drawn).toContain('{"href":"/runtime-config.json","as":"fetch","crossOrigin":"anonymous"}');
    expect(drawn).toContain('{"href":"/1.aaaa0001.js","as":"script","fetchPriority":"low"}');
    expect((await app.inject({ url: '/about' })).body).toContain('<link rel="preload" href="/1.aaaa0001.js" as="script">');
  });

  it("a drawn page holds its clicks from the top and starts the shell's entry after the browser has painted it, with the answer's CSP nonce; a page the scripts draw names it as built", async () => {
    const drawn = await app.inject({ url: '/jobs' });
    const nonce = /'nonce-([^']+)'/.exec(String(drawn.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    expect(drawn.body).not.toContain('<script defer');
    expect(drawn.body).toContain(`<script nonce="${nonce}">window.held = true;</script></head>`);
    const loader = drawn.body.slice(drawn.body.indexOf(`<script nonce="${nonce}">(function(){`));
    expect(loader).toMatch(/^<script nonce="[^"]+">.*\["\/main\.js"\].*requestAnimationFrame.*<\/script><\/body>/);
    expect((await app.inject({ url: '/about' })).body).toContain('<script defer="defer" src="/main.js"></script>');
  });

  it('other pages, unknown jobs and other hosts arrive as built', async () => {
    const pages = [
      await app.inject({ url: '/about' }),
      await app.inject({ url: '/jobs/00000000-0000-4000-8000-000000000000' }),
      await app.inject({ url: `/jobs/${jobId}`, headers: { host: 'jobs.fjordlabs.example' } }),
    ];
    for (const page of pages) {
      expect(page.body).toContain('<div id="root"></div>');
      expect(page.body).not.toContain('data-first-paint');
    }
  });
});

import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { App } from '../app-type';
import { openTestDatabase, type TestDatabase } from '../test/databases';
import { buildTestApp, tempDir } from '../test/test-app';
import {
  BuildFileCache,
  forDrawnPage,
  planPreloads,
  preloadTags,
  remoteFactsFromManifest,
  shellFactsFromStats,
  withEntryAfterFirstPaint,
  withPreloads,
  type PreloadLink,
} from './preload-plan';

function write(file: string, content: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** A remote's mf-manifest.json as @module-federation/enhanced writes it (the fields the plan reads). */
const manifestOf = (name: string, routesSync: string[], routesAsync: string[] = []) =>
  JSON.stringify({
    id: name,
    name,
    metaData: { name, remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto' },
    shared: [{ name: 'react', assets: { js: { sync: ['999.shared00.js'], async: [] } } }],
    exposes: [{ id: `${name}:routes`, name: 'routes', path: './routes', assets: { js: { sync: routesSync, async: routesAsync } } }],
  });

const shellStartup = ['215.aaaa0001.js', '696.aaaa0002.js', '612.aaaa0003.js'];
const remoteChunks = {
  'mfe-public': ['5215.bbbb0001.js', '__federation_expose_routes.bbbb0002.js'],
  'mfe-client-portal': ['1980.cccc0001.js', '__federation_expose_routes.cccc0002.js'],
  'mfe-careers': ['155.dddd0001.js', '__federation_expose_routes.dddd0002.js'],
  'mfe-whitelabel': ['168.eeee0001.js', '__federation_expose_routes.eeee0002.js'],
};
const containerOf = (dir: string) => dir.replace(/-/g, '_');

/** Stand-ins for the webpack builds, with every file their manifests name. */
function makeBuilds(root: string) {
  write(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><html><head><title>Nordhub</title><script defer="defer" src="/main.js"></script></head><body><div id="root"></div></body></html>');
  write(path.join(root, 'shell', 'dist', 'main.js'), 'shell');
  write(path.join(root, 'shell', 'dist', 'mf-stats.json'), JSON.stringify({ id: 'nordhub_shell', nordhubStartup: { js: shellStartup } }));
  for (const file of shellStartup) write(path.join(root, 'shell', 'dist', file), 'chunk');
  for (const [dir, chunks] of Object.entries(remoteChunks)) {
    write(path.join(root, dir, 'dist', 'mf-manifest.json'), manifestOf(containerOf(dir), chunks, ['jobs.ffff0001.js']));
    write(path.join(root, dir, 'dist', 'remoteEntry.js'), `var ${containerOf(dir)};`);
    for (const file of chunks) write(path.join(root, dir, 'dist', file), 'chunk');
  }
}

const preloadPattern = /<link rel="preload" href="([^"]+)" as="(script|fetch)"( crossorigin="anonymous")?>/g;
function preloadsIn(html: string): PreloadLink[] {
  return [...html.matchAll(preloadPattern)].map(([, href = '', as, crossorigin]) => ({
    href,
    as: as as PreloadLink['as'],
    ...(crossorigin ? { crossorigin: 'anonymous' as const } : {}),
  }));
}

describe('planPreloads', () => {
  const shell = { startupJs: ['1.aaaa0001.js', '2.aaaa0002.js'] };
  const remote = { entry: 'remoteEntry.js', routesJs: ['3.bbbb0001.js', '__federation_expose_routes.bbbb0002.js'] };

  it('names the runtime config, the shell start-up chunks and the remote manifest, entry and ./routes chunks', () => {
    expect(planPreloads({ shell, shellAssetsUrl: undefined, manifestUrl: '/remotes/mfe-public/mf-manifest.json', remote })).toEqual([
      { href: '/runtime-config.json', as: 'fetch', crossorigin: 'anonymous' },
      { href: '/1.aaaa0001.js', as: 'script' },
      { href: '/2.aaaa0002.js', as: 'script' },
      { href: '/remotes/mfe-public/mf-manifest.json', as: 'fetch', crossorigin: 'anonymous' },
      { href: '/remotes/mfe-public/remoteEntry.js', as: 'script' },
      { href: '/remotes/mfe-public/3.bbbb0001.js', as: 'script' },
      { href: '/remotes/mfe-public/__federation_expose_routes.bbbb0002.js', as: 'script' },
    ]);
  });

  it('loads the shell chunks from SHELL_ASSETS_URL and a remote from its own origin, scripts as webpack loads them', () => {
    const links = planPreloads({
      shell,
      shellAssetsUrl: 'https://cdn.example/shell',
      manifestUrl: 'https://remotes.example/public/v2/mf-manifest.json?v=1',
      remote,
    });
    expect(links[0]).toEqual({ href: '/runtime-config.json', as: 'fetch', crossorigin: 'anonymous' });
    expect(links[1]).toEqual({ href: 'https://cdn.example/shell/1.aaaa0001.js', as: 'script' });
    expect(links).toContainEqual({ href: 'https://remotes.example/public/v2/mf-manifest.json?v=1', as: 'fetch', crossorigin: 'anonymous' });
    expect(links).toContainEqual({ href: 'https://remotes.example/public/v2/remoteEntry.js', as: 'script' });
    // webpack's <script> tags carry no crossorigin (no crossOriginLoading): a preload with one would not be used.
    expect(links.filter((link) => link.as === 'script').every((link) => link.crossorigin === undefined)).toBe(true);
  });

  it('preloads only the manifest of a remote whose files it does not know, and nothing of an unknown remote', () => {
    expect(planPreloads({ shell: null, shellAssetsUrl: undefined, manifestUrl: 'https://x.example/mf-manifest.json', remote: null })).toEqual([
      { href: '/runtime-config.json', as: 'fetch', crossorigin: 'anonymous' },
      { href: 'https://x.example/mf-manifest.json', as: 'fetch', crossorigin: 'anonymous' },
    ]);
    expect(planPreloads({ shell: null, shellAssetsUrl: undefined, manifestUrl: null, remote })).toHaveLength(1);
  });

  it('never names a file outside the build folder a manifest lists', () => {
    const hostile = { entry: '../../api/secret.js', routesJs: ['//evil.example/x.js', 'https://evil.example/y.js', '/z.js', 'ok.12345678.js'] };
    const hrefs = planPreloads({ shell: null, shellAssetsUrl: undefined, manifestUrl: '/remotes/mfe-public/mf-manifest.json', remote: hostile }).map(
      (link) => link.href,
    );
    expect(hrefs).toEqual(['/runtime-config.json', '/remotes/mfe-public/mf-manifest.json', '/remotes/mfe-public/ok.12345678.js']);
  });
});

describe('reading the builds', () => {
  it('takes a remote entry and the sync chunks of ./routes from its manifest, not the per-page async ones', () => {
    expect(remoteFactsFromManifest(JSON.parse(manifestOf('mfe_public', ['1.aaaa0001.js'], ['jobs.bbbb0001.js'])))).toEqual({
      entry: 'remoteEntry.js',
      routesJs: ['1.aaaa0001.js'],
    });
  });

  it('gives up on manifests it does not understand', () => {
    for (const manifest of [null, 'text', {}, { metaData: { remoteEntry: { name: 7 } } }, { metaData: { publicPath: 'https://cdn/', remoteEntry: { name: 'remoteEntry.js' } } }]) {
      expect(remoteFactsFromManifest(manifest)).toBeNull();
    }
    expect(shellFactsFromStats({ id: 'nordhub_shell' })).toBeNull();
    expect(shellFactsFromStats({ nordhubStartup: { js: ['1.aaaa0001.js'] } })).toEqual({ startupJs: ['1.aaaa0001.js'] });
  });

  it('reads a build file once and again only when it changes', async () => {
    const folder = tempDir();
    try {
      const file = path.join(folder.dir, 'mf-stats.json');
      let parses = 0;
      const cache = new BuildFileCache((json) => {
        parses += 1;
        return shellFactsFromStats(json);
      });
      expect(await cache.read(file)).toBeNull();
      write(file, JSON.stringify({ nordhubStartup: { js: ['1.aaaa0001.js'] } }));
      utimesSync(file, new Date(1_000_000), new Date(1_000_000));
      expect(await cache.read(file)).toEqual({ startupJs: ['1.aaaa0001.js'] });
      await cache.read(file);
      await cache.read(file);
      expect(parses).toBe(1);
      write(file, JSON.stringify({ nordhubStartup: { js: ['2.aaaa0002.js'] } }));
      utimesSync(file, new Date(2_000_000), new Date(2_000_000));
      expect(await cache.read(file)).toEqual({ startupJs: ['2.aaaa0002.js'] });
      expect(parses).toBe(2);
      write(file, '{ not json');
      utimesSync(file, new Date(3_000_000), new Date(3_000_000));
      expect(await cache.read(file)).toBeNull();
    } finally {
      folder.remove();
    }
  });
});

describe('forDrawnPage', () => {
  it("lowers the scripts' priority and leaves the data fetches as they were", () => {
    const links = forDrawnPage([
      { href: '/runtime-config.json', as: 'fetch', crossorigin: 'anonymous' },
      { href: '/1.aaaa0001.js', as: 'script' },
    ]);
    expect(preloadTags(links)).toBe(
      '<link rel="preload" href="/runtime-config.json" as="fetch" crossorigin="anonymous"><link rel="preload" href="/1.aaaa0001.js" as="script" fetchpriority="low">',
    );
  });
});

describe('withPreloads', () => {
  it('puts the links at the end of <head>, after the entry script, and keeps $ in a URL as text', () => {
    const html = withPreloads('<head><script src="/main.js"></script></head><body></body>', [{ href: '/a$&.js', as: 'script' }]);
    expect(html).toBe('<head><script src="/main.js"></script><link rel="preload" href="/a$&amp;.js" as="script"></head><body></body>');
  });
});

describe('withEntryAfterFirstPaint', () => {
  const drawn = '<head><script defer="defer" src="/main.js"></script><title>Jobs</title></head><body><div id="root"><h1>Find jobs</h1></div></body>';
  const clickHoldScript = 'window.held=[];';
  const preloads = forDrawnPage([
    { href: '/runtime-config.json', as: 'fetch', crossorigin: 'anonymous' },
    { href: '/1.aaaa0001.js', as: 'script' },
  ]);

  it('holds clicks from the end of <head> and starts the preloads, then the entry, from the end of <body> after the painted frame; nothing of the app loads before', () => {
    const html = withEntryAfterFirstPaint(drawn, { nonce: 'n0nce+/=', clickHoldScript, preloads });
    expect(html).not.toContain('<script defer');
    expect(html).not.toContain('<link rel="preload"');
    expect(html).toContain('<head><title>Jobs</title><script nonce="n0nce+/=">window.held=[];</script></head>');
    const loader = /<h1>Find jobs<\/h1><\/div><script nonce="n0nce\+\/=">(.*)<\/script><\/body>$/.exec(html)?.[1] ?? '';
    expect(loader).toContain(
      '[{"href":"/runtime-config.json","as":"fetch","crossOrigin":"anonymous"},{"href":"/1.aaaa0001.js","as":"script","fetchPriority":"low"}].forEach',
    );
    expect(loader.indexOf('"/runtime-config.json"')).toBeLessThan(loader.indexOf('["/main.js"]'));
    // The second frame: the first is painted by then.
    expect(loader).toContain('afterFrame(function(){afterFrame(run)})');
    // A hidden tab renders no frame: a timer starts it there, once.
    expect(loader).toContain('setTimeout(run,1000)');
    expect(loader).toContain('if(started)return;started=true;');
  });

  it('inserts the preloads with the attributes the server would have written, so the requests that use them match', () => {
    const html = withEntryAfterFirstPaint(drawn, { nonce: 'n', clickHoldScript, preloads });
    const loader = /<script nonce="n">(\(function\(\)\{var started.*)<\/script><\/body>$/.exec(html)?.[1] ?? '';
    const inserted: Array<Record<string, unknown>> = [];
    // The page's pictures: one in the first screen still loading, one loaded, one lazy.
    const listeners: Array<() => void> = [];
    const picture = (complete: boolean, loading: string) => ({ complete, loading, addEventListener: (_type: string, listener: () => void) => listeners.push(listener) });
    const fakeDocument = {
      images: [picture(false, 'auto'), picture(true, 'auto'), picture(false, 'lazy')],
      createElement: (tag: string) => ({ tag }),
      head: { appendChild: (element: Record<string, unknown>) => inserted.push({ ...element }) },
    };
    const frames: Array<() => void> = [];
    const timers: Array<{ callback: () => void; ms: number | undefined }> = [];
    new Function('document', 'requestAnimationFrame', 'setTimeout', loader)(
      fakeDocument,
      (callback: () => void) => frames.push(callback),
      (callback: () => void, ms?: number) => (ms === undefined ? callback() : timers.push({ callback, ms })),
    );
    // Only the first screen's picture is waited for (its load and its error listeners).
    expect(listeners).toHaveLength(2);
    expect(frames).toHaveLength(0);
    listeners[0]?.();
    frames.shift()?.();
    expect(inserted).toEqual([]);
    frames.shift()?.();
    expect(inserted).toEqual([
      { tag: 'link', rel: 'preload', href: '/runtime-config.json', as: 'fetch', crossOrigin: 'anonymous' },
      { tag: 'link', rel: 'preload', href: '/1.aaaa0001.js', as: 'script', fetchPriority: 'low' },
      { tag: 'script', src: '/main.js', async: false },
    ]);
    // The timer at the latest then finds it started: nothing twice.
    expect(timers.map(({ ms }) => ms)).toEqual([1000]);
    timers[0]?.callback();
    expect(inserted).toHaveLength(3);
  });

  it('keeps a script-breaking or escaped entry URL (a static origin) inert inside the loader', () => {
    const html = withEntryAfterFirstPaint('<head><script defer src="https://static.example/a&amp;b/</script>main.js"></script></head><body></body>', {
      nonce: 'n',
      clickHoldScript,
      preloads: [{ href: 'https://static.example/</script>1.js', as: 'script' }],
    });
    expect(html).toContain('["https://static.example/a&b/\\u003c/script>main.js"]');
    expect(html.slice(html.indexOf('<script nonce="n">(function')).match(/<\/script>/g)).toHaveLength(1);
  });

  it('leaves the entry as built, with the preloads in <head>, when the page has no deferred entry or the hold script cannot be inlined (clicks would be lost)', () => {
    const page = '<head><script src="/other.js"></script></head><body></body>';
    expect(withEntryAfterFirstPaint(page, { nonce: 'n', clickHoldScript, preloads: [] })).toBe(page);
    expect(withEntryAfterFirstPaint(drawn, { nonce: 'n', clickHoldScript: 'a="</SCRIPT>"', preloads })).toBe(withPreloads(drawn, preloads));
    expect(withEntryAfterFirstPaint(drawn, { nonce: 'n', clickHoldScript: 'a="<!--"', preloads })).toBe(withPreloads(drawn, preloads));
  });
});

// The served page: one PGlite run, left unmigrated (no page here needs the database).
describe('the preloads of a served page', () => {
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

  const pageLinks = async (target: App, url: string, host?: string) => {
    const response = await target.inject({ url, headers: host ? { host } : {} });
    expect(response.statusCode).toBe(200);
    return preloadsIn(response.body);
  };

  it('/jobs names the runtime config, the shell start-up chunks and mfe-public entry and routes chunks, all files that exist', async () => {
    const links = await pageLinks(app, '/jobs');
    expect(links.map((link) => link.href)).toEqual([
      '/runtime-config.json',
      ...shellStartup.map((file) => `/${file}`),
      '/remotes/mfe-public/mf-manifest.json',
      '/remotes/mfe-public/remoteEntry.js',
      ...remoteChunks['mfe-public'].map((file) => `/remotes/mfe-public/${file}`),
    ]);
    for (const { href } of links) {
      if (href === '/runtime-config.json') continue;
      const file = href.startsWith('/remotes/')
        ? path.join(folder.dir, href.split('/')[2] ?? '', 'dist', href.split('/').slice(3).join('/'))
        : path.join(folder.dir, 'shell', 'dist', href.slice(1));
      expect(existsSync(file)).toBe(true);
      expect((await app.inject({ url: href })).statusCode).toBe(200);
    }
  });

  it('picks the remote by host kind and path: the portal under /client, the careers and white-label remotes on their hosts', async () => {
    const remotesNamed = (links: PreloadLink[]) => [...new Set(links.flatMap((link) => /^\/remotes\/([^/]+)\//.exec(link.href)?.[1] ?? []))];
    expect(remotesNamed(await pageLinks(app, '/client/startups/nordlys'))).toEqual(['mfe-client-portal']);
    expect(remotesNamed(await pageLinks(app, '/clients'))).toEqual(['mfe-public']);
    const careers = await pageLinks(app, '/jobs', 'careers.nordlys.localhost');
    expect(remotesNamed(careers)).toEqual(['mfe-careers']);
    expect(careers.map((link) => link.href)).toContain(`/remotes/mfe-careers/${remoteChunks['mfe-careers'][1]}`);
    expect(remotesNamed(await pageLinks(app, '/', 'jobs.feeds.localhost'))).toEqual(['mfe-whitelabel']);
  });

  it('follows SHELL_ASSETS_URL and remote origins, and the page policy allows every preloaded origin', async () => {
    const cdn = await buildTestApp(
      database.db,
      { SHELL_ASSETS_URL: 'https://cdn.nordhub.example/shell', REMOTE_MFE_PUBLIC: 'https://remotes.example/public/mf-manifest.json' },
      folder.dir,
    );
    try {
      const response = await cdn.inject({ url: '/jobs' });
      const links = preloadsIn(response.body);
      expect(links).toContainEqual({ href: `https://cdn.nordhub.example/shell/${shellStartup[0]}`, as: 'script' });
      expect(links).toContainEqual({ href: 'https://remotes.example/public/mf-manifest.json', as: 'fetch', crossorigin: 'anonymous' });
      const policy = String(response.headers['content-security-policy']);
      const directive = (name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';
      for (const { href, as } of links) {
        if (!href.startsWith('https://')) continue;
        expect(directive(as === 'script' ? 'script-src' : 'connect-src')).toContain(new URL(href).origin);
      }
      expect(directive('script-src')).toMatch(/'nonce-[^']+'/);
    } finally {
      await cdn.close();
    }
  });

  it('still serves the page, with the shell preloads only, when RUNTIME_CONFIG_FILE is broken', async () => {
    const file = path.join(folder.dir, 'broken-runtime-config.json');
    write(file, '{ "remotes": ');
    const broken = await buildTestApp(database.db, { RUNTIME_CONFIG_FILE: file }, folder.dir);
    try {
      const links = await pageLinks(broken, '/jobs');
      expect(links.map((link) => link.href)).toEqual(['/runtime-config.json', ...shellStartup.map((file) => `/${file}`)]);
    } finally {
      await broken.close();
    }
  });
});

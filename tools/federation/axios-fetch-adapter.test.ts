import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { browserConfig } from './browser-config';
import { axiosCacheGroup, axiosWithoutFetchAdapter, firstRequestCacheGroup, monolithicFirstRequestCacheGroup, schemasCacheGroup, workspaceRoot, zodShare } from './shared.cjs';

// The browser builds bundle axios without its fetch adapter (axios-fetch-adapter.browser.cjs). An
// axios release that moves the file, or reads more of it, would bring the adapter back silently or
// break requests: these checks fail first.

const [[adapterFile, replacement]] = Object.entries(axiosWithoutFetchAdapter) as [[string, string]];

describe("axios's fetch adapter in the browser builds", () => {
  it("names axios's adapter file as installed, and a replacement beside this test", () => {
    expect(existsSync(adapterFile)).toBe(true);
    expect(path.relative(workspaceRoot, adapterFile)).toBe(path.join('node_modules', 'axios', 'lib', 'adapters', 'fetch.js'));
    expect(existsSync(replacement)).toBe(true);
  });

  it('gives axios every name it reads of the adapter, reporting it absent', () => {
    const adapters = readFileSync(path.join(path.dirname(adapterFile), 'adapters.js'), 'utf8');
    const namespace = /import \* as (\w+) from '\.\/fetch\.js'/.exec(adapters)?.[1];
    expect(namespace).toBeDefined();
    const read = [...adapters.matchAll(new RegExp(`\\b${namespace}\\.(\\w+)`, 'g'))].map((match) => match[1]);
    expect(read).toEqual(['getFetch']);
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the replacement is CommonJS
    const absent = require(replacement) as { getFetch: (config: object) => unknown };
    // null is axios's "not available in the build" (false would be "not supported by the environment").
    expect(absent.getFetch({})).toBeNull();
  });

  it('is swapped in every app', () => {
    for (const app of ['shell', 'mfe-public', 'mfe-client-portal', 'mfe-careers', 'mfe-whitelabel']) {
      const alias = browserConfig(app).resolve?.alias as Record<string, string>;
      expect(alias[adapterFile]).toBe(replacement);
    }
  });
});

describe('axios in the browser builds', () => {
  it("is one lazy chunk in every app, the stand-in for its fetch adapter with it; in the shell, with zod and the contracts' schemas", () => {
    const axiosFile = path.join(path.dirname(adapterFile), '..', 'axios.js');
    expect(axiosCacheGroup.test({ resource: axiosFile })).toBe(true);
    expect(axiosCacheGroup.test({ resource: replacement })).toBe(true);
    expect(axiosCacheGroup.test({ resource: path.join(workspaceRoot, 'libs', 'api-client', 'src', 'client.ts') })).toBe(false);
    expect(axiosCacheGroup.test({})).toBe(false);
    // A contracts module that builds schemas imports zod; one of texts or constants does not.
    const schemaModule = { resource: path.join(workspaceRoot, 'libs', 'contracts', 'src', 'job.ts'), dependencies: [{ request: 'zod/mini' }] };
    const textsModule = { resource: path.join(workspaceRoot, 'libs', 'contracts', 'src', 'auth-texts.ts'), dependencies: [{ request: '@nordhub/domain' }] };
    for (const resource of [axiosFile, replacement, zodShare, require.resolve('zod/mini', { paths: [workspaceRoot] })]) {
      expect(firstRequestCacheGroup.test({ resource })).toBe(true);
    }
    expect(firstRequestCacheGroup.test(schemaModule)).toBe(true);
    expect(schemasCacheGroup.test(schemaModule)).toBe(true);
    // Texts a page shows at once stay with the page: in a remote and in the monolithic build, where
    // pages are lazy chunks (the shell's own pages are in its start-up chunk, whose group comes first).
    expect(schemasCacheGroup.test(textsModule)).toBe(false);
    expect(monolithicFirstRequestCacheGroup.test(textsModule)).toBe(false);
    expect(firstRequestCacheGroup.test(textsModule)).toBe(true);
    expect(firstRequestCacheGroup.test({ resource: path.join(workspaceRoot, 'libs', 'api-client', 'src', 'client.ts') })).toBe(false);
    // The domain rules in the shell's lazy chunks are the schemas'; in the monolithic build, pages' too.
    const domainRule = { resource: path.join(workspaceRoot, 'libs', 'domain', 'src', 'password.ts') };
    expect(firstRequestCacheGroup.test(domainRule)).toBe(true);
    expect(monolithicFirstRequestCacheGroup.test(domainRule)).toBe(false);
    expect(monolithicFirstRequestCacheGroup.test(schemaModule)).toBe(true);
    expect(axiosCacheGroup.test(schemaModule)).toBe(false);
    for (const app of ['shell', 'mfe-public', 'mfe-client-portal', 'mfe-careers', 'mfe-whitelabel']) {
      const { splitChunks } = browserConfig(app).optimization ?? {};
      const cacheGroups = splitChunks ? splitChunks.cacheGroups : undefined;
      if (app === 'shell') expect(cacheGroups?.firstRequest).toBe(firstRequestCacheGroup);
      else expect(cacheGroups).toMatchObject({ axios: axiosCacheGroup, schemas: schemasCacheGroup });
    }
  });
});

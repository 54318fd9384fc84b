import path from 'node:path';
import { type Configuration } from 'webpack';
import { createShared, workspaceRoot } from './shared.cjs';
import { serverShareList } from './webpack-first-paint.cjs';
import { serverDir } from './webpack-server.cjs';

type ConfigFunction = (env: unknown, argv: { mode: string }) => Configuration | Configuration[];

function remoteConfig(dir: string, mode: string): Configuration | Configuration[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- webpack configs are CommonJS
  return (require(path.join(workspaceRoot, dir, 'webpack.config.cjs')) as ConfigFunction)({}, { mode });
}

describe("a remote's server build", () => {
  it.each(['mfe-public', 'mfe-client-portal', 'mfe-careers', 'mfe-whitelabel'])('%s builds one for Node.js beside its browser build, in production only', (dir) => {
    const production = remoteConfig(dir, 'production');
    expect(Array.isArray(production)).toBe(true);
    const [browser, server] = production as Configuration[];
    expect(browser?.target).toEqual(['web', 'es2020']);
    expect(server?.target).toBe('async-node');
    expect(server?.output?.path).toBe(path.join(workspaceRoot, dir, 'dist', serverDir));
    // After the browser build, whose clean keeps it.
    expect(server?.dependencies).toEqual([browser?.name]);
    const clean = browser?.output?.clean as { keep: RegExp };
    expect(clean.keep.test('server/remoteEntry.js')).toBe(true);
    expect(clean.keep.test('remoteEntry.js')).toBe(false);
    expect(Array.isArray(remoteConfig(dir, 'development'))).toBe(false);
  });
});

describe("the server's share table", () => {
  const list = serverShareList();
  const keys = list.map((share) => share.shareKey);

  it('provides every share key of the one list, its prefix shares as the modules the server builds consume', () => {
    for (const key of Object.keys(createShared())) {
      if (key.endsWith('/')) continue;
      const { shareKey } = createShared()[key] as { shareKey?: string };
      expect(keys).toContain(shareKey ?? key);
    }
    expect(keys).toEqual(expect.arrayContaining(['react/jsx-runtime', 'jotai/react', 'jotai/vanilla', 'jotai/vanilla/internals']));
  });

  it('provides the modules the browser shell provides, with their versions', () => {
    const router = list.find((share) => share.shareKey === 'react-router-dom');
    expect(router?.request).toBe(path.join(__dirname, 'react-router-dom.shared.mjs'));
    const client = list.find((share) => share.shareKey === '@nordhub/api-client/client');
    expect(client?.request).toBe(path.join(workspaceRoot, 'libs', 'api-client', 'src', 'client.ts'));
    for (const share of list) expect(share.version).toMatch(/^\d+\.\d+\.\d+/);
  });
});

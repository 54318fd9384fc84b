import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { OneShareRuntimePlugin } from './one-share-runtime-plugin.cjs';
import { runWebpack } from './run-webpack';

/** Builds a tiny container that shares React, unminified, with or without the plugin; its remoteEntry.js. */
async function buildRemoteEntry(dir: string, withPlugin: boolean): Promise<string> {
  const out = path.join(dir, withPlugin ? 'with' : 'without');
  await runWebpack({
    mode: 'production',
    context: dir,
    entry: {},
    output: { path: out, publicPath: 'auto' },
    optimization: { minimize: false },
    resolve: { modules: [path.join(__dirname, '..', '..', 'node_modules')] },
    plugins: [
      new ModuleFederationPlugin({
        name: 'tiny',
        filename: 'remoteEntry.js',
        exposes: { './greeting': './greeting.js' },
        shared: { react: { singleton: true, requiredVersion: false } },
        dts: false,
        manifest: false,
      }),
      ...(withPlugin ? [new OneShareRuntimePlugin()] : []),
    ],
  });
  return readFileSync(path.join(out, 'remoteEntry.js'), 'utf8');
}

const initializeSharingAssignments = (code: string) => code.match(/__webpack_require__\.I = /g) ?? [];

describe('OneShareRuntimePlugin', () => {
  let dir: string;
  let without: string;
  let withPlugin: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'nordhub-one-share-runtime-'));
    writeFileSync(path.join(dir, 'greeting.js'), `import { version } from 'react';\nexport const greeting = 'React ' + version;\n`);
    without = await buildRemoteEntry(dir, false);
    withPlugin = await buildRemoteEntry(dir, true);
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("leaves one share runtime in a container's entry, the federation's, where webpack adds its own beside it", () => {
    expect(initializeSharingAssignments(without)).toHaveLength(2);
    expect(initializeSharingAssignments(withPlugin)).toHaveLength(1);
    expect(withPlugin).toMatch(/__webpack_require__\.I = \([^)]*\) => \{[\s\S]{0,40}?return __webpack_require__\.federation\.bundlerRuntime\.I\(/);
    expect(withPlugin.length).toBeLessThan(without.length);
  });
});

import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Configuration, NormalModuleReplacementPlugin } from 'webpack';
import { workspaceRoot } from './shared.cjs';
import { remotes } from './webpack-base.cjs';
import { outputDir } from './webpack-monolithic.cjs';

type ConfigFunction = (env: unknown, argv: { mode: string }) => Configuration;

function productionConfig(file: string): Configuration {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- webpack configs are CommonJS
  return (require(path.join(workspaceRoot, 'shell', file)) as ConfigFunction)({}, { mode: 'production' });
}

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the loader is CommonJS
const prefixChunkNames = require('./prefix-chunk-names-loader.cjs') as (this: { getOptions(): { prefix: string } }, source: string) => string;

const pluginNames = (config: Configuration) => (config.plugins ?? []).map((plugin) => plugin?.constructor.name);

/** What a NormalModuleReplacementPlugin of the config makes of `request` (unchanged when none matches). */
function replaced(config: Configuration, request: string): string {
  for (const plugin of config.plugins ?? []) {
    if (plugin instanceof NormalModuleReplacementPlugin) {
      const { resourceRegExp, newResource } = plugin as unknown as { resourceRegExp: RegExp; newResource: string };
      if (resourceRegExp.test(request)) return newResource;
    }
  }
  return request;
}

/** The shell's start-up cache group, without its test (a closure of each config's own plugin). */
function startupGroup(config: Configuration) {
  const splitChunks = config.optimization?.splitChunks;
  const group = splitChunks ? splitChunks.cacheGroups?.startup : undefined;
  if (!group || typeof group !== 'object' || group instanceof RegExp) return undefined;
  const { test, ...rest } = group;
  return { ...rest, test: typeof test };
}

describe('the monolithic build mode (shell/webpack.monolithic.config.cjs)', () => {
  const federated = productionConfig('webpack.config.cjs');
  const monolithic = productionConfig('webpack.monolithic.config.cjs');

  it('builds without module federation, into its own folder', () => {
    expect(pluginNames(federated)).toContain('ModuleFederationPlugin');
    expect(pluginNames(monolithic)).not.toContain('ModuleFederationPlugin');
    expect(pluginNames(monolithic)).toContain('HtmlWebpackPlugin');
    expect(monolithic.output?.path).toBe(path.join(workspaceRoot, 'shell', 'dist-monolithic'));
    expect(outputDir).toBe(monolithic.output?.path);
  });

  it("keeps the shell's output names, minifier and splitting", () => {
    expect(monolithic.mode).toBe('production');
    expect(monolithic.entry).toEqual(federated.entry);
    expect({ ...monolithic.output, path: undefined }).toEqual({ ...federated.output, path: undefined });
    expect({ ...monolithic.optimization, splitChunks: undefined }).toEqual({ ...federated.optimization, splitChunks: undefined });
    // The shell's start-up code in one chunk (startup-assets.cjs) in both: the same start-up, each built its way.
    expect(startupGroup(monolithic)).toEqual(startupGroup(federated));
    expect(startupGroup(monolithic)).toMatchObject({ name: 'startup', chunks: 'async', enforce: true });
    expect(pluginNames(monolithic)).toContain('StartupChunkPlugin');
    expect(pluginNames(federated)).toContain('StartupChunkPlugin');
  });

  it('swaps only the remote seam: loading the routes and registering the remotes', () => {
    const federation = path.join(workspaceRoot, 'shell', 'src', 'federation');
    for (const request of ['../federation/load-remote-routes', './federation/load-remote-routes']) {
      expect(replaced(monolithic, request)).toBe(path.join(federation, 'load-remote-routes.monolithic.ts'));
    }
    expect(replaced(monolithic, './federation/setup-federation')).toBe(path.join(federation, 'setup-federation.monolithic.ts'));
    for (const request of ['./remote-module', '../federation/remote-module', './federation/runtime-config', './federation/chunk-error']) {
      expect(replaced(monolithic, request)).toBe(request);
    }
    for (const file of ['load-remote-routes.monolithic.ts', 'setup-federation.monolithic.ts']) expect(existsSync(path.join(federation, file))).toBe(true);
    expect(replaced(federated, './federation/load-remote-routes')).toBe('./federation/load-remote-routes');
  });

  it("resolves each remote's routes id to the module the remote exposes, compiled with the shell's loader", () => {
    const aliases = monolithic.resolve?.alias as Record<string, string>;
    const swc = monolithic.module?.rules?.find(
      (rule) => rule && typeof rule === 'object' && (rule.use as { loader?: string } | undefined)?.loader === 'swc-loader',
    ) as { include: string[] };
    for (const [container, { dir }] of Object.entries(remotes)) {
      const routes = path.join(workspaceRoot, dir, 'src', 'routes.tsx');
      expect(aliases[`${container}/routes$`]).toBe(routes);
      expect(existsSync(routes)).toBe(true);
      expect(swc.include).toContain(path.join(workspaceRoot, dir, 'src'));
    }
  });

  it("prefixes a remote's chunk names, so equal names in two remotes stay two chunks", () => {
    const source = `const a = () => import(/* webpackChunkName: "account" */ './a');\nconst b = () => import(/* webpackChunkName: 'deals' */ './b');`;
    expect(prefixChunkNames.call({ getOptions: () => ({ prefix: 'mfe-public' }) }, source)).toBe(
      `const a = () => import(/* webpackChunkName: "mfe-public-account" */ './a');\nconst b = () => import(/* webpackChunkName: 'mfe-public-deals' */ './b');`,
    );
  });
});

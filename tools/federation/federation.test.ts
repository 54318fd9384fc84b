import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { type Configuration } from 'webpack';
import { compressible, precompress } from './precompress-plugin.cjs';
import { apiClientStartupModules, apiClientStatefulModules, createShared, designSystemStartupModules, designSystemStatefulModules, workspaceRoot } from './shared.cjs';
import { devRuntimeConfig, remotes } from './webpack-base.cjs';

type FederationOptions = {
  name: string;
  runtimePlugins?: string[];
  experiments?: { externalRuntime?: boolean; provideExternalRuntime?: boolean; optimization?: { target?: string } };
  filename?: string;
  exposes?: Record<string, string>;
  shared: unknown;
  shareStrategy: string;
  manifest?: boolean;
  dts: boolean;
};

const apps = ['shell', 'mfe-public', 'mfe-client-portal', 'mfe-careers', 'mfe-whitelabel'];

function appConfig(app: string, mode: 'production' | 'development'): Configuration {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- webpack configs are CommonJS
  const create = require(path.join(workspaceRoot, app, 'webpack.config.cjs')) as (
    env: unknown,
    argv: { mode: string },
  ) => Configuration;
  return create({}, { mode });
}

const productionConfig = (app: string) => appConfig(app, 'production');

/** The production remotes' swap of the bundler runtime's entry module for the shell's. */
function bundlerRuntimeSwap(config: Configuration): { resourceRegExp: RegExp; newResource: string } | undefined {
  const plugin = config.plugins?.find((p) => p?.constructor.name === 'NormalModuleReplacementPlugin');
  return plugin as unknown as { resourceRegExp: RegExp; newResource: string } | undefined;
}

const hasPlugin = (config: Configuration, name: string) => Boolean(config.plugins?.some((p) => p?.constructor.name === name));

function federationOptions(config: Configuration): FederationOptions {
  const plugin = config.plugins?.find((p) => p?.constructor.name === 'ModuleFederationPlugin');
  if (!plugin) throw new Error('no ModuleFederationPlugin');
  return (plugin as unknown as { _options: FederationOptions })._options;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the root manifest is JSON
const rootManifest = require(path.join(workspaceRoot, 'package.json')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const rootDependencies = rootManifest.dependencies;
const rootDevDependencies = rootManifest.devDependencies;

describe('the shared federation list', () => {
  const shared = createShared();

  it('makes React, the router, jotai, react-query, emotion and the stateful libs singletons', () => {
    for (const name of [
      'react',
      'react/',
      'react-dom',
      'react-dom/',
      'react-router-dom',
      'jotai',
      '@tanstack/react-query',
      '@emotion/react',
      '@emotion/react/jsx-runtime',
      '@emotion/styled',
      'zod/mini',
      '@nordhub/session',
    ]) {
      expect(shared[name]).toMatchObject({ singleton: true });
      expect(shared[name]?.eager).toBeUndefined();
    }
  });

  it('shares the API client by its stateful modules, not whole, so each app bundles just the endpoints it calls', () => {
    expect(shared['@nordhub/api-client']).toBeUndefined();
    for (const file of apiClientStatefulModules) {
      // Keyed by the file's path, so the endpoints' relative imports of it are the shared module too.
      expect(shared[path.join(workspaceRoot, 'libs', 'api-client', 'src', `${file}.ts`)]).toMatchObject({
        singleton: true,
        shareKey: `@nordhub/api-client/${file}`,
      });
    }
    expect(apiClientStatefulModules).toEqual(['client', 'errors', 'page-data']);
  });

  it('shares the design system by its dialog stack and the components of the shell\'s start-up, so each app bundles just the other components it draws', () => {
    expect(shared['@nordhub/design-system']).toBeUndefined();
    expect(designSystemStatefulModules).toEqual(['components/modal/modal']);
    expect(shared[path.join(workspaceRoot, 'libs', 'design-system', 'src', 'components', 'modal', 'modal.tsx')]).toMatchObject({
      singleton: true,
      shareKey: '@nordhub/design-system/modal',
    });
  });

  it("shares the start-up modules a remote's first page uses too, keyed by file, so the remote takes the shell's loaded copy", () => {
    const sharedFiles = (lib: string, extension: string) =>
      Object.entries(shared)
        .filter(([key]) => key.startsWith(path.join(workspaceRoot, 'libs', lib, 'src') + path.sep))
        .map(([key, entry]) => [path.relative(path.join(workspaceRoot, 'libs', lib, 'src'), key).replace(extension, ''), entry.shareKey]);
    expect(sharedFiles('design-system', '.tsx')).toEqual(
      [...designSystemStatefulModules, ...designSystemStartupModules].map((file) => [file, `@nordhub/design-system/${path.basename(file)}`]),
    );
    expect(designSystemStartupModules).toEqual(expect.arrayContaining(['components/layout/layout', 'components/button/button']));
    expect(sharedFiles('api-client', '.ts')).toEqual(
      [...apiClientStatefulModules, ...apiClientStartupModules].map((file) => [file, `@nordhub/api-client/${file}`]),
    );
  });

  it('takes required versions from the root package.json', () => {
    expect(shared.react?.requiredVersion).toBe(rootDependencies.react);
    expect(shared['@tanstack/react-query']?.requiredVersion).toBe(rootDependencies['@tanstack/react-query']);
    expect(shared['@emotion/react/jsx-runtime']?.version).toBe(rootDependencies['@emotion/react']);
  });
});

describe('every federated app', () => {
  const configs = Object.fromEntries(apps.map((app) => [app, productionConfig(app)]));

  it.each(apps)('%s builds with the one shared list and loaded-first', (app) => {
    const options = federationOptions(configs[app] as Configuration);
    expect(options.shared).toEqual(createShared());
    expect(options.shareStrategy).toBe('loaded-first');
    expect(options.dts).toBe(false);
  });

  it.each(apps)('%s keeps entry names stable and hashes chunks, with no runtime chunk', (app) => {
    const config = configs[app] as Configuration;
    expect(config.output?.filename).toBe('[name].js');
    expect(config.output?.chunkFilename).toContain('[contenthash');
    expect(config.optimization?.runtimeChunk).toBe(false);
    expect(config.devtool).toBe(false);
  });

  it('gives every remote a unique container name that exposes ./routes with a manifest', () => {
    const names = apps.map((app) => federationOptions(configs[app] as Configuration).name);
    expect(new Set(names).size).toBe(apps.length);
    for (const [container, { dir }] of Object.entries(remotes)) {
      const options = federationOptions(configs[dir] as Configuration);
      expect(options.name).toBe(container);
      expect(options).toMatchObject({ filename: 'remoteEntry.js', manifest: true, exposes: { './routes': './src/routes.tsx' } });
      expect(configs[dir]?.output?.publicPath).toBe('auto');
    }
    // The shell's chunks follow its entry script's origin (SHELL_ASSETS_URL); its page names that script absolutely.
    expect(configs.shell?.output?.publicPath).toBe('auto');
  });

  it('ships one federation runtime: the shell hands its runtime-core and bundler runtime to the production remotes', () => {
    const shell = federationOptions(configs.shell as Configuration);
    expect(shell.runtimePlugins).toEqual([
      // The plugin's ES module build: its CommonJS build would bundle a second runtime-core in the shell.
      expect.stringMatching(/inject-external-runtime-core-plugin[\\/]dist[\\/]index\.js$/),
      expect.stringMatching(/bundler-runtime[\\/]provide-bundler-runtime-plugin\.ts$/),
    ]);
    expect(shell.experiments?.externalRuntime).toBeUndefined();
    expect(bundlerRuntimeSwap(configs.shell as Configuration)).toBeUndefined();
    for (const { dir } of Object.values(remotes)) {
      expect(federationOptions(configs[dir] as Configuration).experiments?.externalRuntime).toBe(true);
      const swap = bundlerRuntimeSwap(configs[dir] as Configuration);
      expect(swap?.newResource).toMatch(/bundler-runtime[\\/]bundler-runtime-from-shell\.ts$/);
      expect(swap?.resourceRegExp.test(require.resolve('@module-federation/webpack-bundler-runtime/bundler'))).toBe(true);
      // The standalone harness of `webpack serve` has no shell to take the runtime from.
      expect(federationOptions(appConfig(dir, 'development')).experiments?.externalRuntime).toBeUndefined();
      expect(bundlerRuntimeSwap(appConfig(dir, 'development'))).toBeUndefined();
    }
    for (const app of apps) expect(federationOptions(configs[app] as Configuration).experiments?.optimization?.target).toBe('web');
  });

  it('builds the shell and the remotes against the bundler runtime @module-federation/enhanced uses', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- package manifests are JSON
    const enhanced = require(path.join(workspaceRoot, 'node_modules', '@module-federation', 'enhanced', 'package.json')) as { dependencies: Record<string, string> };
    expect(rootDevDependencies['@module-federation/webpack-bundler-runtime']).toBe(enhanced.dependencies['@module-federation/webpack-bundler-runtime']);
  });

  it.each(apps)("%s starts its production scripts with V8's eager-compilation hint", (app) => {
    expect(hasPlugin(configs[app] as Configuration, 'CompileHintsPlugin')).toBe(true);
    expect(hasPlugin(appConfig(app, 'development'), 'CompileHintsPlugin')).toBe(false);
  });

  it.each(apps)('%s writes brotli and gzip siblings in production builds only', (app) => {
    expect(hasPlugin(configs[app] as Configuration, 'PrecompressPlugin')).toBe(true);
    expect(hasPlugin(appConfig(app, 'development'), 'PrecompressPlugin')).toBe(false);
  });

  it('points the dev runtime config at each remote dev server', () => {
    expect(devRuntimeConfig().remotes).toEqual({
      mfe_public: 'http://localhost:4301/mf-manifest.json',
      mfe_client_portal: 'http://localhost:4302/mf-manifest.json',
      mfe_careers: 'http://localhost:4303/mf-manifest.json',
      mfe_whitelabel: 'http://localhost:4304/mf-manifest.json',
    });
  });
});

describe('precompressed assets', () => {
  it('compress text assets, not images or fonts', () => {
    for (const file of ['main.js', '123.a1b2c3d4.js', 'mf-manifest.json', 'index.html', 'styles.css', 'assets/logo.svg']) expect(compressible.test(file)).toBe(true);
    for (const file of ['assets/photo.webp', 'assets/font.woff2', 'main.js.br', 'main.js.gz']) expect(compressible.test(file)).toBe(false);
  });

  it('give brotli and gzip that decode to the asset, each only when smaller', async () => {
    const text = Buffer.from(Array.from({ length: 400 }, (_, index) => `export const value${index} = ${index};`).join('\n'));
    const { br, gz } = await precompress(text);
    expect(br && brotliDecompressSync(br).equals(text)).toBe(true);
    expect(gz && gunzipSync(gz).equals(text)).toBe(true);
    expect((br?.length ?? Infinity) < (gz?.length ?? 0)).toBe(true);
    // Random bytes do not compress: no sibling to write.
    const noise = randomBytes(2048);
    expect(await precompress(noise)).toEqual({});
  });
});

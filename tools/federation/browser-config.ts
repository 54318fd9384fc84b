import path from 'node:path';
import { type Configuration } from 'webpack';
import { workspaceRoot } from './shared.cjs';

/**
 * An app's browser build as its webpack.config.cjs makes it, for the tests: a production remote's
 * config is [browser, server] (webpack-server.cjs), the shell's and a development build's one.
 */
export function browserConfig(app: string, mode: 'production' | 'development' = 'production'): Configuration {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- webpack configs are CommonJS
  const create = require(path.join(workspaceRoot, app, 'webpack.config.cjs')) as (env: unknown, argv: { mode: string }) => Configuration | Configuration[];
  const config = create({}, { mode });
  return Array.isArray(config) ? (config[0] as Configuration) : config;
}

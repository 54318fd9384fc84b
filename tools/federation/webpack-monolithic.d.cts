import type { Configuration } from 'webpack';

export declare function createMonolithicConfig(
  shellConfig: (env: unknown, argv?: { mode?: string }) => Configuration,
): (env: unknown, argv?: { mode?: string }) => Configuration;
export declare const seamModules: { resourceRegExp: RegExp; replacement: string }[];
export declare function remoteRouteAliases(): Record<string, string>;
export declare const outputDir: string;

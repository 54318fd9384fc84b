import type { Configuration } from 'webpack';

export type FederatedConfigOptions = {
  appDir: string;
  kind: 'host' | 'remote';
  name: string;
  exposes?: Record<string, string>;
  devPort: number;
  title: string;
  devServer?: Record<string, unknown>;
};

export declare function createFederatedConfig(
  options: FederatedConfigOptions,
): (env: unknown, argv?: { mode?: string }) => Configuration;
export declare function devRuntimeConfig(): {
  remotes: Record<string, string>;
  hosts: { main: string[]; whiteLabelSuffixes: string[] };
  platform: 'main';
  headhunterEnabled: boolean;
  disableSignUp: boolean;
};
export declare const remotes: Record<string, { dir: string; devPort: number }>;
export declare const shellDevPort: number;
export declare const apiDevPort: number;

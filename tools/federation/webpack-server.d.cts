import type { Configuration } from 'webpack';

type ConfigFunction = (env: unknown, argv?: { mode?: string }) => Configuration;
type RemoteOptions = { appDir: string; name: string; exposes: Record<string, string> };

export declare function createServerConfig(browserConfig: ConfigFunction, options: RemoteOptions): ConfigFunction;
export declare function withServerBuild(
  browserConfig: ConfigFunction,
  options: RemoteOptions,
): (env: unknown, argv?: { mode?: string }) => Configuration | Configuration[];
export declare function createRemoteConfig(options: {
  appDir: string;
  name: 'mfe_public' | 'mfe_client_portal' | 'mfe_careers' | 'mfe_whitelabel';
  title: string;
}): (env: unknown, argv?: { mode?: string }) => Configuration | Configuration[];
export declare const serverDir: string;
export declare const federationRuntimeVersion: string;

import { readFile, stat } from 'node:fs/promises';
import { runtimeConfigSchema, type RuntimeConfig } from '@nordhub/contracts';
import type { AppConfig } from '../config';

/** The remotes' build folders, served under /remotes/<dir>/ (dir = the app's folder name). */
export const remoteDirs = {
  mfe_public: 'mfe-public',
  mfe_client_portal: 'mfe-client-portal',
  mfe_careers: 'mfe-careers',
  mfe_whitelabel: 'mfe-whitelabel',
} as const satisfies Record<keyof RuntimeConfig['remotes'], string>;

type RuntimeConfigSettings = Pick<
  AppConfig,
  'platform' | 'siteUrls' | 'headhunterEnabled' | 'disableSignUp' | 'mainHosts' | 'whiteLabelSuffixes' | 'remoteOverrides' | 'mainSiteLanguages'
>;

/** The runtime config from the environment: remotes on this server unless overridden. */
export function runtimeConfigFromEnv(config: RuntimeConfigSettings): RuntimeConfig {
  const remote = (name: keyof typeof remoteDirs) =>
    config.remoteOverrides[name] ?? `/remotes/${remoteDirs[name]}/mf-manifest.json`;
  return runtimeConfigSchema.parse({
    remotes: {
      mfe_public: remote('mfe_public'),
      mfe_client_portal: remote('mfe_client_portal'),
      mfe_careers: remote('mfe_careers'),
      mfe_whitelabel: remote('mfe_whitelabel'),
    },
    hosts: { main: config.mainHosts, whiteLabelSuffixes: config.whiteLabelSuffixes },
    platform: config.platform,
    siteUrls: config.siteUrls,
    headhunterEnabled: config.headhunterEnabled,
    disableSignUp: config.disableSignUp,
    mainSiteLanguages: config.mainSiteLanguages,
  });
}

export class RuntimeConfigFileError extends Error {
  override name = 'RuntimeConfigFileError';
}

/**
 * Reads RUNTIME_CONFIG_FILE afresh (ops edit it without a restart) and checks it against the
 * contract, so a typo is reported instead of breaking every browser.
 */
export async function readRuntimeConfigFile(file: string): Promise<RuntimeConfig> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new RuntimeConfigFileError(`RUNTIME_CONFIG_FILE cannot be read: ${(error as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new RuntimeConfigFileError(`RUNTIME_CONFIG_FILE is not valid JSON: ${(error as Error).message}`);
  }
  const parsed = runtimeConfigSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new RuntimeConfigFileError(`RUNTIME_CONFIG_FILE does not match the runtime config contract: ${problems.join('; ')}`);
  }
  return parsed.data;
}

// The file's last good or bad reading per path, with the modification time and size it was read at:
// every HTML answer needs the config twice (its CSP and its preloads), so it is parsed once per edit.
const fileReadings = new Map<string, { version: string; reading: Promise<RuntimeConfig> }>();

async function runtimeConfigFileAsEdited(file: string): Promise<RuntimeConfig> {
  let version: string;
  try {
    const info = await stat(file);
    version = `${info.mtimeMs}:${info.size}`;
  } catch {
    fileReadings.delete(file);
    return readRuntimeConfigFile(file);
  }
  const known = fileReadings.get(file);
  if (known?.version === version) return known.reading;
  const reading = readRuntimeConfigFile(file);
  fileReadings.set(file, { version, reading });
  return reading;
}

/** The runtime config the browser gets: RUNTIME_CONFIG_FILE when set (re-read when edited), else the environment's. */
export async function currentRuntimeConfig(
  config: RuntimeConfigSettings & Pick<AppConfig, 'runtimeConfigFile'>,
): Promise<RuntimeConfig> {
  return config.runtimeConfigFile ? runtimeConfigFileAsEdited(config.runtimeConfigFile) : runtimeConfigFromEnv(config);
}

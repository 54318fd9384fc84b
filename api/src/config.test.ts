import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig, repoRoot } from './config';

describe('loadConfig', () => {
  it('gives working defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4200,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: path.join(repoRoot, 'data'),
      pgliteDir: path.join(repoRoot, 'data', 'pglite'),
      uploadsDir: path.join(repoRoot, 'data', 'uploads'),
      staticRoot: repoRoot,
      runtimeConfigFile: undefined,
      platform: 'main',
      headhunterEnabled: true,
      disableSignUp: false,
      mainHosts: ['localhost', '127.0.0.1'],
      whiteLabelSuffixes: ['.feeds.localhost'],
      seed: 'auto',
      trustProxy: false,
    });
  });

  it('finds the repository root (the folder with shell/ and api/)', () => {
    expect(existsSync(path.join(repoRoot, 'libs', 'contracts'))).toBe(true);
    expect(existsSync(path.join(repoRoot, 'api', 'package.json'))).toBe(true);
  });

  it('derives the PGlite and uploads folders from DATA_DIR unless set', () => {
    expect(loadConfig({ DATA_DIR: '/srv/nordhub' })).toMatchObject({ pgliteDir: '/srv/nordhub/pglite', uploadsDir: '/srv/nordhub/uploads' });
    expect(loadConfig({ DATA_DIR: '/srv/nordhub', PGLITE_DIR: '/fast/db' }).pgliteDir).toBe('/fast/db');
  });

  it('parses numbers, booleans and lists', () => {
    const config = loadConfig({
      PORT: '4390',
      HEADHUNTER_ENABLED: 'false',
      DISABLE_SIGN_UP: '1',
      PLATFORM: 'impact',
      MAIN_HOSTS: 'nordhub.example, www.nordhub.example',
      WHITE_LABEL_SUFFIXES: '.feeds.nordhub.example',
      SEED: 'off',
      TRUST_PROXY: 'yes',
      DATABASE_URL: 'postgres://app@db:5432/nordhub',
    });
    expect(config).toMatchObject({
      port: 4390,
      headhunterEnabled: false,
      disableSignUp: true,
      platform: 'impact',
      mainHosts: ['nordhub.example', 'www.nordhub.example'],
      whiteLabelSuffixes: ['.feeds.nordhub.example'],
      seed: 'off',
      trustProxy: true,
      databaseUrl: 'postgres://app@db:5432/nordhub',
    });
  });

  it('treats blank variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' })).toMatchObject({ port: 4200, databaseUrl: undefined });
  });

  it('fails fast naming every bad variable and its rule', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', SEED: 'sometimes', DATABASE_URL: 'mysql://x', WHITE_LABEL_SUFFIXES: 'feeds.localhost' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('PORT');
    expect(message).toContain('"eighty"');
    expect(message).toContain('SEED');
    expect(message).toContain('DATABASE_URL: Use a postgres:// or postgresql:// URL');
    expect(message).toContain('Each suffix starts with a dot');
  });
});

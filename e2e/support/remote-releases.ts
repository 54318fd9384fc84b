import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import type { RuntimeConfig } from '@nordhub/contracts';
import { repoRoot } from './product-server';

/** mfe-public's home title as built, and as a new release of it says it. */
export const originalTitle = 'Find your next job at a Nordic startup';
export const redeployedTitle = 'Find your next job at a Nordic startup, redeployed';

/** A remote's manifest as the server serves its build (`/remotes/<dir>/`). */
export const localRemote = (dir: string) => `/remotes/${dir}/mf-manifest.json`;

/** The runtime config with mfe-public at `publicManifest` and the other remotes on the server. */
export function runtimeConfigFor(publicManifest: string): RuntimeConfig {
  return {
    remotes: {
      mfe_public: publicManifest,
      mfe_client_portal: localRemote('mfe-client-portal'),
      mfe_careers: localRemote('mfe-careers'),
      mfe_whitelabel: localRemote('mfe-whitelabel'),
    },
    hosts: { main: ['localhost', '127.0.0.1'], whiteLabelSuffixes: ['.feeds.localhost'] },
    platform: 'main',
    headhunterEnabled: true,
    disableSignUp: false,
  };
}

/** The JavaScript files of a build, its server build's (`server/`) too. */
const scriptsOf = (folder: string) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => path.join(folder, file));

/**
 * A copy of mfe-public's build (the browser's and the server's) with the home page's title
 * changed: a new release of one remote. `serverBuild`: 'missing' leaves the server build out (a
 * team that uploads only the browser's), 'throws' makes its home page throw while the server draws it.
 */
export function buildNewRelease(folder: string, serverBuild: 'deployed' | 'missing' | 'throws' = 'deployed') {
  cpSync(path.join(repoRoot, 'mfe-public', 'dist'), folder, { recursive: true });
  const serverDir = path.join(folder, 'server');
  if (serverBuild === 'missing') rmSync(serverDir, { recursive: true, force: true });
  let patched = 0;
  for (const file of scriptsOf(folder)) {
    const code = readFileSync(file, 'utf8');
    if (!code.includes(originalTitle)) continue;
    writeFileSync(file, code.replaceAll(originalTitle, redeployedTitle));
    patched += 1;
  }
  expect(patched, 'the home title is in the remote build').toBeGreaterThan(serverBuild === 'missing' ? 0 : 1);
  if (serverBuild === 'throws') {
    const entry = path.join(serverDir, 'remoteEntry.js');
    const code = readFileSync(entry, 'utf8');
    expect(code, 'the server build draws the home title').toContain('children: site.homeTitle');
    writeFileSync(entry, code.replace('children: site.homeTitle', 'children: (() => { throw new Error("The home page broke on the server"); })()'));
  }
}


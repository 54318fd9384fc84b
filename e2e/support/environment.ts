import type { LaunchOptions } from '@playwright/test';
import chromium from '../../scripts/lib/chromium.json';

export const e2ePort = Number(process.env.E2E_PORT ?? 4210);
export const e2eBaseUrl = `http://localhost:${e2ePort}`;

/** Debian's Chromium with the flags this machine needs (scripts/lib/chromium.json); Playwright never downloads a browser. */
export const chromiumLaunchOptions: LaunchOptions = { executablePath: chromium.executablePath, args: chromium.args };

/** A URL of the e2e server under another host name (browsers resolve *.localhost to loopback). */
export const urlOnHost = (host: string, path = '/') => `http://${host}:${e2ePort}${path}`;

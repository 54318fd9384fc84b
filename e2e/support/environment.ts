import type { LaunchOptions } from '@playwright/test';

export const e2ePort = Number(process.env.E2E_PORT ?? 4210);
export const e2eBaseUrl = `http://localhost:${e2ePort}`;

/** Debian's Chromium with the flags this machine needs; Playwright never downloads a browser. */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** A URL of the e2e server under another host name (browsers resolve *.localhost to loopback). */
export const urlOnHost = (host: string, path = '/') => `http://${host}:${e2ePort}${path}`;

import type { LaunchOptions } from '@playwright/test';
import chromium from '../../scripts/lib/chromium.json';

export const e2ePort = Number(process.env.E2E_PORT ?? 4210);
export const e2eBaseUrl = `http://localhost:${e2ePort}`;

/**
 * The visual-regression server (stories/visual.spec.ts): the next port, its own database, and a
 * clock that starts at `visualSeedDate`, so the screenshots show the same dates on any day.
 */
export const visualPort = e2ePort + 1;
export const visualBaseUrl = `http://localhost:${visualPort}`;
/** The one fixed "now" of the visual run: the seed's dates, the server's clock and the browser's clock. */
export const visualSeedDate = '2026-03-02T09:00:00.000Z';

/**
 * The impact site (PLATFORM=impact, docs/decisions/023-impact-platform.md): the same build on its
 * own embedded database, two ports up; the sites link each other by these absolute addresses.
 */
export const impactPort = e2ePort + 2;
export const impactBaseUrl = `http://localhost:${impactPort}`;

/** Debian's Chromium with the flags this machine needs (scripts/lib/chromium.json); Playwright never downloads a browser. */
export const chromiumLaunchOptions: LaunchOptions = { executablePath: chromium.executablePath, args: chromium.args };

/** A URL of the e2e server (or the one on `port`) under another host name (browsers resolve *.localhost to loopback). */
export const urlOnHost = (host: string, path = '/', port = e2ePort) => `http://${host}:${port}${path}`;

/** The seed's careers-site host (Nordlys) and white-label feed host (api/src/seed/demo.ts). */
export const demoCareersHost = 'careers.nordlys.localhost';
export const demoFeedHost = 'jobs.feeds.localhost';
/** The seed's white-label feed in Finnish (api/src/seed/demo.ts, demoFinnishFeed). */
export const demoFinnishFeedHost = 'tyopaikat.feeds.localhost';

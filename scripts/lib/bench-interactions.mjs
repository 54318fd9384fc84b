// The interactions stage of `npm run bench` (targets in docs/performance.md): Interaction to Next
// Paint as Chromium reports it (Event Timing: the longest event of each interaction, from input to
// the next paint) at 4x CPU slowdown, for the interactions people repeat most: changing a filter on
// `/jobs`, opening the filters sheet on a phone, and moving a card on the applicant board with the
// keyboard. Each is repeated on a warm page (the code it needs already loaded, as on a second try);
// the figure is the median over repetitions of each one's worst event, with the worst beside it.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { managerCookie } from './bench-lighthouse.mjs';
import { startBuiltServer } from './built-server.mjs';
import { median } from './federation-cost.mjs';
import { chromiumFlags, chromiumPath } from './workspace.mjs';

/** Lighthouse's mobile CPU slowdown. */
const CPU_SLOWDOWN = 4;
/** INP's aim and target at 4x CPU (docs/performance.md). */
export const INP_AIMS = { targetMs: 200, aimMs: 100 };

/** The shortest event Event Timing reports. */
const EVENT_THRESHOLD_MS = 16;

/** Collects Event Timing entries of interactions (interactionId set) from the page's start. */
function observeInteractions() {
  const events = [];
  Object.defineProperty(window, '__nordhubInteractions', { value: events });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) events.push([entry.interactionId, entry.name, entry.duration]);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

async function openPage(browser, { phone, cookie, baseUrl }) {
  const context = await browser.newContext(phone ? { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true } : { viewport: { width: 1280, height: 800 } });
  if (cookie) {
    const { hostname } = new URL(baseUrl);
    await context.addCookies(cookie.split('; ').map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1), domain: hostname, path: '/' })));
  }
  const page = await context.newPage();
  await page.addInitScript(observeInteractions);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page };
}

/**
 * The longest event of the interactions that happened while `action` ran (ms), after the next
 * paints settle; Event Timing leaves out events under 16 ms, so none reported counts as 16.
 */
async function interactionLatency(page, action) {
  const before = await page.evaluate(() => window.__nordhubInteractions.length);
  await action();
  // Event Timing reports an event after its next paint; give the slowed page time to paint and report.
  await page.waitForTimeout(1500);
  const events = await page.evaluate((from) => window.__nordhubInteractions.slice(from), before);
  return events.length ? Math.max(...events.map(([, , duration]) => duration)) : EVENT_THRESHOLD_MS;
}

/** The three interactions: how to reach each page, and one repetition (which must leave the page ready for the next). */
const INTERACTIONS = [
  {
    name: 'change a filter on /jobs (laptop)',
    open: { path: '/jobs', phone: false },
    ready: (page) => page.getByRole('checkbox', { name: 'Visa sponsorship' }).first().waitFor(),
    repeat: (page) => page.getByRole('checkbox', { name: 'Visa sponsorship' }).first().click(),
  },
  {
    name: 'open the filters sheet on /jobs (phone)',
    open: { path: '/jobs', phone: true },
    ready: (page) => page.getByRole('button', { name: /^All filters/ }).waitFor(),
    repeat: async (page, measure) => {
      const latency = await measure(() => page.getByRole('button', { name: /^All filters/ }).tap());
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: 'All filters' }).waitFor({ state: 'detached' });
      return latency;
    },
  },
  {
    name: 'move a card on the applicant board (keyboard)',
    open: { path: '/client/startups/nordlys/applicants', phone: false, signedIn: true },
    ready: (page) => page.getByRole('article').first().waitFor(),
    // Space picks the card up, an arrow moves it one column, Space drops it; then back, so the
    // board stays as seeded (the dropped card keeps the focus).
    repeat: async (page, measure) => {
      const announced = (text) =>
        page.waitForFunction((expected) => [...document.querySelectorAll('[role="status"]')].some((status) => status.textContent?.includes(expected)), text);
      const moveOnce = (arrow) =>
        measure(async () => {
          await page.keyboard.press('Space');
          await announced('Picked up');
          await page.keyboard.press(arrow);
          await announced(' over ');
          await page.keyboard.press('Space');
          await announced(' moved to ');
        });
      await page.getByRole('article').first().focus();
      const there = await moveOnce('ArrowRight');
      const back = await moveOnce('ArrowLeft');
      return Math.max(there, back);
    },
  },
];

/**
 * Measures each interaction `repetitions` times on a freshly seeded built server; resolves with one
 * row per interaction: the median and the worst INP (ms at 4x CPU) and how many were measured.
 */
export async function benchInteractions({ port = 4266, repetitions = Number(process.env.BENCH_INP_REPETITIONS ?? 7), log = console.log } = {}) {
  const { chromium } = await import('@playwright/test');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nordhub-bench-interactions-'));
  let server;
  let browser;
  try {
    server = await startBuiltServer({ port, dataDir });
    const cookie = await managerCookie(server.url);
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
    const rows = [];
    for (const interaction of INTERACTIONS) {
      const { context, page } = await openPage(browser, { phone: interaction.open.phone, cookie: interaction.open.signedIn ? cookie : null, baseUrl: server.url });
      try {
        await page.goto(`${server.url}${interaction.open.path}`);
        await interaction.ready(page);
        // The app takes a drawn page over and loads what the interaction needs on the first try: not measured.
        await page.waitForLoadState('networkidle');
        const measure = (action) => interactionLatency(page, action);
        const latencies = [];
        for (let round = 0; round <= repetitions; round += 1) {
          const latency = interaction.repeat.length > 1 ? await interaction.repeat(page, measure) : await measure(() => interaction.repeat(page));
          if (round > 0) latencies.push(latency);
        }
        const row = {
          interaction: interaction.name,
          inpMs: latencies.length ? Math.round(median(latencies)) : Number.NaN,
          worstMs: latencies.length ? Math.round(Math.max(...latencies)) : Number.NaN,
          measured: latencies.length,
        };
        log(`  ${row.interaction}: INP median ${row.inpMs} ms, worst ${row.worstMs} ms (${row.measured} of ${repetitions})`);
        rows.push(row);
      } finally {
        await context.close();
      }
    }
    return rows;
  } finally {
    await browser?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

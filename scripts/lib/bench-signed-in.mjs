// The signed-in stage of `npm run bench` (targets in docs/performance.md): the built server on one
// database under the browsing load of job seekers (scripts/lib/browsing-load.mjs), signed in and as
// guests, beside /api/health in the same run, then a burst of simultaneous sign-ins beside searches.
import { applyThroughput, browsingLoad, latencyRows, prepareSeekers, signInBurst, steadyReads } from './browsing-load.mjs';

/** The targets of the signed-in load (docs/performance.md), in ms unless named otherwise. */
export const SIGNED_IN_AIMS = {
  p95: { postgres: 250, pglite: 500 },
  p99: 1_000,
  max: 5_000,
  burstSearchP95Ratio: 2,
  searchThroughputOfGuests: 0.5,
  /** Applications per second at 16 at once: twice what the API stage measured before the writes were slimmed. */
  applyPerSecond: { pglite: 164, postgres: 264 },
};

const round = (value) => Math.round(value);

/**
 * Runs the stage against `baseUrl` (a fresh server on the demo seed): `users` job seekers are
 * signed up, then browse as guests for `guestSeconds`, signed in for `seconds`, and sign in all at
 * once while a tenth of them search. Resolves with the rows to print and the checks of the aims.
 */
export async function benchSignedIn({ kind, baseUrl, users, seconds, guestSeconds, applySeconds = 10, log = console.log }) {
  const prepared = Date.now();
  const seekers = await prepareSeekers(baseUrl, users, `bench-signed-in-${Date.now().toString(36)}`);
  log(`${kind}: ${users} job seekers signed up in ${((Date.now() - prepared) / 1000).toFixed(0)} s`);

  const health = await steadyReads({ baseUrl, path: '/api/health', seconds: 5 });
  log(`${kind}: /api/health done; guests browsing for ${guestSeconds} s`);
  const guests = await browsingLoad({ baseUrl, seekers, seconds: guestSeconds, signedIn: false });
  log(`${kind}: guests done; signed-in job seekers browsing for ${seconds} s`);
  const signedIn = await browsingLoad({ baseUrl, seekers, seconds, signedIn: true });
  log(`${kind}: signed-in load done; 16 job seekers applying as fast as the server takes it for ${applySeconds} s`);
  const applying = await applyThroughput({ baseUrl, seekers, seconds: applySeconds, applied: new Set(signedIn.acknowledged.map(({ email, jobId }) => `${email} ${jobId}`)) });
  log(`${kind}: applications done; a burst of ${users} sign-ins beside searches`);
  const burst = await signInBurst({ baseUrl, burst: seekers, searchers: seekers.slice(0, Math.max(1, Math.round(users / 10))) });

  const [healthRow] = latencyRows(health.latencies, health.seconds).slice(1);
  const guestRows = latencyRows(guests.latencies, guests.seconds);
  const signedInRows = latencyRows(signedIn.latencies, signedIn.seconds);
  const burstRows = latencyRows(burst.latencies, burst.burstSeconds).slice(1);
  const [applyRow] = latencyRows(applying.latencies, applying.seconds).slice(1);
  // A sign-in told to come back later (429, Retry-After) is two requests; this is the person's wait.
  const untilIn = (load, seconds) => ({ ...latencyRows({ signIn: load.untilAnswered.signIn }, seconds)[1], request: 'sign-in, first try to signed in', perSecond: Number.NaN });
  const rows = [
    { load: 'health (ceiling)', ...healthRow, request: '/api/health', errors: health.errors.length },
    ...guestRows.map((row) => ({ load: 'guests', ...row, errors: row.request === 'all' ? guests.errors.length : '' })),
    ...signedInRows.map((row) => ({ load: 'signed in', ...row, errors: row.request === 'all' ? signedIn.errors.length : '', deferred: row.request === 'signIn' ? signedIn.deferred : '' })),
    { load: 'signed in', ...untilIn(signedIn, signedIn.seconds), errors: '' },
    { load: 'applying, 16 at once', ...applyRow, request: 'apply (CV, Idempotency-Key)', errors: applying.errors.length },
    ...burstRows.map((row) => ({
      load: 'sign-in burst',
      ...row,
      request: { quiet: 'search before the burst', during: 'search during the burst', signIn: 'signIn' }[row.request],
      // The searches before the burst ran for their own seconds, not the burst's.
      perSecond: row.request === 'quiet' ? Number.NaN : row.perSecond,
      errors: row.request === 'signIn' ? burst.errors.length : '',
      deferred: row.request === 'signIn' ? burst.deferred : '',
    })),
    { load: 'sign-in burst', ...untilIn(burst, burst.burstSeconds), errors: '' },
  ];

  const all = signedInRows[0];
  const search = (list) => list.find((row) => row.request === 'search');
  const quiet = burstRows.find((row) => row.request === 'quiet');
  const during = burstRows.find((row) => row.request === 'during');
  const searchShare = search(signedInRows).perSecond / search(guestRows).perSecond;
  const checks = [
    [
      `signed in: no errors`,
      signedIn.errors.length === 0,
      `${signedIn.errors.length} of ${signedIn.requests}${signedIn.errors.length ? `; first: ${signedIn.errors.slice(0, 3).join(' | ')}` : ''}; ${signedIn.deferred} deferred (429 with Retry-After, honoured: back-pressure, not errors)`,
    ],
    [`signed in: p95 under ${SIGNED_IN_AIMS.p95[kind]} ms`, all.p95 < SIGNED_IN_AIMS.p95[kind], `${round(all.p95)} ms`],
    [`signed in: p99 under ${SIGNED_IN_AIMS.p99} ms`, all.p99 < SIGNED_IN_AIMS.p99, `${round(all.p99)} ms`],
    [`signed in: no request over ${SIGNED_IN_AIMS.max / 1000} s`, all.max < SIGNED_IN_AIMS.max, `max ${round(all.max)} ms`],
    [
      `signed-in search throughput at least ${SIGNED_IN_AIMS.searchThroughputOfGuests * 100}% of guests'`,
      searchShare >= SIGNED_IN_AIMS.searchThroughputOfGuests,
      `${Math.round(searchShare * 100)}% (${search(signedInRows).perSecond.toFixed(0)} / ${search(guestRows).perSecond.toFixed(0)} per second)`,
    ],
    [
      `apply throughput (16 at once, CV and Idempotency-Key) at least ${SIGNED_IN_AIMS.applyPerSecond[kind]} per second, no errors`,
      applying.errors.length === 0 && applyRow.perSecond >= SIGNED_IN_AIMS.applyPerSecond[kind],
      `${applyRow.perSecond.toFixed(0)} per second (${Math.round((100 * applyRow.perSecond) / healthRow.perSecond)}% of /api/health's in this run), p95 ${round(applyRow.p95)} ms, ${applying.errors.length} errors${applying.errors.length ? `; first: ${applying.errors.slice(0, 3).join(' | ')}` : ''}`,
    ],
    [
      `sign-in burst: no errors`,
      burst.errors.length === 0,
      `${burst.errors.length}${burst.errors.length ? `; first: ${burst.errors.slice(0, 3).join(' | ')}` : ''}; ${burst.deferred} deferred (429 with Retry-After, honoured, then in)`,
    ],
    [
      `sign-in burst: searches' p95 within ${SIGNED_IN_AIMS.burstSearchP95Ratio}x of theirs without it`,
      Boolean(quiet && during) && during.p95 <= SIGNED_IN_AIMS.burstSearchP95Ratio * quiet.p95,
      quiet && during ? `${round(during.p95)} ms during (${during.count} searches) / ${round(quiet.p95)} ms before = ${(during.p95 / quiet.p95).toFixed(2)}x; the burst took ${burst.burstSeconds.toFixed(1)} s` : 'no searches measured',
    ],
  ].map(([aim, met, figure]) => ({ aim, met, figure }));
  return { kind, rows, checks, guestErrors: guests.errors.length, applications: signedIn.acknowledged.length };
}

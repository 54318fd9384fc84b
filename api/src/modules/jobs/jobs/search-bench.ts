// Search latency on a seeded database (against the figures in docs/performance.md). `npm run bench` (scripts/bench.mjs) seeds
// and runs it (bundled as api/dist/bench.js); by hand: `npx tsx api/src/modules/jobs/jobs/search-bench.ts`
// with DATA_DIR pointing at a database seeded by `node api/dist/seed.js --size large` (PGlite),
// or DATABASE_URL for a PostgreSQL server. Prints p50 and p95 per query; asserts nothing.
// BENCH_JSON_OUT=<file> also writes the figures as JSON (the driver compares the databases).
import { jobSearchQuerySchema, jobSuggestionsQuerySchema, type JobSearchQueryInput } from '@nordhub/contracts';
import { writeFileSync } from 'node:fs';
import { loadConfig } from '../../../config';
import { createDb } from '../../../db/create-db';
import { migrate } from '../../../db/migrate';
import { featuredJobs, jobSuggestions, relatedJobs, searchJobs, searchJobsAndFeatured } from './service';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 60);
const WARM_UP = 5;

function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

interface BenchResult {
  label: string;
  typical: boolean;
  p50: number;
  p95: number;
}
const results: BenchResult[] = [];

async function time(label: string, run: () => Promise<unknown>, typical = false) {
  for (let i = 0; i < WARM_UP; i += 1) await run();
  const samples: number[] = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    const started = process.hrtime.bigint();
    await run();
    samples.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  samples.sort((a, b) => a - b);
  results.push({ label, typical, p50: percentile(samples, 50), p95: percentile(samples, 95) });
  console.log(`${label.padEnd(58)} p50 ${percentile(samples, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(samples, 95).toFixed(1).padStart(6)} ms`);
}

async function main() {
  // The same environment as the server and the seed (DATA_DIR, PGLITE_DIR or DATABASE_URL).
  const db = await createDb(loadConfig(process.env));
  await migrate(db);
  const { n } = await db.one<{ n: number }>('SELECT count(*) AS n FROM jobs');
  // Planner statistics as a running server has them (autovacuum analyzes after bulk loads;
  // PGlite has no autovacuum, so a freshly seeded database would have none).
  await db.exec('ANALYZE');
  console.log(`${db.kind}, ${n} jobs, ${ROUNDS} rounds after ${WARM_UP} warm-up runs`);
  const query = (input: JobSearchQueryInput) => jobSearchQuerySchema.parse(input);
  const typical: [string, JobSearchQueryInput][] = [
    ['text "developer", ranked, page 1', { search: 'developer' }],
    ['country DK + development group, newest, page 3', { country: 'DK', categoryGroup: 'development', page: 3 }],
    ['text "senior designer" in Copenhagen, remote, relevance', { search: 'senior designer', city: 'Copenhagen' }],
  ];
  for (const [label, input] of typical) await time(label, () => searchJobs(db, query(input), null), true);
  console.log('-- others');
  await time('no filters, newest, page 1', () => searchJobs(db, query({}), null));
  // Nordic reality filters (migration 0029's partial indexes).
  await time('country SE + English is fine + visa sponsorship', () => searchJobs(db, query({ country: 'SE', englishOk: true, visaSponsorship: true }), null));
  await time('remote from FI + relocation support', () => searchJobs(db, query({ remoteFrom: 'FI', relocationSupport: true }), null));
  // "Shows salary" (migration 0030's partial index on listings with a salary range).
  await time('shows salary, newest, page 1', () => searchJobs(db, query({ withSalary: true, sort: 'newest' }), null));
  await time('text "developer" + shows salary, ranked', () => searchJobs(db, query({ search: 'developer', withSalary: true }), null));
  await time('featured jobs (the first 20, longest boost first)', () => featuredJobs(db, query({}), null));
  await time('text "developer", page 1 with its featured jobs', () => searchJobsAndFeatured(db, query({ search: 'developer' }), null));
  // Funding-aware search: filters on the job's startup and its investors.
  await time('startup stage "growth", newest, page 1', () => searchJobs(db, query({ stage: 'growth' }), null));
  await time('funding "recently-funded", newest, page 1', () => searchJobs(db, query({ funding: 'recently-funded' }), null));
  const investor = await db.maybeOne<{ key: string }>(
    `SELECT i.key FROM investors AS i JOIN portfolio_entries AS pe ON pe.owner_investor_id = i.id WHERE i.status = 'ACTIVE' AND pe.linked_company_id IS NOT NULL GROUP BY i.key ORDER BY count(*) DESC, i.key LIMIT 1`,
  );
  if (investor) await time(`investor ${investor.key}, newest, page 1`, () => searchJobs(db, query({ investor: investor.key }), null));
  if (investor) await time('text "developer" + investor, ranked', () => searchJobs(db, query({ search: 'developer', investor: investor.key }), null));
  const smallInvestor = await db.maybeOne<{ key: string }>(
    `SELECT i.key FROM investors AS i JOIN portfolio_entries AS pe ON pe.owner_investor_id = i.id WHERE i.status = 'ACTIVE' AND pe.linked_company_id IS NOT NULL GROUP BY i.key ORDER BY count(*) ASC, i.key LIMIT 1`,
  );
  if (smallInvestor) await time(`investor ${smallInvestor.key} (smallest portfolio), newest`, () => searchJobs(db, query({ investor: smallInvestor.key }), null));
  const { id } = await db.one<{ id: string }>(`SELECT id FROM jobs WHERE status = 'ACTIVE' AND category = 'backend' LIMIT 1`);
  await time('related jobs of a backend job', () => relatedJobs(db, id, null));
  await time('suggestions "backnd"', () => jobSuggestions(db, jobSuggestionsQuerySchema.parse({ q: 'backnd' })));
  await time('suggestions location "Copenhagn"', () => jobSuggestions(db, jobSuggestionsQuerySchema.parse({ field: 'location', q: 'Copenhagn' })));
  await db.close();
  const out = process.env.BENCH_JSON_OUT;
  if (out) writeFileSync(out, JSON.stringify({ kind: db.kind, jobs: Number(n), rounds: ROUNDS, results }, null, 2));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

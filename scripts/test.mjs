// `npm test`: every check of the project in one run (types, lint, unit, API integration, build,
// end-to-end), orchestrated by Nx, ending with one line `N passed, N failed` over all suites.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromiumPath, ensureChromium, ensureInstall, root, run } from './lib/workspace.mjs';

ensureInstall();

const nx = path.join(root, 'node_modules', '.bin', 'nx');
const results = [];
const record = (suite, passed, failed, skipped = 0, note = '') => results.push({ suite, passed, failed, skipped, note });
/** Every test file's wall time (jest files and Playwright spec files), for the slowest-suites list. */
const suiteTimes = [];

async function projectsWithTarget(target) {
  const { output } = await run(nx, ['show', 'projects', '--withTarget', target, '--json'], { quiet: true });
  return JSON.parse(output.slice(output.indexOf('[')));
}

/** Runs one Nx target over the workspace; every project's task is one check. */
async function nxTarget(target, suite, parallel = 2) {
  const projects = await projectsWithTarget(target);
  console.log(`\n=== ${suite}: nx run-many -t ${target} (${projects.length} projects)`);
  const { code, output } = await run(nx, ['run-many', '-t', target, `--parallel=${parallel}`, '--outputStyle=static', '--nxBail=false']);
  const failedTasks = new Set([...output.matchAll(/^\s*- (\S+):(\S+)\s*$/gm)].filter((m) => m[2] === target).map((m) => m[1]));
  const failed = code !== 0 ? Math.max(failedTasks.size, 1) : 0;
  record(suite, projects.length - failed, failed, 0, [...failedTasks].join(' '));
  return { code, projects };
}

/**
 * Lint: one ESLint process over the whole tree (one start-up instead of one per project), two
 * threads. Every file is one check; each problem is printed as file:line:col rule message.
 */
async function lint() {
  const reportFile = path.join(root, 'reports', 'eslint.json');
  rmSync(reportFile, { force: true });
  console.log('\n=== lint: eslint . (one process, two threads)');
  const { code } = await run(path.join(root, 'node_modules', '.bin', 'eslint'), ['.', '--concurrency=2', '--format=json', `--output-file=${reportFile}`]);
  if (!existsSync(reportFile)) return record('lint (files)', 0, 1, 0, `eslint exited with ${code} and wrote no report`);
  const files = JSON.parse(readFileSync(reportFile, 'utf8'));
  for (const file of files) {
    for (const message of file.messages) {
      const kind = message.severity === 2 ? 'error' : 'warning';
      console.log(`${path.relative(root, file.filePath)}:${message.line}:${message.column} ${kind} ${message.ruleId ?? 'parse'} ${message.message}`);
    }
  }
  const failing = files.filter((file) => file.errorCount + file.fatalErrorCount > 0);
  const failed = failing.length || (code === 0 ? 0 : 1);
  record('lint (files)', files.length - failing.length, failed);
}

/**
 * Typecheck: two TypeScript programs side by side, every project but the stories
 * (tsconfig.typecheck.json: each file checked once, where a program per project checked each lib
 * once per project importing it) and the stories (e2e/tsconfig.json). Each project is one check,
 * failed when an error is in one of its files; each error is printed as file(line,col): message.
 */
async function typecheck() {
  const names = await projectsWithTarget('typecheck');
  console.log(`\n=== typecheck: tsc -p tsconfig.typecheck.json and -p e2e/tsconfig.json (${names.length} projects)`);
  const tsc = path.join(root, 'node_modules', 'ts7', 'bin', 'tsc');
  const programs = await Promise.all(
    ['tsconfig.typecheck.json', 'e2e/tsconfig.json'].map((config) => run(process.execPath, [tsc, '--noEmit', '--pretty', 'false', '-p', config], { quiet: true })),
  );
  const roots = names.map((name) => ({ name, dir: projectRoot(name) + path.sep }));
  const failing = new Set();
  let unplaced = 0;
  for (const { code, output } of programs) {
    const errors = [...output.matchAll(/^(.+?)\(\d+,\d+\): error TS\d+: .*$/gm)];
    for (const [line, file] of errors) {
      console.log(line);
      const owner = roots.find(({ dir }) => path.relative(root, path.resolve(root, file)).startsWith(dir));
      if (owner) failing.add(owner.name);
      else unplaced += 1;
    }
    // A program that failed without a located error (a bad config, a crash) is a failure too.
    if (code !== 0 && errors.length === 0) {
      console.log(output);
      unplaced += 1;
    }
  }
  record('typecheck', names.length - failing.size, failing.size + (unplaced > 0 ? 1 : 0), 0, [...failing].join(' '));
}

function jestReport(projectDir) {
  const file = path.join(root, projectDir, 'reports', 'jest.json');
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Where a project lives: @nordhub/x is libs/x for a lib, else the top-level folder x. */
function projectRoot(name) {
  const short = name.replace('@nordhub/', '');
  return existsSync(path.join(root, 'libs', short, 'package.json')) ? path.join('libs', short) : short;
}

/** Reads the jest reports of these projects into one suite's figures and the slowest-files list. */
function recordJest(suite, names) {
  const totals = [0, 0, 0];
  const missing = [];
  for (const name of names) {
    const report = jestReport(projectRoot(name));
    if (!report) {
      totals[1] += 1;
      missing.push(name);
      continue;
    }
    for (const file of report.testResults ?? []) {
      if (file.startTime && file.endTime) suiteTimes.push({ name: path.relative(root, file.name), seconds: (file.endTime - file.startTime) / 1000 });
    }
    totals[0] += report.numPassedTests;
    // A suite that fails to load has no failed tests but is a failure all the same.
    totals[1] += report.numFailedTests + report.numRuntimeErrorTestSuites;
    totals[2] += report.numPendingTests + report.numTodoTests;
  }
  record(suite, ...totals, missing.length ? `no report: ${missing.join(' ')}` : '');
}

const apiProject = '@nordhub/api';

/**
 * The API's integration suites: the longest single task, so they start first and run beside
 * everything else. Their output is kept and printed when they end, not interleaved.
 */
async function apiTests() {
  rmSync(path.join(root, 'api', 'reports'), { recursive: true, force: true });
  const { output } = await run('npm', ['run', 'test', '--workspace=api'], { quiet: true });
  console.log('\n=== API integration: jest in api/ (ran beside the other checks)');
  process.stdout.write(output);
  recordJest('API integration (jest)', [apiProject]);
}

/** Every other project's jest units, two projects at a time (each file in band). */
async function unitTests() {
  const names = (await projectsWithTarget('test')).filter((name) => name !== apiProject);
  for (const name of names) rmSync(path.join(root, projectRoot(name), 'reports'), { recursive: true, force: true });
  console.log(`\n=== unit: nx run-many -t test (${names.length} projects)`);
  await run(nx, ['run-many', '-t', 'test', `--exclude=${apiProject}`, '--parallel=2', '--outputStyle=static', '--nxBail=false']);
  recordJest('unit (jest)', names);
}

async function e2e(buildOk) {
  console.log('\n=== end-to-end: Playwright on Debian Chromium');
  if (!buildOk) return record('end-to-end (Playwright)', 0, 1, 0, 'not run: the build failed');
  if (!ensureChromium()) return record('end-to-end (Playwright)', 0, 1, 0, `not run: ${chromiumPath} missing`);
  const reportFile = path.join(root, 'reports', 'e2e.json');
  rmSync(reportFile, { force: true });
  const { code } = await run(path.join(root, 'node_modules', '.bin', 'playwright'), ['test', '-c', 'e2e/playwright.config.ts'], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile },
  });
  if (!existsSync(reportFile)) return record('end-to-end (Playwright)', 0, 1, 0, 'no report written');
  const { stats, errors = [], suites = [] } = JSON.parse(readFileSync(reportFile, 'utf8'));
  for (const suite of suites) suiteTimes.push({ name: `e2e/stories/${suite.file}`, seconds: specSeconds(suite) });
  // A run that never got to its tests (a web server that did not start, a port in use) reports its
  // errors outside the tests' figures: each counts as a failure, and a failed exit is never 0 failed.
  const failed = stats.unexpected + errors.length || (code === 0 ? 0 : 1);
  const why = errors.length ? errors.map((error) => String(error.message ?? '').split('\n')[0]).join('; ') : '';
  record('end-to-end (Playwright)', stats.expected + stats.flaky, failed, stats.skipped, why);
}

/** A Playwright spec file's time: the sum of its tests' run times (its describe blocks nest suites). */
function specSeconds(suite) {
  const own = (suite.specs ?? []).flatMap((spec) => spec.tests ?? []).flatMap((test) => test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
  return own / 1000 + (suite.suites ?? []).reduce((sum, child) => sum + specSeconds(child), 0);
}

// Each phase's wall time, printed with the summary (the API suites overlap the phases before the stories).
const phases = [];
async function phase(name, work) {
  const phaseStarted = Date.now();
  const result = await work();
  phases.push(`${name} ${Math.round((Date.now() - phaseStarted) / 1000)} s`);
  return result;
}

const started = Date.now();
// Every check is CPU-bound on two cores: the API suites (two workers) start at once and the
// other checks run one after another beside them, so neither core waits for the longest task.
// The end-to-end stories come last, alone: their browsers need the machine to themselves.
const [, build] = await Promise.all([
  phase('API integration', apiTests),
  (async () => {
    const built = await phase('build', () => nxTarget('build', 'build', 1));
    await phase('unit', unitTests);
    // Both use both cores of their own: whatever outlasts the API suites leaves no core idle.
    await phase('typecheck', typecheck);
    await phase('lint', lint);
    return built;
  })(),
]);
await phase('end-to-end', () => e2e(build.code === 0));

const total = results.reduce((sum, r) => ({ passed: sum.passed + r.passed, failed: sum.failed + r.failed, skipped: sum.skipped + r.skipped }), { passed: 0, failed: 0, skipped: 0 });
console.log('\n=== the ten slowest test files');
for (const { name, seconds } of suiteTimes.sort((a, b) => b.seconds - a.seconds).slice(0, 10)) {
  console.log(`${seconds.toFixed(1).padStart(7)} s  ${name}`);
}
console.log('\n=== summary');
const order = ['typecheck', 'lint (files)', 'unit (jest)', 'API integration (jest)', 'build', 'end-to-end (Playwright)'];
results.sort((a, b) => order.indexOf(a.suite) - order.indexOf(b.suite));
for (const r of results) {
  console.log(`${r.suite.padEnd(26)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(4)} failed ${String(r.skipped).padStart(4)} skipped${r.note ? `  (${r.note})` : ''}`);
}
console.log(`took ${Math.round((Date.now() - started) / 1000)} s (${phases.join(', ')})`);
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed === 0 ? 0 : 1);

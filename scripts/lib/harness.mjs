// Helpers of the commands that drive built servers over HTTP (npm run test:scale, npm run
// test:resilience): child processes with their logs, free ports, waiting, a job seeker's browser
// stand-in (cookies, CSRF header, robot check) and a worker pool.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import { root } from './workspace.mjs';

/** `require` from the API's package: its dependencies (pg, PGlite, altcha-lib) for the scripts. */
export const apiRequire = createRequire(path.join(root, 'api', 'package.json'));

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `action` with a connected PostgreSQL client on `url`, closed after. */
export async function withPgClient(url, action) {
  const { Client } = apiRequire('pg');
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await action(client);
  } finally {
    await client.end();
  }
}

/**
 * Child processes whose output goes to <workDir>/<name>.log and to `child.output`; `stopAll`
 * stops those still running (SIGTERM, SIGKILL after 10 s).
 */
export function childProcesses(workDir) {
  /** @type {Set<import('node:child_process').ChildProcess>} */
  const children = new Set();
  const start = (name, command, args, env) => {
    const log = createWriteStream(path.join(workDir, `${name}.log`), { flags: 'a' });
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.output = '';
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        child.output += chunk;
        log.write(chunk);
      });
    }
    children.add(child);
    child.on('exit', () => children.delete(child));
    return child;
  };
  /** Resolves with the exit code (null when a signal ended it) once the child has exited. */
  const stop = async (child, signal = 'SIGTERM') => {
    if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    const code = await exited;
    clearTimeout(timer);
    return code;
  };
  return { start, stop, stopAll: () => Promise.all([...children].map((child) => stop(child))) };
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Polls `check` until it is true; fails early when `child` exits. */
export async function waitFor(what, check, timeoutMs, child) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${what}: the process exited with code ${child.exitCode}\n${child.output.slice(-2000)}`);
    if (await check().catch(() => false)) return;
    await sleep(200);
  }
  throw new Error(`${what} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * A job seeker's browser stand-in over HTTP: cookies (session, XSRF-TOKEN) and the CSRF header.
 * `headers` go with every request (e.g. X-Forwarded-For: the user's own address behind a proxy).
 */
export class HttpUser {
  constructor(baseUrl, headers = {}) {
    this.baseUrl = baseUrl;
    this.headers = headers;
    this.cookies = new Map();
  }

  /**
   * `json` is sent as JSON, `form` (FormData) as multipart; the answer's `bytes()` reads it raw.
   * `redirect: 'manual'` answers a 3xx itself (its `location`); `ms` is the time to the whole body.
   */
  async request(method, url, { json, form, headers = {}, redirect = 'follow' } = {}) {
    const unsafe = method !== 'GET';
    if (unsafe && !this.cookies.has('XSRF-TOKEN')) await this.request('GET', '/api/health');
    const all = { ...this.headers, ...headers };
    if (this.cookies.size) all.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (unsafe) all['x-xsrf-token'] = this.cookies.get('XSRF-TOKEN');
    if (json !== undefined) all['content-type'] = 'application/json';
    const body = json !== undefined ? JSON.stringify(json) : form;
    const started = performance.now();
    const response = await fetch(`${this.baseUrl}${url}`, { method, headers: all, redirect, ...(body !== undefined ? { body } : {}) });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === '' || /max-age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const bytes = Buffer.from(await response.arrayBuffer());
    const ms = performance.now() - started;
    const text = bytes.toString('utf8');
    return {
      status: response.status,
      ms,
      location: response.headers.get('location'),
      instance: response.headers.get('x-nordhub-instance'),
      retryAfter: response.headers.get('retry-after'),
      text,
      bytes,
      json: () => JSON.parse(text),
    };
  }

  async expect(status, method, url, options) {
    const answer = await this.request(method, url, options);
    if (answer.status !== status) throw new Error(`${method} ${url}: ${answer.status} ${answer.text.slice(0, 300)}`);
    return answer;
  }

  /** Signs up with the robot check, then makes the applicant profile (what the sign-up page and "apply" do). */
  async signUpAsApplicant({ first, last, email, password }) {
    const reCaptchaResponse = await this.robotCheck();
    await this.expect(201, 'POST', '/api/users/sign-up', { json: { name: { first, last }, email, password, reCaptchaResponse } });
    await this.expect(201, 'POST', '/api/applicant');
    return this;
  }

  /** Solves the ALTCHA proof of work as the sign-up widget does. */
  async robotCheck() {
    const { solveChallenge } = apiRequire('altcha-lib/v1');
    const { challenge } = (await this.expect(200, 'GET', '/api/robot-check')).json();
    const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
    const payload = { algorithm: challenge.algorithm, challenge: challenge.challenge, number: solution.number, salt: challenge.salt, signature: challenge.signature };
    return Buffer.from(JSON.stringify(payload)).toString('base64');
  }
}

/** Runs `task` over `items` with `concurrency` workers. */
export async function pool(items, concurrency, task) {
  let index = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (index < items.length) {
        const item = items[index];
        index += 1;
        await task(item);
      }
    }),
  );
}

/** A command's checks: `check(name, ok, detail)` records one; `report()` prints them and the totals, and answers the failures. */
export function checkList() {
  const checks = [];
  return {
    check: (name, ok, detail) => checks.push({ name, ok, detail }),
    report(elapsed) {
      console.log('\n=== checks');
      for (const { name, ok, detail } of checks) console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${name}: ${detail}`);
      const failed = checks.filter((entry) => !entry.ok).length;
      console.log(`\n${checks.length - failed} passed, ${failed} failed (${elapsed})`);
      return failed;
    },
  };
}

/**
 * Runs a command's `main` (which answers its failures), then `cleanUp` once whatever happens,
 * also on Ctrl-C or SIGTERM (exit 130); on a failure or a throw the exit code is 1 and
 * `keepVariable` (e.g. SCALE_KEEP) is set, so cleanUp keeps the logs in `workDir` for a look.
 */
export function runCommand({ name, workDir, keepVariable, main, cleanUp }) {
  let cleaning = null;
  const cleanUpOnce = () => (cleaning ??= cleanUp());
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      console.log(`[${name}] ${signal}: stopping everything`);
      void cleanUpOnce().then(() => process.exit(130));
    });
  }
  main()
    .then((failed) => {
      if (failed > 0) {
        process.exitCode = 1;
        console.log(`logs: ${workDir} (kept)`);
        process.env[keepVariable] = '1';
      }
    })
    .catch((error) => {
      console.error(`${name} stopped: ${error.stack ?? error.message}`);
      console.error(`logs: ${workDir}`);
      process.env[keepVariable] = '1';
      process.exitCode = 1;
    })
    .finally(async () => {
      await cleanUpOnce();
      process.exit(process.exitCode ?? 0);
    });
}

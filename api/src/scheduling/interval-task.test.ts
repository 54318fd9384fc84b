import type { FastifyBaseLogger } from 'fastify';
import { forEachDatabase } from '../test/databases';
import { RUN_HISTORY_MS, scheduledTask, type ScheduledTaskOptions } from './interval-task';
import { claimRun, periodStartOf } from './queries';

const MINUTE = 60_000;
const INTERVAL = 10 * MINUTE;
const LEASE = MINUTE;

interface LogLine {
  level: string;
  fields: Record<string, unknown>;
  message: string;
}

/** A logger that keeps its lines, so a test can read what an operator would see. */
function recordingLog(lines: LogLine[]): FastifyBaseLogger {
  const at = (level: string) => (fields: Record<string, unknown>, message: string) => lines.push({ level, fields, message });
  const log = { level: 'info', info: at('info'), warn: at('warn'), error: at('error'), debug: at('debug'), trace: at('trace'), fatal: at('fatal'), silent: () => undefined, child: () => log };
  return log as unknown as FastifyBaseLogger;
}

interface ScheduledRow {
  period_start: Date;
  owner: string;
  attempts: number;
  finished_at: Date | null;
  error: string | null;
  summary: { runs: number } | null;
  [column: string]: unknown;
}

forEachDatabase(({ db }) => {
  describe('scheduled tasks across instances', () => {
    // A period start, so that offsets below stay inside one period.
    const start = Date.UTC(2026, 0, 5, 8, 0, 0);
    let nowMs = start;
    const clock = () => new Date(nowMs);
    let lines: LogLine[];
    let runs: { owner: string; at: number }[];

    const instance = (owner: string, extra: Partial<ScheduledTaskOptions<{ runs: number }>> = {}) =>
      scheduledTask<{ runs: number }>({
        task: 'test-task',
        db: db(),
        intervalMs: INTERVAL,
        leaseMs: LEASE,
        log: recordingLog(lines),
        clock,
        owner,
        run: async (now) => {
          runs.push({ owner, at: now.getTime() });
          return { runs: runs.length };
        },
        shouldLog: () => true,
        doneMessage: 'test task run',
        failedMessage: 'the test task failed',
        ...extra,
      });
    const rows = () => db().query<ScheduledRow>(`SELECT period_start, owner, attempts, finished_at, error, summary FROM scheduled_runs WHERE task = 'test-task' ORDER BY period_start`);

    beforeEach(async () => {
      await db().query('DELETE FROM scheduled_runs');
      nowMs = start;
      lines = [];
      runs = [];
    });

    it('run once per period when two instances tick at the same moments, and log which instance ran', async () => {
      const a = instance('instance-a');
      const b = instance('instance-b');
      for (let period = 0; period < 4; period += 1) {
        nowMs = start + period * INTERVAL + 5_000;
        await Promise.all([a.tick(), b.tick(), b.tick(), a.tick()]);
        // Later ticks in the same period find it done.
        nowMs += 4 * MINUTE;
        const later = await Promise.all([a.tick(), b.tick()]);
        expect(later.map((outcome) => outcome.ran)).toEqual([false, false]);
      }
      expect(runs.map((run) => periodStartOf(new Date(run.at), INTERVAL).getTime())).toEqual([0, 1, 2, 3].map((period) => start + period * INTERVAL));
      const recorded = await rows();
      expect(recorded.map((row) => [row.period_start.getTime(), row.attempts, row.finished_at !== null, row.error])).toEqual(
        [0, 1, 2, 3].map((period) => [start + period * INTERVAL, 1, true, null]),
      );
      expect(recorded.map((row) => row.owner)).toEqual(runs.map((run) => run.owner));
      const done = lines.filter((line) => line.message === 'test task run');
      expect(done.map((line) => line.fields.owner)).toEqual(runs.map((run) => run.owner));
      expect(done[0]?.fields).toMatchObject({ task: 'test-task', periodStart: new Date(start).toISOString(), attempt: 1 });
    });

    it('take over the period of an instance that died mid-run once its lease has run out', async () => {
      // Instance A claims the period and dies: no renewal, no finish.
      expect(await claimRun(db(), { task: 'test-task', owner: 'instance-a', now: clock(), intervalMs: INTERVAL, leaseMs: LEASE })).toMatchObject({ attempts: 1 });
      const b = instance('instance-b');
      nowMs = start + LEASE - 1;
      expect(await b.tick()).toEqual({ ran: false });
      nowMs = start + LEASE;
      const outcome = await b.tick();
      expect(outcome).toMatchObject({ ran: true, finished: true, claim: { periodStart: new Date(start), attempts: 2, previousOwner: 'instance-a' } });
      expect(await rows()).toEqual([expect.objectContaining({ owner: 'instance-b', attempts: 2, summary: { runs: 1 } })]);
      expect(lines).toContainEqual(expect.objectContaining({ level: 'warn', fields: expect.objectContaining({ previousOwner: 'instance-a', owner: 'instance-b' }) }));
      // A restarted instance A finds the period done.
      expect(await instance('instance-a').tick()).toEqual({ ran: false });
    });

    it('take over an earlier period left unfinished before the current one', async () => {
      await claimRun(db(), { task: 'test-task', owner: 'instance-a', now: clock(), intervalMs: INTERVAL, leaseMs: LEASE });
      nowMs = start + INTERVAL + 1_000;
      const b = instance('instance-b');
      expect(await b.tick()).toMatchObject({ ran: true, claim: { periodStart: new Date(start), attempts: 2 } });
      expect(await b.tick()).toMatchObject({ ran: true, claim: { periodStart: new Date(start + INTERVAL), attempts: 1 } });
      expect(await b.tick()).toEqual({ ran: false });
      expect((await rows()).map((row) => row.finished_at !== null)).toEqual([true, true]);
    });

    it('renew the lease while a long run goes on, so no other instance takes the period', async () => {
      const b = instance('instance-b');
      const leaseUntil = async () => (await db().one<{ lease_until: Date }>(`SELECT lease_until FROM scheduled_runs WHERE task = 'test-task'`)).lease_until.getTime();
      let duringRun: unknown;
      const a = instance('instance-a', {
        renewEveryMs: 1,
        run: async () => {
          nowMs += LEASE - 1_000;
          // Waits for the renewal to reach the database (a condition, not a time).
          while ((await leaseUntil()) <= start + LEASE) await new Promise((resolve) => setTimeout(resolve, 2));
          nowMs = start + LEASE + 1_000;
          duringRun = await b.tick();
          return { runs: 1 };
        },
      });
      expect(await a.tick()).toMatchObject({ ran: true, finished: true });
      expect(duringRun).toEqual({ ran: false });
      expect(await rows()).toEqual([expect.objectContaining({ owner: 'instance-a', attempts: 1 })]);
    });

    it('mark a run that threw as finished with its error; the next period runs again', async () => {
      let fail = true;
      const a = instance('instance-a', {
        run: async () => {
          if (fail) throw new Error('database went away');
          return { runs: 1 };
        },
      });
      expect(await a.tick()).toMatchObject({ ran: true, finished: true, error: expect.any(Error) });
      expect(await instance('instance-b').tick()).toEqual({ ran: false });
      expect(lines).toContainEqual(expect.objectContaining({ level: 'error', message: 'the test task failed', fields: expect.objectContaining({ owner: 'instance-a' }) }));
      fail = false;
      nowMs = start + INTERVAL;
      expect(await a.tick()).toMatchObject({ ran: true, summary: { runs: 1 } });
      expect((await rows()).map((row) => row.error)).toEqual(['database went away', null]);
    });

    it('keep a week of finished runs: a run removes the older finished ones', async () => {
      const a = instance('instance-a');
      await a.tick();
      nowMs = start + INTERVAL;
      await a.tick();
      nowMs = start + RUN_HISTORY_MS + INTERVAL / 2;
      await a.tick();
      expect((await rows()).map((row) => row.period_start.getTime())).toEqual([start + INTERVAL, periodStartOf(clock(), INTERVAL).getTime()]);
    });

    it('leave a run to the instance that took it over when the first one comes back late', async () => {
      const b = instance('instance-b');
      let takeover: unknown;
      // A stalls past its lease without renewing (renewal far slower than the stall).
      const a = instance('instance-a', {
        renewEveryMs: 3_600_000,
        run: async () => {
          nowMs = start + LEASE + 1;
          takeover = await b.tick();
          return { runs: 0 };
        },
      });
      expect(await a.tick()).toMatchObject({ ran: true, finished: false });
      expect(takeover).toMatchObject({ ran: true, finished: true, claim: { previousOwner: 'instance-a' } });
      expect(await rows()).toEqual([expect.objectContaining({ owner: 'instance-b', attempts: 2 })]);
    });
  });
});

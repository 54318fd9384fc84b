import { digestPeriod } from '@nordhub/domain';
import type { App } from '../../../app-type';
import { createCompany } from '../../../test/accounts';
import { forEachDatabase } from '../../../test/databases';
import { buildTestApp } from '../../../test/test-app';
import type { Mailer } from '../../operations/mail/mailer';
import { daysFromNow, insertJob } from '../jobs/test/fixtures';
import { scheduledTask } from '../../../scheduling/interval-task';
import { claimRun } from '../../../scheduling/queries';
import { JOB_ALERTS_TASK, jobAlertsSchedule, runJobAlerts, type JobAlertsSchedulerDeps } from './scheduler';

const HOUR = 3_600_000;

interface OutboxRow {
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers: Record<string, string> | null;
  [column: string]: unknown;
}

forEachDatabase(({ db }) => {
  describe('the job digest scheduler', () => {
    let app: App;
    let companyId: string;
    let deps: JobAlertsSchedulerDeps;
    const origin = 'https://nordhub.example';

    const digestsTo = (email: string) =>
      db().query<OutboxRow>(`SELECT to_address, subject, text_body, html_body, headers FROM outbox_mails WHERE to_address = $1 AND template = 'job-digest' ORDER BY created_at`, [email]);

    /** A subscription that began `startedHoursAgo` hours ago (jobs_since and created_at). */
    async function subscription(
      email: string,
      input: { frequency?: string; filters?: object; startedHoursAgo?: number; subscribed?: boolean; confirmed?: boolean; language?: string } = {},
    ) {
      const started = new Date(Date.now() - (input.startedHoursAgo ?? 72) * HOUR);
      const row = await db().one<{ id: string; settings_key: string }>(
        `INSERT INTO digest_subscriptions (settings_key, email, frequency, filters, subscribed, created_at, jobs_since, confirmed_at, language)
         VALUES (md5(random()::text), $1, $2, $3::jsonb, $4, $5::timestamptz, $5::timestamptz, CASE WHEN $6::boolean THEN $5::timestamptz END, $7) RETURNING id, settings_key`,
        [email, input.frequency ?? 'daily', JSON.stringify(input.filters ?? {}), input.subscribed ?? true, started, input.confirmed ?? true, input.language ?? 'en'],
      );
      return row;
    }
    const job = (title: string, extra: { countryCode?: string; country?: string; locality?: string; createdAt?: Date; approvedAt?: Date | null } = {}) =>
      insertJob(db(), { companyId, title, ...(extra.locality ? { locality: extra.locality } : {}), createdAt: extra.createdAt ?? new Date(Date.now() - HOUR), approvedAt: extra.approvedAt ?? new Date(Date.now() - HOUR), ...(extra.countryCode ? { countryCode: extra.countryCode, country: extra.country ?? extra.countryCode } : {}) });

    beforeAll(async () => {
      app = await buildTestApp(db());
      companyId = await createCompany(db(), { key: 'digest-co', name: 'Digest & Co' });
      deps = { db: db(), mailer: app.mailer, origin, log: app.log };
    });
    beforeEach(async () => {
      await db().query('DELETE FROM digest_subscriptions');
      await db().query('DELETE FROM jobs');
      await db().query('DELETE FROM outbox_mails');
    });
    afterAll(() => app.close());

    it('sends nothing to a subscription whose address has not confirmed (double opt-in)', async () => {
      await subscription('unconfirmed@example.com', { confirmed: false });
      await subscription('confirmed@example.com');
      await job('Any Developer');
      expect(await runJobAlerts(deps)).toMatchObject({ checked: 1, sent: 1 });
      expect(await digestsTo('unconfirmed@example.com')).toEqual([]);
      expect(await digestsTo('confirmed@example.com')).toHaveLength(1);
    });

    it('sends one digest per period: two runs in one period send one mail with the new matching jobs', async () => {
      const sub = await subscription('daily@example.com', { filters: { search: 'kotlin', countryCode: 'SE' } });
      const match = await job('Kotlin Developer', { countryCode: 'SE', country: 'Sweden', locality: 'Malmö' });
      await job('Kotlin Developer in Oslo', { countryCode: 'NO' });
      await job('Office Manager', { countryCode: 'SE' });
      await job('Old Kotlin role', { countryCode: 'SE', createdAt: new Date(Date.now() - 100 * HOUR), approvedAt: new Date(Date.now() - 100 * HOUR) });

      const first = await runJobAlerts(deps);
      const second = await runJobAlerts(deps);
      expect(first).toMatchObject({ sent: 1, failed: 0 });
      expect(second).toMatchObject({ checked: 0, sent: 0 });

      const mails = await digestsTo('daily@example.com');
      expect(mails).toHaveLength(1);
      const [mail] = mails as [OutboxRow];
      expect(mail.subject).toBe('1 new job for you: Kotlin Developer');
      expect(mail.text_body).toContain(`${origin}/jobs/${match}`);
      expect(mail.text_body).toContain('Digest & Co · Malmö, Sweden');
      expect(mail.text_body).not.toContain('Oslo');
      expect(mail.text_body).not.toContain('Office Manager');
      expect(mail.text_body).not.toContain('Old Kotlin role');
      // Real HTML with absolute links, the settings page and the one-click unsubscribe.
      expect(mail.html_body).toContain(`<a href="${origin}/jobs/${match}"`);
      expect(mail.html_body).toContain('Digest &amp; Co');
      expect(mail.html_body).toContain(`href="${origin}/profile-settings/${sub.settings_key}"`);
      expect(mail.html_body).toContain(`href="${origin}/jobs?search=kotlin&amp;country=SE"`);
      expect(mail.headers).toEqual({
        'List-Unsubscribe': `<${origin}/api/digest/unsubscribe/${sub.settings_key}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
      const row = await db().one<{ last_sent_period: string }>('SELECT last_sent_period FROM digest_subscriptions WHERE id = $1', [sub.id]);
      expect(row.last_sent_period).toBe(digestPeriod('daily', new Date()));
    });

    it("writes the digest in the subscriber's language: subject, count, places, links and footer", async () => {
      await subscription('aino@example.com', { frequency: 'onceweek', language: 'fi' });
      await job('Kotlin Developer', { countryCode: 'FI', country: 'Finland', locality: 'Helsinki' });
      await job('Data Engineer', { countryCode: 'SE', country: 'Sweden', locality: 'Malmö' });
      expect(await runJobAlerts(deps)).toMatchObject({ sent: 1 });
      const [mail] = (await digestsTo('aino@example.com')) as [OutboxRow];
      expect(mail.subject).toBe('2 uutta työpaikkaa sinulle Nordhubissa');
      expect(mail.text_body).toContain('Tässä ovat 2 uutta hakuusi sopivaa työpaikkaa edellisen työpaikkavahtiviestin jälkeen.');
      expect(mail.text_body).toContain('Digest & Co · Helsinki, Finland');
      expect(mail.text_body).toContain(`Katso kaikki sopivat työpaikat: ${origin}/jobs`);
      expect(mail.text_body).toContain('Saat tämän viikoittaisen työpaikkavahtiviestin, koska tilasit työpaikkaviestit Nordhubista.');
      expect(mail.text_body).toMatch(/Peru tilaus: https:\/\/nordhub\.example\/api\/digest\/unsubscribe\//);
      expect(mail.html_body).toContain('<html lang="fi">');
      expect(mail.html_body).toContain('>Muuta, kuinka usein saat tämän viestin</a>');
    });

    it('never sends a job twice, and the next period brings only the jobs new since', async () => {
      await subscription('twice@example.com');
      await job('Backend Engineer');
      expect((await runJobAlerts(deps)).sent).toBe(1);

      // Tomorrow: the same job is still in the look-back window but was sent already.
      const tomorrow = daysFromNow(1);
      expect((await runJobAlerts(deps, tomorrow)).sent).toBe(0);
      expect(await digestsTo('twice@example.com')).toHaveLength(1);

      // The day after, one new job: only it comes.
      const later = daysFromNow(2);
      await job('Data Scientist', { createdAt: new Date(), approvedAt: new Date() });
      expect((await runJobAlerts(deps, later)).sent).toBe(1);
      const mails = await digestsTo('twice@example.com');
      expect(mails).toHaveLength(2);
      expect(mails[1]?.text_body).toContain('Data Scientist');
      expect(mails[1]?.text_body).not.toContain('Backend Engineer');
    });

    it('marks an empty period without a mail; a new subscriber gets the first digest once a job appears', async () => {
      const old = await subscription('old@example.com', { startedHoursAgo: 24 * 10 });
      const fresh = await subscription('fresh@example.com', { startedHoursAgo: 0 });
      await runJobAlerts(deps);
      const rows = await db().query<{ id: string; last_sent_period: string | null }>('SELECT id, last_sent_period FROM digest_subscriptions');
      const periodOf = (id: string) => rows.find((row) => row.id === id)?.last_sent_period;
      expect(periodOf(old.id)).toBe(digestPeriod('daily', new Date()));
      expect(periodOf(fresh.id)).toBeNull();
      expect(await db().query(`SELECT 1 FROM outbox_mails`)).toHaveLength(0);

      await job('Brand New Job', { createdAt: new Date(), approvedAt: new Date() });
      expect((await runJobAlerts(deps)).sent).toBe(1);
      expect(await digestsTo('fresh@example.com')).toHaveLength(1);
      expect(await digestsTo('old@example.com')).toHaveLength(0);
    });

    it('a job approved after it was created counts from its approval', async () => {
      await subscription('approved@example.com', { startedHoursAgo: 2 });
      await job('Drafted long ago', { createdAt: new Date(Date.now() - 24 * 20 * HOUR), approvedAt: new Date() });
      expect((await runJobAlerts(deps)).sent).toBe(1);
      expect((await digestsTo('approved@example.com'))[0]?.text_body).toContain('Drafted long ago');
    });

    it('sends nothing to an unsubscribed address', async () => {
      await subscription('gone@example.com', { subscribed: false });
      await job('Designer');
      expect(await runJobAlerts(deps)).toMatchObject({ checked: 0, sent: 0 });
      expect(await digestsTo('gone@example.com')).toHaveLength(0);
    });

    it('weekly subscriptions get one digest per ISO week', async () => {
      await subscription('weekly@example.com', { frequency: 'onceweek' });
      await job('Product Manager');
      expect((await runJobAlerts(deps)).sent).toBe(1);
      await job('Second Product Manager', { createdAt: new Date(), approvedAt: new Date() });
      expect((await runJobAlerts(deps)).sent).toBe(0);
      expect((await runJobAlerts(deps, daysFromNow(7))).sent).toBe(1);
      const mails = await digestsTo('weekly@example.com');
      expect(mails.map((mail) => mail.subject)).toEqual(['1 new job for you: Product Manager', '1 new job for you: Second Product Manager']);
      expect(mails[0]?.text_body).toContain('weekly digest');
    });

    it('claims and queues in one transaction: a failure while writing the mail leaves the digest due, and the next run sends it', async () => {
      const sub = await subscription('crash@example.com');
      await job('QA Engineer');
      const failing: Mailer = {
        ...app.mailer,
        delivers: false,
        enqueue: async () => {
          throw new Error('disk full');
        },
      };
      expect(await runJobAlerts({ ...deps, mailer: failing })).toMatchObject({ sent: 0, failed: 1 });
      const row = await db().one<{ last_sent_period: string | null; sent: number }>(
        `SELECT last_sent_period, (SELECT count(*)::int FROM digest_sent_jobs WHERE subscription_id = $1) AS sent FROM digest_subscriptions WHERE id = $1`,
        [sub.id],
      );
      expect(row).toEqual({ last_sent_period: null, sent: 0 });

      expect((await runJobAlerts(deps)).sent).toBe(1);
      expect(await digestsTo('crash@example.com')).toHaveLength(1);
    });

    it('runs at the same time (several instances) still send one digest', async () => {
      await subscription('race@example.com');
      await job('Site Reliability Engineer');
      const results = await Promise.all([runJobAlerts(deps), runJobAlerts(deps), runJobAlerts(deps)]);
      expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(1);
      expect(await digestsTo('race@example.com')).toHaveLength(1);
    });

    it('a run taken over from an instance that died mid-run sends the rest, each digest once', async () => {
      const emails = ['one@example.com', 'two@example.com', 'three@example.com'];
      const subs = [];
      for (const email of emails) subs.push(await subscription(email));
      await job('Data Engineer');
      const interval = 10 * 60_000;
      const lease = 60_000;
      const start = Date.now();
      let nowMs = start;
      const clock = () => new Date(nowMs);
      // Instance A claims the period, sends one digest (a batch of one) and dies: no renewal, no finish.
      await claimRun(db(), { task: JOB_ALERTS_TASK, owner: 'instance-a', now: clock(), intervalMs: interval, leaseMs: lease });
      expect(await runJobAlerts({ ...deps, batchSize: 1 }, clock())).toMatchObject({ sent: 1 });

      const b = scheduledTask({ ...jobAlertsSchedule({ ...deps, intervalMs: interval }), owner: 'instance-b', clock, leaseMs: lease });
      expect(await b.tick()).toEqual({ ran: false });
      nowMs = start + lease;
      expect(await b.tick()).toMatchObject({ ran: true, finished: true, claim: { owner: 'instance-b', attempts: 2, previousOwner: 'instance-a' }, summary: { sent: 2, failed: 0 } });

      for (const email of emails) expect(await digestsTo(email)).toHaveLength(1);
      const sentJobs = await db().query<{ subscription_id: string; n: number }>(
        'SELECT subscription_id, count(*)::int AS n FROM digest_sent_jobs WHERE subscription_id = ANY($1::uuid[]) GROUP BY subscription_id',
        [subs.map((sub) => sub.id)],
      );
      expect(sentJobs.map((row) => row.n)).toEqual([1, 1, 1]);
    });
  });
});

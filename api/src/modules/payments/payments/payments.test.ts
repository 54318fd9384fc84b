import { jobListResponseSchema, jobPaymentOptionsSchema } from '@nordhub/contracts';
import { BOOST_DAYS } from '@nordhub/domain';
import type { App } from '../../../app-type';
import { createAccount, createCompany, mailsTo, testPassword } from '../../../test/accounts';
import { accountsTestEnv, signedInBrowsers, TestBrowser } from '../../../test/browser';
import { forEachDatabase } from '../../../test/databases';
import { buildTestApp } from '../../../test/test-app';
import { daysFromNow, insertJob, statedPay } from '../../jobs/jobs/test/fixtures';
import { stripeSignatureHeader } from './providers';

const callbackSecret = 'test-callback-secret-0123456789';
const stripeEnv = { STRIPE_SECRET_KEY: 'sk_test_nordhub', STRIPE_WEBHOOK_SECRET: 'whsec_test_nordhub' };

forEachDatabase(({ db }) => {
  let app: App;
  let fjordId: string;
  const as = signedInBrowsers(() => app, testPassword);
  const manager = () => as('pay-manager@example.com');
  const monetisePath = (id: string) => `/client/startups/fjord-pay/jobs/${id}/monetise`;
  const checkoutUrl = (id: string, product: 'post' | 'boost' = 'post', cancel = monetisePath(id)) =>
    `/api/jobs/${id}/checkout?product=${product}&cancel_url=${encodeURIComponent(cancel)}`;
  const draftJob = (title: string, extra: { status?: string; boostingExpiresAt?: Date | null } = {}) =>
    insertJob(db(), { ...statedPay, companyId: fjordId, title, status: extra.status ?? 'DRAFT', approvedAt: extra.status === 'ACTIVE' ? daysFromNow(-1) : null, boostingExpiresAt: extra.boostingExpiresAt ?? null });
  const jobRow = (id: string) =>
    db().one<{ status: string; approved_at: Date | null; boosting_expires_at: Date | null }>('SELECT status, approved_at, boosting_expires_at FROM jobs WHERE id = $1', [id]);
  const paymentsOf = (id: string) => db().query<{ status: string; product: string; amount: number; currency: string }>('SELECT status, product, amount::float8 AS amount, currency FROM payments WHERE job_id = $1', [id]);
  const receipts = async () => (await mailsTo(db(), 'pay-manager@example.com')).filter((mail) => mail.template === 'payment-receipt');

  /** Opens a checkout as the manager; answers the local checkout page path. */
  const openCheckout = async (id: string, product: 'post' | 'boost' = 'post') => {
    const response = await (await manager()).get(checkoutUrl(id, product));
    expect(response.statusCode).toBe(303);
    const location = String(response.headers.location);
    expect(location).toMatch(/^\/api\/payments\/local\/[0-9a-f-]{36}$/);
    return location;
  };
  /** Presses Pay on the local checkout; answers the signed callback URL. */
  const pressPay = async (checkoutPath: string) => {
    const response = await app.inject({ method: 'POST', url: `${checkoutPath}/pay`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(response.statusCode).toBe(303);
    return String(response.headers.location);
  };

  beforeAll(async () => {
    // Payments alone: no job waits for review here (company-jobs/job-review.test.ts pays for jobs that do).
    app = await buildTestApp(db(), { ...accountsTestEnv, PAYMENT_CALLBACK_SECRET: callbackSecret, JOB_REVIEW: 'off' });
    await app.ready();
    const managerId = await createAccount(db(), { email: 'pay-manager@example.com', firstName: 'Astrid' });
    const otherId = await createAccount(db(), { email: 'pay-other@example.com' });
    fjordId = await createCompany(db(), { key: 'fjord-pay', name: 'Fjord Pay', managerId });
    await createCompany(db(), { key: 'aurora-pay', name: 'Aurora Pay', managerId: otherId });
  });

  afterAll(async () => {
    await app.close();
  });

  describe('GET /api/jobs/:id/payment-options', () => {
    it("prices posting and boosting by the company's country", async () => {
      const id = await draftJob('Priced Role');
      const response = await (await manager()).get(`/api/jobs/${id}/payment-options`);
      expect(response.statusCode).toBe(200);
      expect(jobPaymentOptionsSchema.parse(response.json())).toEqual({
        jobId: id,
        countryCode: 'DK',
        post: { product: 'post', price: { amount: 599, currency: 'DKK' }, unavailableReason: null },
        boost: { product: 'boost', price: { amount: 599, currency: 'DKK' }, days: BOOST_DAYS, unavailableReason: 'Cannot boost a job in status DRAFT: only a live (ACTIVE) job can be boosted' },
        boostingExpiresAt: null,
      });
      await db().query(`UPDATE companies SET hq_country_code = 'IS' WHERE id = $1`, [fjordId]);
      const iceland = jobPaymentOptionsSchema.parse((await (await manager()).get(`/api/jobs/${id}/payment-options`)).json());
      expect(iceland.post.price).toEqual({ amount: 11500, currency: 'ISK' });
      await db().query(`UPDATE companies SET hq_country_code = NULL WHERE id = $1`, [fjordId]);
    });

    it("refuses guests and other companies' managers", async () => {
      const id = await draftJob('Secret Priced Role');
      expect((await new TestBrowser(app).get(`/api/jobs/${id}/payment-options`)).json()).toMatchObject({ code: 'E_NOT_SIGNED_IN' });
      const other = await (await as('pay-other@example.com')).get(`/api/jobs/${id}/payment-options`);
      expect(other.statusCode).toBe(403);
    });
  });

  describe('posting through the local checkout', () => {
    it('opens a checkout page with the price, leaving the job as it is until paid', async () => {
      const id = await draftJob('Checkout Role');
      const checkout = await openCheckout(id);
      const page = await app.inject({ url: checkout });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('Pay 599 DKK');
      expect(page.body).toContain('Checkout Role');
      expect((await jobRow(id)).status).toBe('DRAFT');
      expect(await paymentsOf(id)).toEqual([{ status: 'open', product: 'post', amount: 599, currency: 'DKK' }]);
    });

    it('confirms the payment once: the job goes live, one receipt, even when the confirmation arrives twice', async () => {
      const id = await draftJob('Paid Role');
      const callback = await pressPay(await openCheckout(id));
      expect(callback).toMatch(/^\/api\/payments\/local\/callback\?payment=.+&signature=[0-9a-f]{64}$/);
      const before = (await receipts()).length;

      const first = await app.inject({ url: callback });
      expect(first.statusCode).toBe(303);
      // The job's first publish lands on its welcome page.
      expect(first.headers.location).toBe(`/jobs/${id}/welcome`);
      const live = await jobRow(id);
      expect(live.status).toBe('ACTIVE');
      expect(live.approved_at).not.toBeNull();

      const again = await app.inject({ url: callback });
      expect(again.statusCode).toBe(303);
      expect(await jobRow(id)).toEqual(live);
      expect(await paymentsOf(id)).toEqual([{ status: 'paid', product: 'post', amount: 599, currency: 'DKK' }]);
      const mails = await receipts();
      expect(mails).toHaveLength(before + 1);
      expect(mails[0]).toMatchObject({ subject: 'Receipt: Job posting of "Paid Role"' });
      expect(mails[0]?.text).toContain('Amount paid: 599 DKK');

      // The job is public now.
      expect((await app.inject({ url: `/api/jobs/single/${id}` })).statusCode).toBe(200);
    });

    it('lists the paid job for at most 60 days from the payment, whatever date it had', async () => {
      const id = await insertJob(db(), { ...statedPay, companyId: fjordId, title: 'Far Future Role', status: 'DRAFT', approvedAt: null, expirationDate: daysFromNow(200) });
      const paidAt = Date.now();
      expect((await app.inject({ url: await pressPay(await openCheckout(id)) })).statusCode).toBe(303);
      const row = await db().one<{ status: string; expiration_date: Date; posting_ends_at: Date }>('SELECT status, expiration_date, posting_ends_at FROM jobs WHERE id = $1', [id]);
      expect(row.status).toBe('ACTIVE');
      expect(Math.abs(row.posting_ends_at.getTime() - (paidAt + 60 * 86_400_000))).toBeLessThan(60_000);
      expect(row.expiration_date.getTime()).toBe(row.posting_ends_at.getTime());
    });

    it('counts concurrent confirmations once', async () => {
      const id = await draftJob('Raced Role');
      const callback = await pressPay(await openCheckout(id));
      const before = (await receipts()).length;
      const answers = await Promise.all([app.inject({ url: callback }), app.inject({ url: callback }), app.inject({ url: callback })]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([303, 303, 303]);
      expect((await jobRow(id)).status).toBe('ACTIVE');
      expect(await receipts()).toHaveLength(before + 1);
    });

    it('refuses a callback whose signature does not match, leaving the job unchanged', async () => {
      const id = await draftJob('Forged Role');
      const callback = await pressPay(await openCheckout(id));
      const forged = callback.replace(/signature=[0-9a-f]{64}/, `signature=${'0'.repeat(64)}`);
      const response = await app.inject({ url: forged });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: 'The payment confirmation is not signed correctly' });
      const otherPayment = await app.inject({ url: callback.replace(/payment=[^&]+/, 'payment=00000000-0000-4000-8000-000000000000') });
      expect(otherPayment.statusCode).toBe(403);
      expect((await jobRow(id)).status).toBe('DRAFT');
      expect((await paymentsOf(id))[0]?.status).toBe('open');
    });

    it('returns a cancelled checkout to cancel_url with the job unchanged, and it cannot be paid afterwards', async () => {
      const id = await draftJob('Cancelled Role');
      const checkout = await openCheckout(id);
      const cancelled = await app.inject({ method: 'POST', url: `${checkout}/cancel`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
      expect(cancelled.statusCode).toBe(303);
      expect(cancelled.headers.location).toBe(monetisePath(id));
      expect(await jobRow(id)).toMatchObject({ status: 'DRAFT', approved_at: null });
      expect((await paymentsOf(id))[0]?.status).toBe('cancelled');
      const payLater = await app.inject({ method: 'POST', url: `${checkout}/pay`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
      expect(payLater.statusCode).toBe(409);
      expect((await app.inject({ url: checkout })).body).toContain('This checkout was cancelled');
    });

    it('accepts only same-site cancel URLs (no open redirect)', async () => {
      const id = await draftJob('Redirect Role');
      // '/.//evil.example' is the path '//evil.example' once its dot segment is resolved.
      for (const cancel of ['https://evil.example/x', '//evil.example/x', '/\\evil.example', '/\t/evil.example', '/.//evil.example', 'javascript:alert(1)']) {
        const response = await (await manager()).get(checkoutUrl(id, 'post', cancel));
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ fields: [{ path: 'cancel_url', message: 'cancel_url must be a page of this site' }] });
      }
      // A forged Host header does not make another site "this site".
      const forged = await (await manager()).get(checkoutUrl(id, 'post', 'http://evil.example/x'), { headers: { host: 'evil.example' } });
      expect(forged.statusCode).toBe(400);
      expect(await paymentsOf(id)).toHaveLength(0);
      const absolute = await (await manager()).get(checkoutUrl(id, 'post', `http://localhost:80${monetisePath(id)}`));
      expect(absolute.statusCode).toBe(303);
      expect(await paymentsOf(id)).toHaveLength(1);
    });

    it("refuses guests and other companies' managers, and products the job is not ready for", async () => {
      const id = await draftJob('Guarded Role');
      const fromGuest = await new TestBrowser(app).get(checkoutUrl(id));
      expect(fromGuest.statusCode).toBe(403);
      const fromOther = await (await as('pay-other@example.com')).get(checkoutUrl(id));
      expect(fromOther.statusCode).toBe(403);
      expect(fromOther.json()).toMatchObject({ code: 'E_FORBIDDEN' });
      const boostDraft = await (await manager()).get(checkoutUrl(id, 'boost'));
      expect(boostDraft.statusCode).toBe(409);
      expect(boostDraft.json()).toMatchObject({ message: 'Cannot boost a job in status DRAFT: only a live (ACTIVE) job can be boosted' });
      const live = await draftJob('Live Guarded Role', { status: 'ACTIVE' });
      const postLive = await (await manager()).get(checkoutUrl(live, 'post'));
      expect(postLive.statusCode).toBe(409);
      expect(postLive.json()).toMatchObject({ message: 'This job is already live: boost it instead' });
      expect(await paymentsOf(id)).toEqual([]);
    });
  });

  it('is described in the OpenAPI document', async () => {
    const document = (await app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/jobs/{id}/checkout', '/api/jobs/{id}/payment-options', '/api/payments/local/{id}', '/api/payments/local/callback']),
    );
  });

  describe('boosting', () => {
    it('sets boostingExpiresAt once and puts the job first in the public list', async () => {
      const id = await draftJob('Boosted Kelp Role', { status: 'ACTIVE' });
      const callback = await pressPay(await openCheckout(id, 'boost'));
      const first = await app.inject({ url: callback });
      expect(first.headers.location).toBe(`/client/startups/fjord-pay/jobs/${id}/boosted`);
      const boosted = await jobRow(id);
      expect(boosted.status).toBe('ACTIVE');
      const days = ((boosted.boosting_expires_at?.getTime() ?? 0) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(BOOST_DAYS - 0.01);
      expect(days).toBeLessThan(BOOST_DAYS + 0.01);
      await app.inject({ url: callback });
      expect(await jobRow(id)).toEqual(boosted);
      const list = jobListResponseSchema.parse((await app.inject({ url: '/api/v2/jobs' })).json());
      expect(list.docs[0]?.id).toBe(id);
    });
  });

  describe('Stripe webhook', () => {
    let stripeApp: App;
    beforeAll(async () => {
      stripeApp = await buildTestApp(db(), { ...accountsTestEnv, ...stripeEnv });
      await stripeApp.ready();
    });
    afterAll(async () => {
      await stripeApp.close();
    });

    const stripePayment = async (jobId: string, reference: string) => {
      const row = await db().one<{ id: string }>(
        `INSERT INTO payments (job_id, company_id, product, provider, provider_reference, amount, currency, success_path, cancel_path)
         VALUES ($1, $2, 'post', 'stripe', $3, 599, 'DKK', '/posted', '/monetise') RETURNING id`,
        [jobId, fjordId, reference],
      );
      return row.id;
    };
    const event = (paymentId: string, sessionId: string, eventId = `evt_${sessionId}`) =>
      JSON.stringify({ id: eventId, type: 'checkout.session.completed', data: { object: { id: sessionId, client_reference_id: paymentId, payment_status: 'paid', metadata: { payment_id: paymentId } } } });
    const deliver = (body: string, signature: string) =>
      stripeApp.inject({ method: 'POST', url: '/api/payments/stripe/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, payload: body });

    it('refuses an event whose signature does not match', async () => {
      const jobId = await draftJob('Stripe Forged Role');
      const body = event(await stripePayment(jobId, 'cs_test_forged'), 'cs_test_forged');
      const forged = await deliver(body, stripeSignatureHeader(body, 'whsec_someone_else'));
      expect(forged.statusCode).toBe(400);
      expect(forged.json()).toMatchObject({ message: 'The Stripe-Signature header does not match the payload' });
      const tampered = await deliver(body.replace('paid', 'paid '), stripeSignatureHeader(body, stripeEnv.STRIPE_WEBHOOK_SECRET));
      expect(tampered.statusCode).toBe(400);
      expect((await jobRow(jobId)).status).toBe('DRAFT');
    });

    it('confirms a paid checkout once, even when Stripe sends the event again', async () => {
      const jobId = await draftJob('Stripe Paid Role');
      const body = event(await stripePayment(jobId, 'cs_test_paid'), 'cs_test_paid');
      const first = await deliver(body, stripeSignatureHeader(body, stripeEnv.STRIPE_WEBHOOK_SECRET));
      expect(first.statusCode).toBe(200);
      expect((await jobRow(jobId)).status).toBe('ACTIVE');
      const again = await deliver(body, stripeSignatureHeader(body, stripeEnv.STRIPE_WEBHOOK_SECRET));
      expect(again.statusCode).toBe(200);
      expect(await paymentsOf(jobId)).toEqual([{ status: 'paid', product: 'post', amount: 599, currency: 'DKK' }]);
    });

    it('refuses to check out in production without Stripe keys (the local checkout takes no money)', async () => {
      const production = await buildTestApp(db(), { ...accountsTestEnv, NODE_ENV: 'production' });
      await production.ready();
      try {
        const browser = new TestBrowser(production);
        await browser.signIn('pay-manager@example.com', testPassword);
        const jobId = await draftJob('Production Role');
        const response = await browser.get(checkoutUrl(jobId));
        expect(response.statusCode).toBe(503);
        expect((await production.inject({ url: '/api/payments/local/callback?payment=x&signature=y' })).statusCode).toBe(404);
        expect(await paymentsOf(jobId)).toEqual([]);
      } finally {
        await production.close();
      }
    });

    it('does not serve the local checkout when Stripe is configured', async () => {
      expect((await stripeApp.inject({ url: '/api/payments/local/callback?payment=x&signature=y' })).statusCode).toBe(404);
    });
  });
});

import { checkoutQuerySchema, jobPaymentOptionsSchema, scoutOrderCheckoutQuerySchema } from '@nordhub/contracts';
import { sameSiteReturnPath, scoutOrderConfirmationPath } from '@nordhub/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../../http-errors';
import { sharedSecret } from '../../../security/app-secrets';
import { localCheckoutPage } from './checkout-page';
import {
  localPaymentProvider,
  PaymentProviderError,
  signLocalCallback,
  stripePaymentProvider,
  verifyLocalCallback,
  verifyStripeSignature,
  type PaymentProvider,
} from './providers';
import { findPayment, payableJob, recordPaymentEvent, userEmail } from './queries';
import { cancelPayment, confirmPayment, paymentOptions, paymentScoutOrder, startCheckout, startScoutOrderCheckout } from './service';
import { siteOrigin } from '../../../site-origin';
import { devToolsReachable } from '../../../plugins/dev-tools';
import { ID_MAX_LENGTH, idParams, keyParams } from '../../../http/params';
import { cachePolicy } from '../../../plugins/cache-policy';
import { requireCompanyManager, requireJobManager } from '../../../security/guards';
import { scoutOrderOf } from '../../companies/scout-orders';
import { assertStoredJobStatesPay, reviewContext } from '../../jobs/company-jobs';

const paymentParams = z.object({ id: z.string().min(1).max(100) });
const scoutOrderParams = keyParams.extend({ id: z.string().min(1).max(ID_MAX_LENGTH) });


/**
 * Where a confirmed payment lands: a job's first publish on its welcome page (/jobs/{id}/welcome),
 * otherwise the startup portal's confirmation (/posted also says when the job waits for review).
 */
const successPathFor = (companyKey: string, jobId: string, product: 'post' | 'boost', firstPublish: boolean) =>
  product === 'post' && firstPublish
    ? `/jobs/${encodeURIComponent(jobId)}/welcome`
    : `/client/startups/${encodeURIComponent(companyKey)}/jobs/${encodeURIComponent(jobId)}/${product === 'boost' ? 'boosted' : 'posted'}`;

/** The Stripe events that mean "paid" (card payments complete at once; others succeed later). */
const paidStripeEvents = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

const stripeEventSchema = z.object({
  id: z.string(),
  type: z.string(),
  data: z.object({
    object: z.object({
      id: z.string(),
      client_reference_id: z.string().nullable().optional(),
      payment_status: z.string().optional(),
      metadata: z.record(z.string(), z.string()).nullable().optional(),
    }),
  }),
});

/**
 * Paying for jobs (docs/payments.md): the prices, GET /jobs/{id}/checkout (a navigation that
 * redirects to the provider), the local checkout page and its signed callback, and Stripe's
 * webhook when Stripe is configured. Register under /api.
 */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const stripe = app.config.payments.stripe;
  const provider: PaymentProvider = stripe ? stripePaymentProvider(stripe) : localPaymentProvider();
  const configuredSecret = app.config.payments.callbackSecret;
  // Unset: one key kept in the database, so a callback signed by one instance verifies on another.
  const callbackKey = () => (configuredSecret ? Promise.resolve(configuredSecret) : sharedSecret(app.db, 'payment-callback'));

  const site = (request: FastifyRequest) => ({ origin: siteOrigin(request), teamEmail: app.config.contactEmail });

  /**
   * Production without Stripe keys, or a caller the local checkout would refuse (not this
   * machine): 503, since the local checkout would hand out what is paid for, for free.
   */
  const assertCheckoutAvailable = (request: FastifyRequest, message: string) => {
    if (provider.name !== 'local' || (app.config.payments.localCheckoutEnabled && devToolsReachable(request))) return;
    if (app.config.payments.localCheckoutEnabled) request.log.info('the local checkout answers loopback sockets only (DEV_TOOLS_ALLOW_REMOTE)');
    throw new HttpError(503, 'E_INTERNAL', message);
  };

  /** Where a cancelled checkout returns: the caller's cancel_url, a page of this site only (else 400). */
  const cancelPathOf = (cancelUrl: string, origin: string): string => {
    const path = sameSiteReturnPath(cancelUrl, origin);
    if (!path) throw badRequest('cancel_url must be a page of this site', [{ path: 'cancel_url', message: 'cancel_url must be a page of this site' }]);
    return path;
  };

  /** Opens a checkout through `open`; a provider that cannot be reached is 502. */
  const redirectToCheckout = async (request: FastifyRequest, reply: FastifyReply, open: () => Promise<string>) => {
    try {
      const url = await open();
      reply.header('cache-control', cachePolicy.noStore);
      return reply.redirect(url, 303);
    } catch (error) {
      if (error instanceof PaymentProviderError) {
        request.log.error({ err: error }, 'Opening a checkout failed');
        throw new HttpError(502, 'E_INTERNAL', 'The payment provider is not reachable. Please try again in a moment.');
      }
      throw error;
    }
  };

  // The local checkout's buttons are plain HTML forms.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.get(
    '/jobs/:id/payment-options',
    {
      config: { signedIn: true },
      schema: {
        tags: ['jobs'],
        summary: "Prices to post or boost the job, by its company's country, and whether each is possible now (managers and admins)",
        params: idParams,
        response: { 200: jobPaymentOptionsSchema },
      },
    },
    async (request, reply) => {
      await requireJobManager(app.db, request, request.params.id);
      const job = await payableJob(app.db, request.params.id);
      if (!job) throw notFound(`No job with the id ${request.params.id}`);
      reply.header('cache-control', cachePolicy.private);
      return paymentOptions(job);
    },
  );

  app.get(
    '/jobs/:id/checkout',
    {
      config: { signedIn: true },
      schema: {
        tags: ['jobs'],
        summary:
          'Navigate here to pay (product post or boost): redirects (303) to the checkout; a cancelled checkout returns to cancel_url, which must be on this site (managers and admins)',
        params: idParams,
        querystring: checkoutQuerySchema,
      },
    },
    async (request, reply) => {
      const { job: lifecycle, managed } = await requireJobManager(app.db, request, request.params.id);
      const origin = siteOrigin(request);
      const cancelPath = cancelPathOf(request.query.cancel_url, origin);
      // Paying to post puts the job live: not while its pay breaks the country's rule.
      if (request.query.product === 'post') await assertStoredJobStatesPay(app.db, app.config.payRules, lifecycle.id, new Date());
      assertCheckoutAvailable(request, 'Payments are not available right now. Please contact us to publish your job.');
      const job = await payableJob(app.db, lifecycle.id);
      if (!job) throw notFound(`No job with the id ${request.params.id}`);
      const user = await userEmail(app.db, managed.user.userId);
      // Live at once and never live before: the first publish (a job that waits for review is not live yet).
      const firstPublish = job.first_published_at === null && !(await reviewContext(app.db, job.company_id, app.config.jobReview)).review;
      return redirectToCheckout(request, reply, () =>
        startCheckout(app.db, provider, {
          job,
          product: request.query.product,
          userId: managed.user.userId,
          customerEmail: user?.email ?? '',
          successPath: successPathFor(job.company_key, job.id, request.query.product, firstPublish),
          cancelPath,
          origin,
        }),
      );
    },
  );

  app.get(
    '/companies/:key/scout-orders/:id/checkout',
    {
      config: { signedIn: true },
      schema: {
        tags: ['companies'],
        summary:
          'Navigate here to pay a Scout or headhunter order: redirects (303) to the checkout, which returns to /headhunter-posted or /max-posted; a cancelled checkout returns to cancel_url, which must be on this site (managers and admins)',
        params: scoutOrderParams,
        querystring: scoutOrderCheckoutQuerySchema,
      },
    },
    async (request, reply) => {
      const managed = await requireCompanyManager(app.db, request, request.params.key);
      const order = await scoutOrderOf(app.db, managed.id, request.params.id);
      if (!order) throw notFound(`No order with the id ${request.params.id}`);
      const origin = siteOrigin(request);
      const cancelPath = cancelPathOf(request.query.cancel_url, origin);
      assertCheckoutAvailable(request, 'Payments are not available right now. Please contact us to order Scout.');
      const user = await userEmail(app.db, managed.user.userId);
      return redirectToCheckout(request, reply, () =>
        startScoutOrderCheckout(app.db, provider, {
          order,
          userId: managed.user.userId,
          customerEmail: user?.email ?? '',
          successPath: scoutOrderConfirmationPath(order.company_key, order.kind, order.id),
          cancelPath,
          origin,
        }),
      );
    },
  );

  // A development tool: its routes answer loopback sockets only (config.devTool, plugins/dev-tools.ts).
  if (provider.name === 'local' && app.config.payments.localCheckoutEnabled) {
    const openPayment = async (id: string) => {
      const payment = await findPayment(app.db, id);
      if (!payment || payment.provider !== 'local') throw notFound('No such checkout');
      return payment;
    };

    app.get(
      '/payments/local/:id',
      { config: { secretUrl: true, devTool: true }, schema: { tags: ['payments'], summary: 'The local checkout page (default payment adapter): Pay or Cancel', params: paymentParams } },
      async (request, reply) => {
        const payment = await openPayment(request.params.id);
        const job = payment.job_id ? await payableJob(app.db, payment.job_id) : null;
        const order = job ? null : await paymentScoutOrder(app.db, payment);
        reply.header('cache-control', cachePolicy.noStore).type('text/html; charset=utf-8');
        return localCheckoutPage(payment, { title: job?.title ?? order?.role ?? '', companyName: job?.company_name ?? order?.company_name ?? '' });
      },
    );

    // The payment id in the URL is the checkout's secret (a random UUID), like a provider's session URL.
    app.post(
      '/payments/local/:id/pay',
      {
        config: { csrfExempt: true, idempotent: true, secretUrl: true, devTool: true },
        schema: { tags: ['payments'], summary: 'Local checkout: pay; redirects to the signed callback (an Idempotency-Key header makes a retry return the first answer)', params: paymentParams },
      },
      async (request, reply) => {
        const payment = await openPayment(request.params.id);
        if (payment.status === 'cancelled') throw conflict('This checkout was cancelled; please start a new one');
        const query = new URLSearchParams({ payment: payment.id, signature: signLocalCallback(await callbackKey(), payment.id) });
        return reply.redirect(`/api/payments/local/callback?${query.toString()}`, 303);
      },
    );

    app.post(
      '/payments/local/:id/cancel',
      { config: { csrfExempt: true, secretUrl: true, devTool: true }, schema: { tags: ['payments'], summary: 'Local checkout: cancel; returns to cancel_url, the job unchanged', params: paymentParams } },
      async (request, reply) => {
        const payment = await openPayment(request.params.id);
        return reply.redirect(await cancelPayment(app.db, payment), 303);
      },
    );

    app.get(
      '/payments/local/callback',
      {
        config: { devTool: true },
        schema: {
          tags: ['payments'],
          summary: 'The local checkout confirms a payment here, signed with HMAC-SHA256; a second confirmation changes nothing',
          querystring: z.object({ payment: z.string().min(1).max(100), signature: z.string().min(1).max(200) }),
        },
      },
      async (request, reply) => {
        const { payment: id, signature } = request.query;
        if (!verifyLocalCallback(await callbackKey(), id, signature)) throw forbidden('The payment confirmation is not signed correctly');
        const confirmation = await confirmPayment(app.db, app.mailer, request.log, id, site(request), app.config.jobReview);
        if (!confirmation) throw notFound('No such checkout');
        return reply.redirect(confirmation.payment.success_path, 303);
      },
    );
  }

  if (stripe) {
    await app.register(async (scope) => {
      // The signature covers the exact bytes Stripe sent, so this route keeps the body as text.
      scope.removeContentTypeParser('application/json');
      scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
      scope.post(
        '/payments/stripe/webhook',
        {
          config: { csrfExempt: true, idempotent: true },
          schema: { tags: ['payments'], summary: 'Stripe webhook (Stripe-Signature verified): a paid checkout confirms its payment once (per event id, and per Idempotency-Key when sent)' },
        },
        async (request) => {
          const raw = typeof request.body === 'string' ? request.body : '';
          const header = request.headers['stripe-signature'];
          if (!verifyStripeSignature(raw, typeof header === 'string' ? header : undefined, stripe.webhookSecret)) {
            throw badRequest('The Stripe-Signature header does not match the payload');
          }
          const parsed = stripeEventSchema.safeParse(JSON.parse(raw));
          if (!parsed.success) throw badRequest('Not a Stripe event');
          const event = parsed.data;
          const session = event.data.object;
          if (!paidStripeEvents.has(event.type) || (event.type === 'checkout.session.completed' && session.payment_status !== 'paid')) {
            return { received: true };
          }
          const paymentId = session.metadata?.payment_id ?? session.client_reference_id ?? '';
          const payment = await findPayment(app.db, paymentId);
          if (!payment || payment.provider !== 'stripe' || payment.provider_reference !== session.id) {
            request.log.warn({ eventId: event.id, sessionId: session.id }, 'A Stripe event names no payment of ours');
            return { received: true };
          }
          if (await recordPaymentEvent(app.db, 'stripe', event.id)) {
            await confirmPayment(app.db, app.mailer, request.log, payment.id, site(request), app.config.jobReview);
          }
          return { received: true };
        },
      );
    });
  }
};

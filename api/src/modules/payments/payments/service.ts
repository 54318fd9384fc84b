import type { JobPaymentOptions } from '@nordhub/contracts';
import {
  BOOST_DAYS,
  boostExpiry,
  decideCheckout,
  decideJobTransition,
  jobProductPrice,
  type JobLifecycleStatus,
  type JobProduct,
  type JobReviewMode,
  type LifecycleJob,
  type Money,
} from '@nordhub/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/db';
import { conflict } from '../../../http-errors';
import { recordAuditEvent } from '../../operations/audit-log';
import { changeJobStatus, reviewContext } from '../../jobs/company-jobs';
import { confirmScoutOrderPaid, scoutOrderById, scoutOrdersPortalPath, type ScoutOrderRow } from '../../companies/scout-orders';
import type { Mailer } from '../../operations/mail';
import type { PaymentProvider } from './providers';
import {
  findPayment,
  insertPayment,
  markPaymentCancelled,
  markPaymentPaid,
  payableJob,
  setJobBoost,
  setPaymentReference,
  userEmail,
  type PayableJobRow,
  type PaymentProduct,
  type PaymentRow,
} from './queries';
import { productLabels, receiptMail } from './receipt-mail';

const asLifecycle = (job: PayableJobRow) => ({
  status: job.status,
  expirationDate: job.expiration_date,
  boostingExpiresAt: job.boosting_expires_at,
  postingPaid: job.posting_paid,
});

/** GET /jobs/{id}/payment-options: both products' prices by the company's country, and whether each is possible now. */
export function paymentOptions(job: PayableJobRow, now = new Date()): JobPaymentOptions {
  const offer = (product: JobProduct) => {
    const decision = decideCheckout(asLifecycle(job), product, now);
    return { product, price: jobProductPrice(product, job.company_country_code), unavailableReason: decision.allowed ? null : decision.message };
  };
  return {
    jobId: job.id,
    countryCode: job.company_country_code,
    post: offer('post'),
    boost: { ...offer('boost'), days: BOOST_DAYS },
    boostingExpiresAt: job.boosting_expires_at && job.boosting_expires_at > now ? job.boosting_expires_at.toISOString() : null,
  };
}

export interface StartCheckoutInput {
  job: PayableJobRow;
  product: JobProduct;
  userId: string;
  customerEmail: string;
  /** Same-site paths (checked by the caller). */
  successPath: string;
  cancelPath: string;
  /** The site's origin, for the absolute URLs a provider needs. */
  origin: string;
}

/** Opens a checkout: a payment row (open), then the provider's session. 409 when the job cannot be paid for `product` now. */
export async function startCheckout(db: Db, provider: PaymentProvider, input: StartCheckoutInput, now = new Date()): Promise<string> {
  const decision = decideCheckout(asLifecycle(input.job), input.product, now);
  if (!decision.allowed) throw conflict(decision.message);
  const price = jobProductPrice(input.product, input.job.company_country_code);
  return openCheckout(db, provider, input, {
    jobId: input.job.id,
    scoutOrderId: null,
    companyId: input.job.company_id,
    product: input.product,
    price,
    countryCode: input.job.company_country_code,
    description: `${input.product === 'boost' ? 'Job boost' : 'Job posting'}: ${input.job.title}`,
  });
}

/** What a checkout is for: a job's product or a Scout order, its price and the line the payer reads. */
interface CheckoutItem {
  jobId: string | null;
  scoutOrderId: string | null;
  companyId: string;
  product: PaymentProduct;
  price: Money;
  countryCode: string | null;
  description: string;
}

/** A payment row (open), then the provider's session for it; answers the session's URL. */
async function openCheckout(
  db: Db,
  provider: PaymentProvider,
  input: Pick<StartCheckoutInput, 'userId' | 'customerEmail' | 'successPath' | 'cancelPath' | 'origin'>,
  item: CheckoutItem,
): Promise<string> {
  const paymentId = await insertPayment(db, {
    jobId: item.jobId,
    scoutOrderId: item.scoutOrderId,
    companyId: item.companyId,
    userId: input.userId,
    product: item.product,
    provider: provider.name,
    amount: item.price.amount,
    currency: item.price.currency,
    countryCode: item.countryCode,
    successPath: input.successPath,
    cancelPath: input.cancelPath,
  });
  const session = await provider.createCheckout({
    paymentId,
    price: item.price,
    description: item.description,
    customerEmail: input.customerEmail,
    successUrl: `${input.origin}${input.successPath}`,
    cancelUrl: `${input.origin}${input.cancelPath}`,
  });
  await setPaymentReference(db, paymentId, session.reference);
  return session.url;
}

export interface StartScoutOrderCheckoutInput {
  order: ScoutOrderRow;
  userId: string;
  customerEmail: string;
  /** Same-site paths (the success path built by the server, the cancel path checked by the caller). */
  successPath: string;
  cancelPath: string;
  origin: string;
}

/**
 * Opens a checkout for a Scout order at the price stored with it: a payment row (open), then the
 * provider's session, exactly as for a job. 409 unless the order is awaiting payment.
 */
export async function startScoutOrderCheckout(db: Db, provider: PaymentProvider, input: StartScoutOrderCheckoutInput): Promise<string> {
  const { order } = input;
  if (order.status !== 'awaiting_payment') throw conflict('This order is paid already');
  return openCheckout(db, provider, input, {
    jobId: null,
    scoutOrderId: order.id,
    companyId: order.company_id,
    product: order.kind,
    price: { amount: Number(order.amount), currency: order.currency },
    countryCode: order.country_code,
    description: `${productLabels[order.kind]}: ${order.role}`,
  });
}

export type Confirmation = { payment: PaymentRow; confirmedNow: boolean };

/**
 * Confirms payment `id` (a verified provider callback): exactly once, in one transaction, the
 * payment becomes paid, the job moves (post: submit and pay through the state machine; boost:
 * boostingExpiresAt) and the receipt is queued. A repeated confirmation finds the payment paid
 * and changes nothing. Null when there is no such payment.
 */
export async function confirmPayment(
  db: Db,
  mailer: Mailer,
  log: FastifyBaseLogger,
  id: string,
  site: { origin: string; teamEmail: string },
  jobReview: JobReviewMode,
  now = new Date(),
): Promise<Confirmation | null> {
  const { origin } = site;
  const confirmed = await db.transaction(async (tx) => {
    const payment = await markPaymentPaid(tx, id);
    if (!payment) return null;
    if (payment.scout_order_id) {
      await confirmScoutOrderPayment(tx, mailer, payment, site, now);
      return payment;
    }
    if (!payment.job_id) throw new Error(`Payment ${id} is for nothing`);
    const job = await payableJob(tx, payment.job_id, { lock: true });
    if (!job) throw new Error(`Job ${payment.job_id} of payment ${id} is missing`);
    let boostedUntil: Date | null = null;
    if (payment.product === 'boost') {
      boostedUntil = boostExpiry({ boostingExpiresAt: job.boosting_expires_at }, now);
      await setJobBoost(tx, job.id, boostedUntil);
    } else {
      await applyPostSteps(tx, log, job, payment.id, jobReview, now);
    }
    // Audited once, in the confirmation's transaction: the job and product, never the checkout id or signature.
    await recordAuditEvent(tx, {
      event: 'payment-confirmed',
      userId: payment.user_id,
      detail: { jobId: job.id, product: payment.product, provider: payment.provider, amount: Number(payment.amount), currency: payment.currency },
    });
    await enqueueReceipt(tx, mailer, payment, now, {
      jobTitle: job.title,
      companyName: job.company_name,
      jobUrl: `${origin}/client/startups/${encodeURIComponent(job.company_key)}/jobs/${encodeURIComponent(job.id)}`,
      boostedUntil,
    });
    return payment;
  });
  if (confirmed) {
    void mailer.deliver();
    return { payment: confirmed, confirmedNow: true };
  }
  const existing = await findPayment(db, id);
  return existing ? { payment: existing, confirmedNow: false } : null;
}

/**
 * The order side of a paid Scout order, in the confirmation's transaction: the order becomes
 * paid, the team gets it by mail and the manager a receipt, once.
 */
async function confirmScoutOrderPayment(tx: Db, mailer: Mailer, payment: PaymentRow, site: { origin: string; teamEmail: string }, now: Date): Promise<void> {
  const orderId = payment.scout_order_id ?? '';
  const order = await confirmScoutOrderPaid(tx, mailer, orderId, site.teamEmail, site.origin);
  if (!order) return;
  await recordAuditEvent(tx, {
    event: 'payment-confirmed',
    userId: payment.user_id,
    detail: { scoutOrderId: order.id, product: payment.product, provider: payment.provider, amount: Number(payment.amount), currency: payment.currency },
  });
  await enqueueReceipt(tx, mailer, payment, now, {
    jobTitle: order.role,
    companyName: order.company_name,
    jobUrl: `${site.origin}${scoutOrdersPortalPath(order.company_key)}`,
    boostedUntil: null,
  });
}

/** The payer's receipt of a confirmed payment (in its transaction), about what it paid for. */
async function enqueueReceipt(
  tx: Db,
  mailer: Mailer,
  payment: PaymentRow,
  now: Date,
  paidFor: { jobTitle: string; companyName: string; jobUrl: string; boostedUntil: Date | null },
): Promise<void> {
  const user = payment.user_id ? await userEmail(tx, payment.user_id) : null;
  if (!user) return;
  await mailer.enqueue(
    tx,
    receiptMail({
      to: user.email,
      firstName: user.first_name,
      paymentId: payment.id,
      product: payment.product,
      price: { amount: Number(payment.amount), currency: payment.currency },
      paidAt: payment.paid_at ?? now,
      ...paidFor,
    }),
  );
}

/** The Scout order a payment is for, for its checkout page (null for a job's payment). */
export function paymentScoutOrder(db: Db, payment: PaymentRow): Promise<ScoutOrderRow | null> {
  return payment.scout_order_id ? scoutOrderById(db, payment.scout_order_id) : Promise.resolve(null);
}

/**
 * The lifecycle side of a paid posting: submit (a draft) and pay, each judged by the state
 * machine at confirmation time. A job that waits for review (JOB_REVIEW) goes to
 * PENDING_COMPANY_APPROVAL marked paid, so approving it later takes no second checkout. If the
 * job moved meanwhile (an admin approved it, the date passed), the payment stays recorded and the
 * refusal is logged for support to refund or fix.
 */
async function applyPostSteps(tx: Db, log: FastifyBaseLogger, job: PayableJobRow, paymentId: string, jobReview: JobReviewMode, now: Date): Promise<void> {
  let current: LifecycleJob = { status: job.status, expirationDate: job.expiration_date };
  let changed: JobLifecycleStatus | null = null;
  const context = await reviewContext(tx, job.company_id, jobReview);
  if (current.status === 'DRAFT') {
    const submit = decideJobTransition(current, 'submit', 'manager', now, context);
    if (!submit.allowed) {
      log.warn({ paymentId, jobId: job.id, reason: submit.message }, 'A paid job could not be submitted');
      return;
    }
    current = { ...current, status: submit.to };
    changed = submit.to;
  }
  const pay = decideJobTransition(current, 'pay', 'system', now, context);
  if (!pay.allowed) {
    log.warn({ paymentId, jobId: job.id, reason: pay.message }, 'A paid job could not go live');
    if (changed) await changeJobStatus(tx, job.id, changed, 'keep');
    return;
  }
  await changeJobStatus(tx, job.id, pay.to, pay.approval, { paid: true });
}

/** Cancels an open payment (the checkout's cancel); answers the path to return to. */
export async function cancelPayment(db: Db, payment: PaymentRow): Promise<string> {
  await markPaymentCancelled(db, payment.id);
  return payment.cancel_path;
}

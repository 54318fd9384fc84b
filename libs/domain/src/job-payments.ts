import { DAY_MS, toDate, type DateInput } from './dates';
import { decideJobTransition, effectiveJobStatus, type JobAction, type LifecycleJob } from './job-lifecycle';
import { isBoosted } from './job-status';
import { jobPriceFor, type Money } from './prices';

/**
 * What a startup pays for (docs/payments.md): `post` publishes a job (monetise page), `boost`
 * puts a live job first in every listing for BOOST_DAYS. The product spec's business constants
 * give one price per country and no separate boost price, so both cost the job price of the
 * company's country.
 */
export const JOB_PRODUCTS = ['post', 'boost'] as const;
export type JobProduct = (typeof JOB_PRODUCTS)[number];

/** How long one boost lasts. The spec names no duration; two weeks matches the seeded boosts (1 to 14 days left). */
export const BOOST_DAYS = 14;

/** The price of `product` for a company in `countryCode` (the product spec's business constants: one price per country). */
export function jobProductPrice(_product: JobProduct, countryCode: string | null | undefined): Money {
  return jobPriceFor(countryCode);
}

export interface PayableJob extends LifecycleJob {
  boostingExpiresAt?: DateInput | null;
}

export type CheckoutDecision =
  | { allowed: true; product: JobProduct; steps: JobAction[] }
  | { allowed: false; product: JobProduct; message: string };

/**
 * Whether a manager may pay for `product` on `job` now, and which lifecycle actions a confirmed
 * payment takes. `post` of a DRAFT job submits and pays in one go
 * when the payment is confirmed, so a cancelled checkout leaves the draft as it was; `post` of a
 * PENDING_PAYMENT job only pays; a job paid for already (in review, or rejected there) is refused.
 * `boost` needs a live job and takes no lifecycle action.
 */
export function decideCheckout(job: PayableJob, product: JobProduct, now: Date): CheckoutDecision {
  if (product === 'boost') {
    const status = effectiveJobStatus(job, now);
    if (status !== 'ACTIVE') return { allowed: false, product, message: `Cannot boost a job in status ${status}: only a live (ACTIVE) job can be boosted` };
    return { allowed: true, product, steps: [] };
  }
  const steps: JobAction[] = [];
  let current: LifecycleJob = job;
  const status = effectiveJobStatus(job, now);
  // Paid once: a job waiting for review, or rejected there, is never charged again.
  if (job.postingPaid) return { allowed: false, product, message: 'This job is paid for: submit it for review (no second payment)' };
  if (status === 'PENDING_COMPANY_APPROVAL') return { allowed: false, product, message: 'This job is paid for and waits for review' };
  if (status !== 'PENDING_PAYMENT') {
    const submit = decideJobTransition(job, 'submit', 'manager', now);
    if (!submit.allowed) return { allowed: false, product, message: postRefusal(submit.message, status) };
    steps.push('submit');
    current = { ...job, status: submit.to };
  }
  const pay = decideJobTransition(current, 'pay', 'system', now);
  if (!pay.allowed) return { allowed: false, product, message: postRefusal(pay.message, status) };
  steps.push('pay');
  return { allowed: true, product, steps };
}

const postRefusal = (reason: string, status: string) =>
  status === 'ACTIVE' ? 'This job is already live: boost it instead' : `Cannot pay for this job now. ${reason}`;

/** The new boostingExpiresAt after a paid boost: BOOST_DAYS more, counted from the end of a running boost. */
export function boostExpiry(job: Pick<PayableJob, 'boostingExpiresAt'>, now: Date): Date {
  const start = isBoosted(job, now) && job.boostingExpiresAt ? toDate(job.boostingExpiresAt) : now;
  return new Date(start.getTime() + BOOST_DAYS * DAY_MS);
}

/** GET /api/jobs/{id}/checkout for `product`, returning to `cancelUrl` when the checkout is cancelled. */
export function checkoutHref(jobId: string, product: JobProduct, cancelUrl: string): string {
  const query = new URLSearchParams({ product, cancel_url: cancelUrl });
  return `/api/jobs/${encodeURIComponent(jobId)}/checkout?${query.toString()}`;
}

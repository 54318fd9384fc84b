import { JOB_PRODUCTS } from '@nordhub/domain';
import * as z from 'zod/mini';
import { isoDateTimeSchema } from './common';

/** What a startup pays for: posting a job or boosting a live one (libs/domain job-payments.ts). */
export const jobProductSchema = z.enum(JOB_PRODUCTS, { error: `Please choose a product: ${JOB_PRODUCTS.join(', ')}` });
export type JobProductInput = z.infer<typeof jobProductSchema>;

export const moneySchema = z.object({ amount: z.number(), currency: z.string().check(z.length(3)) });

/** GET /jobs/{id}/checkout: the browser navigates here; the answer is a redirect to the checkout. */
export const checkoutQuerySchema = z.object({
  product: z._default(jobProductSchema, 'post'),
  cancel_url: z.string({ error: 'Please give the cancel_url to return to' }).check(z.minLength(1, 'Please give the cancel_url to return to'), z.maxLength(2000, 'cancel_url must be at most 2000 characters')),
});

/** One product's offer for a job: its price and whether the job may be paid for it now. */
export const jobProductOfferSchema = z.object({
  product: jobProductSchema,
  price: moneySchema,
  /** Why it cannot be bought now (null when it can). */
  unavailableReason: z.nullable(z.string()),
});
export type JobProductOffer = z.infer<typeof jobProductOfferSchema>;

/** GET /jobs/{id}/payment-options: the prices by the company's country (the product spec's business constants). */
export const jobPaymentOptionsSchema = z.object({
  jobId: z.string(),
  /** The country the price is for (the company's headquarters, else its first country); null: the "other" price. */
  countryCode: z.nullable(z.string()),
  post: jobProductOfferSchema,
  boost: z.extend(jobProductOfferSchema, { days: z.int().check(z.positive()) }),
  /** Set while a paid boost runs. */
  boostingExpiresAt: z.nullable(isoDateTimeSchema),
});
export type JobPaymentOptions = z.infer<typeof jobPaymentOptionsSchema>;

import type { Money } from '@nordhub/domain';
import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a provider needs to open a checkout for one payment row. */
export interface CheckoutRequest {
  paymentId: string;
  price: Money;
  /** Shown on the checkout, e.g. 'Job posting: Backend engineer'. */
  description: string;
  customerEmail: string;
  /** Absolute URLs the provider sends the browser to. */
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutSession {
  /** Where the browser goes to pay. */
  url: string;
  /** The provider's id of this checkout (stored to match its confirmation). */
  reference: string;
}

/** A payment adapter: the local checkout page, or Stripe Checkout when its keys are set. */
export interface PaymentProvider {
  readonly name: 'local' | 'stripe';
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
}

const hmacHex = (secret: string, text: string) => createHmac('sha256', secret).update(text, 'utf8').digest('hex');

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The local checkout's callback signature over the payment id (HMAC-SHA256, hex). */
export function signLocalCallback(secret: string, paymentId: string): string {
  return hmacHex(secret, `local-checkout-paid:${paymentId}`);
}

export function verifyLocalCallback(secret: string, paymentId: string, signature: string): boolean {
  return sameHex(signLocalCallback(secret, paymentId), signature);
}

/** The default adapter: a checkout page served by this API (routes.ts), for development and demos. */
export function localPaymentProvider(): PaymentProvider {
  return {
    name: 'local',
    createCheckout: async ({ paymentId }) => ({ url: `/api/payments/local/${encodeURIComponent(paymentId)}`, reference: paymentId }),
  };
}

export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
}

/** Amounts in the currency's minor unit. Stripe takes ISK as two-decimal too (with 00), so ×100 fits every price the product sets. */
const minorUnits = (price: Money) => Math.round(price.amount * 100);

/**
 * Stripe Checkout over its HTTP API (no SDK): POST /v1/checkout/sessions, form-encoded, with the
 * payment id as client_reference_id and metadata, so the webhook can find the payment again.
 */
export function stripePaymentProvider(settings: { secretKey: string; apiUrl: string }, fetchImpl: typeof fetch = fetch): PaymentProvider {
  return {
    name: 'stripe',
    async createCheckout(request) {
      const form = new URLSearchParams({
        mode: 'payment',
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        client_reference_id: request.paymentId,
        customer_email: request.customerEmail,
        'metadata[payment_id]': request.paymentId,
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': request.price.currency.toLowerCase(),
        'line_items[0][price_data][unit_amount]': String(minorUnits(request.price)),
        'line_items[0][price_data][product_data][name]': request.description,
      });
      const response = await fetchImpl(`${settings.apiUrl}/v1/checkout/sessions`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${settings.secretKey}`,
          'content-type': 'application/x-www-form-urlencoded',
          // A retried request must not open a second session for the same payment.
          'idempotency-key': `checkout-${request.paymentId}`,
        },
        body: form.toString(),
      });
      const body = (await response.json().catch(() => null)) as { id?: unknown; url?: unknown; error?: { message?: unknown } } | null;
      if (!response.ok || typeof body?.id !== 'string' || typeof body.url !== 'string') {
        const reason = typeof body?.error?.message === 'string' ? body.error.message : `HTTP ${response.status}`;
        throw new PaymentProviderError(`Stripe did not open a checkout: ${reason}`);
      }
      return { url: body.url, reference: body.id };
    },
  };
}

/** How old a Stripe webhook signature may be (Stripe's own libraries default to 5 minutes). */
export const STRIPE_SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * Checks a Stripe-Signature header ("t=<unix seconds>,v1=<hex>[,v1=...]") against the raw body:
 * HMAC-SHA256 of "<t>.<body>" with the webhook secret must equal one v1 value, and t must lie
 * within the tolerance of now (against replays).
 */
export function verifyStripeSignature(
  rawBody: string,
  header: string | undefined,
  webhookSecret: string,
  now: Date = new Date(),
  toleranceSeconds = STRIPE_SIGNATURE_TOLERANCE_SECONDS,
): boolean {
  if (!header) return false;
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.split('=', 2).map((item) => item.trim());
    if (!key || !value) continue;
    if (key === 't' && /^\d+$/.test(value)) timestamp = Number(value);
    if (key === 'v1') signatures.push(value);
  }
  if (timestamp === null || signatures.length === 0) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = hmacHex(webhookSecret, `${timestamp}.${rawBody}`);
  return signatures.some((signature) => sameHex(expected, signature));
}

/** Builds a valid Stripe-Signature header (for tests and local tools). */
export function stripeSignatureHeader(rawBody: string, webhookSecret: string, now: Date = new Date()): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${hmacHex(webhookSecret, `${timestamp}.${rawBody}`)}`;
}

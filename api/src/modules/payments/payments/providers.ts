import type { Money } from '@nordhub/domain';
import { createHmac, timingSafeEqual } from 'node:crypto';
import Stripe from 'stripe';

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

/** A Stripe client on the configured API origin (Stripe's own, or a local stand-in in tests). */
function stripeClient(settings: { secretKey: string; apiUrl: string }, fetchImpl?: typeof fetch): Stripe {
  const origin = new URL(settings.apiUrl);
  const protocol = origin.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(settings.secretKey, {
    host: origin.hostname,
    port: origin.port || (protocol === 'http' ? 80 : 443),
    protocol,
    telemetry: false,
    maxNetworkRetries: 2,
    ...(fetchImpl ? { httpClient: Stripe.createFetchHttpClient(fetchImpl) } : {}),
  });
}

/**
 * Stripe Checkout through Stripe's SDK: a session per payment, with the payment id as
 * client_reference_id and metadata so the webhook can find the payment again.
 */
export function stripePaymentProvider(settings: { secretKey: string; apiUrl: string }, fetchImpl?: typeof fetch): PaymentProvider {
  const stripe = stripeClient(settings, fetchImpl);
  return {
    name: 'stripe',
    async createCheckout(request) {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
            client_reference_id: request.paymentId,
            ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
            metadata: { payment_id: request.paymentId },
            line_items: [
              {
                quantity: 1,
                price_data: { currency: request.price.currency.toLowerCase(), unit_amount: minorUnits(request.price), product_data: { name: request.description } },
              },
            ],
          },
          // A retried request must not open a second session for the same payment.
          { idempotencyKey: `checkout-${request.paymentId}` },
        );
      } catch (error) {
        throw new PaymentProviderError(`Stripe did not open a checkout: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (!session.url) throw new PaymentProviderError('Stripe did not open a checkout: it gave no checkout URL');
      return { url: session.url, reference: session.id };
    },
  };
}

/** How old a Stripe webhook signature may be (the SDK's default, 5 minutes). */
export const STRIPE_SIGNATURE_TOLERANCE_SECONDS = Stripe.webhooks.DEFAULT_TOLERANCE;

/**
 * Checks a Stripe-Signature header against the raw body with the SDK's verifier (HMAC of
 * "<t>.<body>", any v1 signature, t within the tolerance against replays).
 */
export function verifyStripeSignature(rawBody: string, header: string | undefined, webhookSecret: string, now: Date = new Date()): boolean {
  if (!header) return false;
  try {
    Stripe.webhooks.constructEvent(rawBody, header, webhookSecret, STRIPE_SIGNATURE_TOLERANCE_SECONDS, undefined, now.getTime());
    return true;
  } catch {
    return false;
  }
}

/** A valid Stripe-Signature header, from the SDK (for tests and local tools). */
export function stripeSignatureHeader(rawBody: string, webhookSecret: string, now: Date = new Date()): string {
  return Stripe.webhooks.generateTestHeaderString({ payload: rawBody, secret: webhookSecret, timestamp: Math.floor(now.getTime() / 1000) });
}

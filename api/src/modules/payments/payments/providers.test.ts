import { signLocalCallback, stripePaymentProvider, stripeSignatureHeader, verifyLocalCallback, verifyStripeSignature } from './providers';

const secret = 'whsec_unit_test';
const body = '{"id":"evt_1","type":"checkout.session.completed"}';
const now = new Date('2026-03-01T12:00:00Z');

describe('verifyStripeSignature', () => {
  it('accepts the signature Stripe computes over "<t>.<body>"', () => {
    expect(verifyStripeSignature(body, stripeSignatureHeader(body, secret, now), secret, now)).toBe(true);
  });

  it('accepts any of several v1 signatures (secret rotation)', () => {
    const valid = stripeSignatureHeader(body, secret, now);
    const header = valid.replace(',v1=', `,v1=${'a'.repeat(64)},v1=`);
    expect(verifyStripeSignature(body, header, secret, now)).toBe(true);
  });

  it('refuses another secret, a changed body, a missing header and old or malformed timestamps', () => {
    expect(verifyStripeSignature(body, stripeSignatureHeader(body, 'whsec_other', now), secret, now)).toBe(false);
    expect(verifyStripeSignature(`${body} `, stripeSignatureHeader(body, secret, now), secret, now)).toBe(false);
    expect(verifyStripeSignature(body, undefined, secret, now)).toBe(false);
    const old = stripeSignatureHeader(body, secret, new Date(now.getTime() - 301_000));
    expect(verifyStripeSignature(body, old, secret, now)).toBe(false);
    expect(verifyStripeSignature(body, 'v1=abc', secret, now)).toBe(false);
    expect(verifyStripeSignature(body, 't=abc,v1=abc', secret, now)).toBe(false);
  });
});

describe('local callback signature', () => {
  it('verifies only the signature of the same payment and secret', () => {
    const signature = signLocalCallback('s1-0123456789abcdef', 'p1');
    expect(verifyLocalCallback('s1-0123456789abcdef', 'p1', signature)).toBe(true);
    expect(verifyLocalCallback('s1-0123456789abcdef', 'p2', signature)).toBe(false);
    expect(verifyLocalCallback('s2-0123456789abcdef', 'p1', signature)).toBe(false);
    expect(verifyLocalCallback('s1-0123456789abcdef', 'p1', 'short')).toBe(false);
  });
});

describe('stripePaymentProvider', () => {
  it('creates a Checkout session with the price in minor units and the payment id', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify({ id: 'cs_test_1', url: 'https://checkout.stripe.com/c/pay/cs_test_1' }), { status: 200 });
    }) as typeof fetch;
    const provider = stripePaymentProvider({ secretKey: 'sk_test_1', apiUrl: 'https://stripe.test' }, fakeFetch);
    const session = await provider.createCheckout({
      paymentId: 'pay-1',
      price: { amount: 599, currency: 'DKK' },
      description: 'Job posting: Kelp engineer',
      customerEmail: 'a@example.com',
      successUrl: 'https://nordhub.example/posted',
      cancelUrl: 'https://nordhub.example/monetise',
    });
    expect(session).toEqual({ url: 'https://checkout.stripe.com/c/pay/cs_test_1', reference: 'cs_test_1' });
    expect(calls[0]?.url).toBe('https://stripe.test/v1/checkout/sessions');
    const headers = new Headers(calls[0]?.init.headers);
    expect(headers.get('authorization')).toBe('Bearer sk_test_1');
    expect(headers.get('idempotency-key')).toBe('checkout-pay-1');
    const form = new URLSearchParams(String(calls[0]?.init.body));
    expect(Object.fromEntries(form)).toMatchObject({
      mode: 'payment',
      client_reference_id: 'pay-1',
      'metadata[payment_id]': 'pay-1',
      'line_items[0][price_data][currency]': 'dkk',
      'line_items[0][price_data][unit_amount]': '59900',
      cancel_url: 'https://nordhub.example/monetise',
    });
  });

  it("fails with Stripe's message when it refuses", async () => {
    const fakeFetch = (async () => new Response(JSON.stringify({ error: { message: 'Invalid API Key provided' } }), { status: 401 })) as typeof fetch;
    const provider = stripePaymentProvider({ secretKey: 'sk_test_1', apiUrl: 'https://stripe.test' }, fakeFetch);
    await expect(
      provider.createCheckout({ paymentId: 'p', price: { amount: 1, currency: 'EUR' }, description: 'd', customerEmail: '', successUrl: 's', cancelUrl: 'c' }),
    ).rejects.toThrow('Stripe did not open a checkout: Invalid API Key provided');
  });
});

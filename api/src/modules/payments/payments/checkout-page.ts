import { formatMoney } from '@nordhub/domain';
import { escapeHtml, utilityPage } from '../../../html';
import type { PaymentRow } from './queries';
import { productLabels } from './receipt-mail';


function page(title: string, body: string): string {
  return utilityPage({
    title,
    site: 'Nordhub checkout',
    css: `
  body { max-width: 32rem; padding: 2rem 1rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; }
  .actions { display: flex; gap: 1rem; margin-top: 1.5rem; }
  button, a.button { font: inherit; padding: 0.6rem 1.2rem; border-radius: 6px; border: 2px solid #0b5cad; cursor: pointer; text-decoration: none; }
  button.pay { background: #0b5cad; color: #fff; }
  button.cancel, a.button { background: #fff; color: #0b5cad; }`,
    body,
  });
}

export interface CheckoutPageJob {
  /** The job's title, or the ordered role. */
  title: string;
  companyName: string;
}

/**
 * The local checkout (the default payment adapter): what is bought and for how much, with Pay
 * and Cancel. No card is taken; Pay stands for the provider's approval and confirms through the
 * signed callback like a real provider would.
 */
export function localCheckoutPage(payment: PaymentRow, job: CheckoutPageJob): string {
  const price = formatMoney({ amount: Number(payment.amount), currency: payment.currency });
  const base = `/api/payments/local/${encodeURIComponent(payment.id)}`;
  const details = `<dl>
<dt>Item</dt><dd>${escapeHtml(productLabels[payment.product])}</dd>
<dt>${payment.job_id ? 'Job' : 'Role'}</dt><dd>${escapeHtml(job.title)}</dd>
<dt>Company</dt><dd>${escapeHtml(job.companyName)}</dd>
<dt>Total</dt><dd>${escapeHtml(price)}</dd>
</dl>`;
  if (payment.status === 'paid') {
    return page('Paid', `<h1>This checkout is paid</h1>${details}<p><a class="button" href="${escapeHtml(payment.success_path)}">Continue</a></p>`);
  }
  if (payment.status === 'cancelled') {
    return page('Cancelled', `<h1>This checkout was cancelled</h1>${details}<p><a class="button" href="${escapeHtml(payment.cancel_path)}">Back to Nordhub</a></p>`);
  }
  return page(
    'Checkout',
    `<h1>Checkout</h1>
<p>Local test checkout: no card is charged.</p>
${details}
<div class="actions">
<form method="post" action="${escapeHtml(`${base}/pay`)}"><button class="pay" type="submit">Pay ${escapeHtml(price)}</button></form>
<form method="post" action="${escapeHtml(`${base}/cancel`)}"><button class="cancel" type="submit">Cancel</button></form>
</div>`,
  );
}

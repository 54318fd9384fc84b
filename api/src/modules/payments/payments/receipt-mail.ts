import { formatDate, formatMoney, scoutOrderKindLabels, type Money } from '@nordhub/domain';
import type { PaymentProduct } from './queries';
import { escapeHtml, type OutgoingMail } from '../../operations/mail';
import { mailLayout } from '../../operations/mail';

export interface ReceiptInput {
  to: string;
  firstName: string;
  paymentId: string;
  product: PaymentProduct;
  price: Money;
  paidAt: Date;
  /** The job's title, or the ordered role. */
  jobTitle: string;
  companyName: string;
  /** Absolute link to the job (or the orders) in the startup portal. */
  jobUrl: string;
  /** Set for a boost. */
  boostedUntil: Date | null;
}

export const productLabels: Record<PaymentProduct, string> = { post: 'Job posting', boost: 'Job boost', ...scoutOrderKindLabels };

const intros: Record<PaymentProduct, string> = {
  post: 'Thank you: your job is posted and live.',
  boost: 'Thank you: your job is boosted and shown first in the job lists.',
  scout: 'Thank you for your order: a headhunter contacts you within two working days.',
  headhunter: 'Thank you for your order: a headhunter contacts you within two working days.',
};

/** The receipt a manager gets once a payment is confirmed (sent once, with the confirmation). */
export function receiptMail(input: ReceiptInput): OutgoingMail {
  const label = productLabels[input.product];
  const lines: [string, string][] = [
    ['Item', `${label}: ${input.jobTitle}`],
    ['Company', input.companyName],
    ['Amount paid', formatMoney(input.price)],
    ['Date', formatDate(input.paidAt)],
    ['Receipt number', input.paymentId],
  ];
  if (input.boostedUntil) lines.push(['Boosted until', formatDate(input.boostedUntil)]);
  const greeting = `Hi ${input.firstName || 'there'},`;
  const intro = intros[input.product];
  const linkText = input.product === 'post' || input.product === 'boost' ? 'See the job' : 'See your orders';
  const text = `${greeting}\n\n${intro}\n\n${lines.map(([name, value]) => `${name}: ${value}`).join('\n')}\n\n${linkText}: ${input.jobUrl}\n\nNordhub\n`;
  const html = mailLayout(`<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<table>${lines.map(([name, value]) => `<tr><th align="left">${escapeHtml(name)}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>
<p><a href="${escapeHtml(input.jobUrl)}" style="color: #0b5cad">${escapeHtml(linkText)}</a></p>
<p>Nordhub</p>`);
  return { to: input.to, subject: `Receipt: ${label} of "${input.jobTitle}"`, template: 'payment-receipt', text, html };
}

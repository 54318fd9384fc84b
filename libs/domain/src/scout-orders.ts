import { scoutPriceFor, type Money } from './prices';

/**
 * Scout orders (docs/payments.md, "Scout and headhunter orders"): a startup orders a headhunter
 * `scout` shortlist or a full `headhunter` search for one role, pays at the jobs' checkout, and the
 * team works the order through its statuses.
 */
export const SCOUT_ORDER_KINDS = ['scout', 'headhunter'] as const;
export type ScoutOrderKind = (typeof SCOUT_ORDER_KINDS)[number];

export const SCOUT_ORDER_STATUSES = ['awaiting_payment', 'paid', 'in_progress', 'delivered'] as const;
export type ScoutOrderStatus = (typeof SCOUT_ORDER_STATUSES)[number];

/** What a user reads for each offer. */
export const scoutOrderKindLabels: Record<ScoutOrderKind, string> = {
  scout: 'Scout shortlist',
  headhunter: 'Headhunter search',
};

/** One line on what each offer delivers (order form, pricing page, team mail). */
export const scoutOrderKindPitches: Record<ScoutOrderKind, string> = {
  scout: 'A headhunter searches for the role and sends you a shortlist of screened, interested candidates.',
  headhunter: 'A headhunter runs the whole search with you, from the first call until you have interviewed the candidates you want.',
};

/** What a user reads for each status. */
export const scoutOrderStatusLabels: Record<ScoutOrderStatus, string> = {
  awaiting_payment: 'Awaiting payment',
  paid: 'Paid: a headhunter contacts you within two working days',
  in_progress: 'In progress',
  delivered: 'Delivered',
};

/**
 * The status the team moves an order to next (paid, then in progress, then delivered); null
 * before payment and once delivered. Payment alone makes an order paid.
 */
export function nextScoutOrderStatus(status: ScoutOrderStatus): ScoutOrderStatus | null {
  if (status === 'paid') return 'in_progress';
  if (status === 'in_progress') return 'delivered';
  return null;
}

/** The button that moves an order on to each status. */
export const scoutOrderAdvanceLabels: Partial<Record<ScoutOrderStatus, string>> = {
  in_progress: 'Mark in progress',
  delivered: 'Mark delivered',
};

/** The price of an order of `kind` for a company in `countryCode` (the price table's regions). */
export function scoutOrderPrice(kind: ScoutOrderKind, countryCode: string | null | undefined): Money {
  return scoutPriceFor(kind, countryCode);
}

/** Field limits both the form and the API apply. */
export const scoutOrderLimits = {
  role: { min: 2, max: 120 },
  brief: { min: 20, max: 4000 },
  budget: { min: 2, max: 120 },
  contactName: { min: 2, max: 100 },
  contactPhone: { max: 40 },
} as const;

/** The portal page a paid order of `kind` lands on: /headhunter-posted or /max-posted (Scout). */
export function scoutOrderConfirmationPath(companyKey: string, kind: ScoutOrderKind, orderId: string): string {
  const page = kind === 'headhunter' ? 'headhunter-posted' : 'max-posted';
  return `/client/startups/${encodeURIComponent(companyKey)}/${page}?order=${encodeURIComponent(orderId)}`;
}

/** GET /api/companies/{key}/scout-orders/{id}/checkout: the browser navigates here to pay an order. */
export function scoutOrderCheckoutHref(companyKey: string, orderId: string, cancelUrl: string): string {
  const query = new URLSearchParams({ cancel_url: cancelUrl });
  return `/api/companies/${encodeURIComponent(companyKey)}/scout-orders/${encodeURIComponent(orderId)}/checkout?${query.toString()}`;
}

import type { ScoutOrder, ScoutOrderInput } from '@nordhub/contracts';
import { nextScoutOrderStatus, scoutOrderPrice, scoutOrderStatusLabels, type ScoutOrderStatus } from '@nordhub/domain';
import type { Db } from '../../../db/db';
import { conflict, notFound } from '../../../http-errors';
import type { Mailer } from '../../operations/mail';
import { companyCountryCode, companyScoutOrders, findScoutOrder, insertScoutOrder, markScoutOrderPaid, setScoutOrderStatus, type ScoutOrderRow } from './queries';
import { scoutOrderTeamMail } from './team-mail';

export type { ScoutOrderRow } from './queries';

export function toScoutOrder(row: ScoutOrderRow): ScoutOrder {
  return {
    id: row.id,
    companyKey: row.company_key,
    kind: row.kind,
    role: row.role,
    brief: row.brief,
    budget: row.budget,
    contactName: row.contact_name,
    contactEmail: row.contact_email,
    contactPhone: row.contact_phone,
    status: row.status,
    price: { amount: Number(row.amount), currency: row.currency },
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    paidAt: row.paid_at ? row.paid_at.toISOString() : null,
  };
}

/** Stores a new order awaiting payment, priced by the company's country now (the checkout charges that price). */
export async function createScoutOrder(db: Db, companyId: string, userId: string, input: ScoutOrderInput): Promise<ScoutOrder> {
  const countryCode = await companyCountryCode(db, companyId);
  const price = scoutOrderPrice(input.kind, countryCode);
  const id = await insertScoutOrder(db, { companyId, userId, ...input, amount: price.amount, currency: price.currency, countryCode });
  const row = await findScoutOrder(db, id);
  if (!row) throw new Error(`Scout order ${id} vanished after insert`);
  return toScoutOrder(row);
}

export async function listScoutOrders(db: Db, companyId: string): Promise<ScoutOrder[]> {
  return (await companyScoutOrders(db, companyId)).map(toScoutOrder);
}

/** The order `id` of company `companyId` (null: none, or another company's). */
export function scoutOrderOf(db: Db, companyId: string, id: string): Promise<ScoutOrderRow | null> {
  return findScoutOrder(db, id, companyId);
}

/** The order a payment is for (the payments module opens its checkout and confirms it). */
export function scoutOrderById(db: Db, id: string, options: { lock?: boolean } = {}): Promise<ScoutOrderRow | null> {
  return findScoutOrder(db, id, undefined, options);
}

/**
 * The order side of a confirmed payment, inside the payment's transaction: awaiting_payment
 * becomes paid and the team's mail is queued, once. A second confirmation changes nothing.
 */
export async function confirmScoutOrderPaid(tx: Db, mailer: Mailer, id: string, teamEmail: string, origin: string): Promise<ScoutOrderRow | null> {
  const changed = await markScoutOrderPaid(tx, id);
  if (!changed) return null;
  const order = await findScoutOrder(tx, id);
  if (!order) return null;
  await mailer.enqueue(tx, scoutOrderTeamMail(teamEmail, order, `${origin}${scoutOrdersPortalPath(order.company_key)}`));
  return order;
}

/** The startup's list of orders in the portal. */
export const scoutOrdersPortalPath = (companyKey: string) => `/client/startups/${encodeURIComponent(companyKey)}/scout-orders`;

/**
 * POST /companies/{key}/scout-orders/{id}/status: the team moves a paid order one step on (paid,
 * in progress, delivered); 409 naming the status for any other move, 404 for another company's.
 */
export async function advanceScoutOrder(db: Db, companyId: string, id: string, to: ScoutOrderStatus): Promise<ScoutOrder> {
  const order = await findScoutOrder(db, id, companyId);
  if (!order) throw notFound(`No order with the id ${id}`);
  const from = order.status as ScoutOrderStatus;
  if (nextScoutOrderStatus(from) !== to || !(await setScoutOrderStatus(db, id, from, to))) {
    throw conflict(`An order that is "${scoutOrderStatusLabels[from]}" cannot become "${scoutOrderStatusLabels[to]}"`);
  }
  const moved = await findScoutOrder(db, id, companyId);
  if (!moved) throw notFound(`No order with the id ${id}`);
  return toScoutOrder(moved);
}

import type { ScoutOrderKind, ScoutOrderStatus } from '@nordhub/domain';
import type { Db } from '../../../db/db';

export interface ScoutOrderRow {
  id: string;
  company_id: string;
  company_key: string;
  company_name: string;
  user_id: string | null;
  kind: ScoutOrderKind;
  role: string;
  brief: string;
  budget: string;
  contact_name: string;
  contact_email: string;
  contact_phone: string;
  amount: number;
  currency: string;
  country_code: string | null;
  status: ScoutOrderStatus;
  created_at: Date;
  updated_at: Date;
  paid_at: Date | null;
  [column: string]: unknown;
}

const COLUMNS = `o.id, o.company_id, c.key AS company_key, c.name AS company_name, o.user_id, o.kind, o.role, o.brief, o.budget,
  o.contact_name, o.contact_email, o.contact_phone, o.amount::float8 AS amount, o.currency, o.country_code, o.status,
  o.created_at, o.updated_at, o.paid_at`;

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** The country a company's prices follow: its headquarters, else the first of its countries. */
export async function companyCountryCode(db: Db, companyId: string): Promise<string | null> {
  const row = await db.maybeOne<{ country_code: string | null }>(
    `SELECT COALESCE(NULLIF(hq_country_code, ''), country_codes[1]) AS country_code FROM companies WHERE id = $1`,
    [companyId],
  );
  return row?.country_code ?? null;
}

export interface NewScoutOrder {
  companyId: string;
  userId: string;
  kind: ScoutOrderKind;
  role: string;
  brief: string;
  budget: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  amount: number;
  currency: string;
  countryCode: string | null;
}

export async function insertScoutOrder(db: Db, order: NewScoutOrder): Promise<string> {
  const row = await db.one<{ id: string }>(
    `INSERT INTO scout_orders (company_id, user_id, kind, role, brief, budget, contact_name, contact_email, contact_phone, amount, currency, country_code)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
    [order.companyId, order.userId, order.kind, order.role, order.brief, order.budget, order.contactName, order.contactEmail, order.contactPhone, order.amount, order.currency, order.countryCode],
  );
  return row.id;
}

/** One order by id; with `companyId`, only if it belongs to that company. */
export function findScoutOrder(db: Db, id: string, companyId?: string, options: { lock?: boolean } = {}): Promise<ScoutOrderRow | null> {
  if (!isUuid(id)) return Promise.resolve(null);
  return db.maybeOne<ScoutOrderRow>(
    `SELECT ${COLUMNS} FROM scout_orders AS o JOIN companies AS c ON c.id = o.company_id
      WHERE o.id = $1${companyId ? ' AND o.company_id = $2' : ''}${options.lock ? ' FOR UPDATE OF o' : ''}`,
    companyId ? [id, companyId] : [id],
  );
}

export function companyScoutOrders(db: Db, companyId: string): Promise<ScoutOrderRow[]> {
  return db.query<ScoutOrderRow>(
    `SELECT ${COLUMNS} FROM scout_orders AS o JOIN companies AS c ON c.id = o.company_id
      WHERE o.company_id = $1 ORDER BY o.created_at DESC, o.id`,
    [companyId],
  );
}

/** `from` -> `to`, only while the order is still `from` (two admins moving it at once move it once). */
export function setScoutOrderStatus(db: Db, id: string, from: string, to: string): Promise<{ id: string } | null> {
  return db.maybeOne<{ id: string }>(`UPDATE scout_orders SET status = $3, updated_at = now() WHERE id = $1 AND status = $2 RETURNING id`, [id, from, to]);
}

/** awaiting_payment -> paid; answers the row only when it changed (a second confirmation gets null). */
export function markScoutOrderPaid(db: Db, id: string): Promise<{ id: string } | null> {
  return db.maybeOne<{ id: string }>(
    `UPDATE scout_orders SET status = 'paid', paid_at = now(), updated_at = now() WHERE id = $1 AND status = 'awaiting_payment' RETURNING id`,
    [id],
  );
}

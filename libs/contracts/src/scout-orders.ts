import { SCOUT_ORDER_KINDS, SCOUT_ORDER_STATUSES, scoutOrderLimits as limits } from '@nordhub/domain';
import * as z from 'zod/mini';
import { isoDateTimeSchema } from './common';
import { moneySchema } from './job-payments';

/** The order form's messages, one per field and rule, each naming its field. */
export const scoutOrderMessages = {
  kind: 'Please choose Scout shortlist or Headhunter search',
  role: 'Please enter the role you are hiring for',
  roleTooShort: `Role must be at least ${limits.role.min} characters`,
  roleTooLong: `Role must be at most ${limits.role.max} characters`,
  brief: 'Please write a brief for the headhunter',
  briefTooShort: `Brief must be at least ${limits.brief.min} characters`,
  briefTooLong: `Brief must be at most ${limits.brief.max} characters`,
  budget: 'Please enter the salary budget for the hire',
  budgetTooShort: `Salary budget must be at least ${limits.budget.min} characters`,
  budgetTooLong: `Salary budget must be at most ${limits.budget.max} characters`,
  contactName: 'Please enter the contact person’s name',
  contactNameTooShort: `Contact name must be at least ${limits.contactName.min} characters`,
  contactNameTooLong: `Contact name must be at most ${limits.contactName.max} characters`,
  contactEmail: 'Please enter the contact person’s email address',
  contactPhoneTooLong: `Contact phone must be at most ${limits.contactPhone.max} characters`,
} as const;

const text = (required: string, min: number, tooShort: string, max: number, tooLong: string) =>
  z.string(required).check(z.trim(), z.minLength(1, { message: required, abort: true }), z.minLength(min, tooShort), z.maxLength(max, tooLong));

export const scoutOrderKindSchema = z.enum(SCOUT_ORDER_KINDS, { error: scoutOrderMessages.kind });
export const scoutOrderStatusSchema = z.enum(SCOUT_ORDER_STATUSES);

/** The form's steps, each its own schema so the page validates one step at a time. */
export const scoutOrderRoleStepSchema = z.object({
  kind: scoutOrderKindSchema,
  role: text(scoutOrderMessages.role, limits.role.min, scoutOrderMessages.roleTooShort, limits.role.max, scoutOrderMessages.roleTooLong),
});
export const scoutOrderBriefStepSchema = z.object({
  brief: text(scoutOrderMessages.brief, limits.brief.min, scoutOrderMessages.briefTooShort, limits.brief.max, scoutOrderMessages.briefTooLong),
});
export const scoutOrderBudgetStepSchema = z.object({
  budget: text(scoutOrderMessages.budget, limits.budget.min, scoutOrderMessages.budgetTooShort, limits.budget.max, scoutOrderMessages.budgetTooLong),
});
export const scoutOrderContactStepSchema = z.object({
  contactName: text(scoutOrderMessages.contactName, limits.contactName.min, scoutOrderMessages.contactNameTooShort, limits.contactName.max, scoutOrderMessages.contactNameTooLong),
  contactEmail: z.pipe(
    z.string(scoutOrderMessages.contactEmail).check(z.trim(), z.minLength(1, { message: scoutOrderMessages.contactEmail, abort: true }), z.maxLength(254, scoutOrderMessages.contactEmail)),
    z.email(scoutOrderMessages.contactEmail),
  ),
  contactPhone: z._default(z.string().check(z.trim(), z.maxLength(limits.contactPhone.max, scoutOrderMessages.contactPhoneTooLong)), ''),
});

/** POST /companies/{key}/scout-orders: a new order, stored awaiting payment. */
export const scoutOrderInputSchema = z.object({
  ...scoutOrderRoleStepSchema.shape,
  ...scoutOrderBriefStepSchema.shape,
  ...scoutOrderBudgetStepSchema.shape,
  ...scoutOrderContactStepSchema.shape,
});
export type ScoutOrderForm = z.input<typeof scoutOrderInputSchema>;
export type ScoutOrderInput = z.output<typeof scoutOrderInputSchema>;

/** One order as its startup sees it. */
export const scoutOrderSchema = z.object({
  id: z.string(),
  companyKey: z.string(),
  kind: scoutOrderKindSchema,
  role: z.string(),
  brief: z.string(),
  budget: z.string(),
  contactName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  status: scoutOrderStatusSchema,
  /** The price at the time of ordering, by the company's country. */
  price: moneySchema,
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  paidAt: z.nullable(isoDateTimeSchema),
});
export type ScoutOrder = z.infer<typeof scoutOrderSchema>;

/** POST /companies/{key}/scout-orders/{id}/status: the team moves a paid order on (admins). */
export const scoutOrderStatusChangeSchema = z.object({ status: scoutOrderStatusSchema });
export type ScoutOrderStatusChange = z.infer<typeof scoutOrderStatusChangeSchema>;

/** GET /companies/{key}/scout-orders: newest first. */
export const scoutOrderListSchema = z.object({ orders: z.array(scoutOrderSchema) });
export type ScoutOrderList = z.infer<typeof scoutOrderListSchema>;

/** GET /companies/{key}/scout-orders/{id}/checkout: a navigation, answered by a redirect to the checkout. */
export const scoutOrderCheckoutQuerySchema = z.object({
  cancel_url: z.string({ error: 'Please give the cancel_url to return to' }).check(z.minLength(1, 'Please give the cancel_url to return to'), z.maxLength(2000, 'cancel_url must be at most 2000 characters')),
});

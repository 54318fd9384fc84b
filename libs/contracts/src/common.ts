import { normalizeWebsite } from '@nordhub/domain';
import * as z from 'zod/mini';

/** Timestamps travel as ISO 8601 strings (UTC "Z" or with an offset). */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });
export type IsoDateTime = z.infer<typeof isoDateTimeSchema>;

/** Database ids are opaque strings on the wire (UUIDs today). */
export const idSchema = z.string().check(z.minLength(1));

/** URL-safe human key of a company, investor, deal or feed (e.g. "acme-robotics"). */
export const keySchema = z.string().check(z.minLength(1), z.maxLength(120), z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single hyphens'));

/** One entry of a select list: `text` is shown, `value` is stored. */
export const optionSchema = z.object({
  text: z.string(),
  value: z.string(),
});
export type Option = z.infer<typeof optionSchema>;

/** An option with an icon name and a CSS colour, e.g. job categories. */
export const iconOptionSchema = z.extend(optionSchema, {
  icon: z.optional(z.string()),
  color: z.optional(z.string()),
});
export type IconOption = z.infer<typeof iconOptionSchema>;

const wholeNumber = 'Must be a whole number';
export const pageSchema = z._default(z.coerce.number(wholeNumber).check(z.int(wholeNumber), z.gte(1, 'Must be at least 1')), 1);
export const pageSizeSchema = z._default(z.coerce.number(wholeNumber).check(z.int(wholeNumber), z.gte(1, 'Must be at least 1'), z.lte(100, 'Must be at most 100')), 20);

/** Query-string paging, 1-based. */
export const pagingQuerySchema = z.object({
  page: pageSchema,
  pageSize: pageSizeSchema,
});
export type PagingQuery = z.infer<typeof pagingQuerySchema>;

/**
 * Every paged list response: `docs` are this page's items, `total` counts all matches,
 * `page` is 1-based and `pageSize` is the size asked for (the last page may hold fewer).
 */
export function paged<T extends z.ZodMiniType>(item: T) {
  return z.object({
    docs: z.array(item),
    total: z.int().check(z.gte(0)),
    page: z.int().check(z.gte(1)),
    pageSize: z.int().check(z.gte(1)),
  });
}
export type Paged<T> = { docs: T[]; total: number; page: number; pageSize: number };

/**
 * Optional query-string boolean: "true"/"1"/"yes"/"on" and their opposites; blank is absent.
 * A real boolean passes too, so the same schema parses URLSearchParams and typed objects.
 */
export const queryBooleanSchema = z.pipe(
  z.optional(z.union([z.boolean(), z.literal(''), z.stringbool()], { error: 'Must be true or false' })),
  z.transform((value) => (value === '' ? undefined : value)),
);

/** Optional enum from a query string; blank ("?category=") counts as absent. */
export function queryEnum<T extends z.ZodMiniType<string> & { readonly options: readonly string[] }>(schema: T) {
  const allowed = schema.options.join(', ');
  return z.pipe(
    z.optional(z.union([z.literal(''), schema], { error: `Must be one of: ${allowed}` })),
    z.transform((value): z.output<T> | undefined => (value === '' || value === undefined ? undefined : (value as z.output<T>))),
  );
}

/** Optional free text from a query string: trimmed; blank counts as absent. */
export const queryTextSchema = z.pipe(z.optional(z.string().check(z.trim(), z.maxLength(200))), z.transform((value) => (value === '' ? undefined : value)));

/** Response of endpoints that only confirm (sign-out, follow, forgot-password...). */
export const okResponseSchema = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof okResponseSchema>;

/**
 * A website as typed into a form: trimmed, http:// added when no http(s) prefix is given
 * (the product spec's validation rules); empty means "none". Use in request schemas only (it transforms).
 */
export const websiteInputSchema = z.pipe(
  z.string().check(z.trim(), z.maxLength(300, 'Website must be at most 300 characters')),
  z.transform((value) => normalizeWebsite(value)),
).check(z.refine((value) => value === '' || URL.canParse(value), 'Please enter a valid website address'));

/** Free text of a form field with a maximum length, trimmed. */
export function textInput(max: number, label: string) {
  return z.string().check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`));
}

/** Required free text, trimmed, with the given "Please enter ..." message when blank. */
export function requiredText(max: number, label: string, requiredMessage: string) {
  return z.string(requiredMessage).check(z.trim(), z.minLength(1, requiredMessage), z.maxLength(max, `${label} must be at most ${max} characters`));
}

import * as z from 'zod/mini';
import { isoDateTimeSchema } from './common';

/**
 * GET /companies/{key}/response-record: how a startup answers applications ("Employers
 * who answer"; libs/domain responseRecord). The median and the share are null until `enough`
 * applications count, so a page shows the record only from RESPONSE_RECORD_MIN_APPLICATIONS on.
 */
export const companyResponseRecordSchema = z.object({
  /** Counted applications of the last year: answered, or unanswered for 14 days or more. */
  applications: z.int().check(z.gte(0)),
  /** At least five counted applications: the record is shown. */
  enough: z.boolean(),
  /** Median days from application to the first move out of Applied (null: not enough, or most never answered). */
  medianDaysToAnswer: z.nullable(z.number().check(z.gte(0))),
  /** Share (0..1) of counted applications answered within 14 days; null until `enough`. */
  shareAnsweredWithinWindow: z.nullable(z.number().check(z.gte(0), z.lte(1))),
  /** Enough applications and at least 70% answered within 14 days (the search's "Startups that answer"). */
  responsive: z.boolean(),
  /** When the record was computed. */
  computedAt: isoDateTimeSchema,
});
export type CompanyResponseRecord = z.infer<typeof companyResponseRecordSchema>;

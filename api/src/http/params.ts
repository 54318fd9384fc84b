// Route path parameters shared by the modules: one schema, and so one length limit, per kind of
// value. The request-fuzz tests derive their over-long cases from these limits.
import { idSchema } from '@nordhub/contracts';
import * as z from 'zod';

/** Longest key (a company's, investor's, page's or content item's key) a path may carry. */
export const KEY_MAX_LENGTH = 200;
/** Longest record id a path may carry. */
export const ID_MAX_LENGTH = 100;
/**
 * Longest host name a path may carry: the DNS limit, which the stored careers and feed domains
 * keep too (libs/contracts' careers-site.ts and feed.ts).
 */
export const HOST_NAME_MAX_LENGTH = 253;

export const keySchema = z.string().min(1).max(KEY_MAX_LENGTH);
export const keyParams = z.object({ key: keySchema });
export const idParams = z.object({ id: idSchema.check(z.maxLength(ID_MAX_LENGTH)) });
/** A host name (`{domain}`): a careers site's or a white-label feed's, as the browser sends it. */
export const domainParams = z.object({ domain: z.string().min(1).max(HOST_NAME_MAX_LENGTH) });

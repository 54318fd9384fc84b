import type { Platform } from '@nordhub/contracts';

/**
 * A profile row (alias `table`: a company, an investor) connected to the platform held in the
 * query parameter `param`: its platform map has that platform set to true.
 */
export const onPlatformSql = (table: string, param: string) => `${table}.platform @> jsonb_build_object(${param}::text, true)`;

/** The platform map of a profile created on `platform`: it belongs to the deployment that made it. */
export const platformMapOf = (platform: Platform) => JSON.stringify({ [platform]: true });

import * as z from 'zod/mini';
import { platformSchema, siteLocaleSchema } from './enums';

/** Remote container names as registered with the federation runtime. */
export const remoteNameSchema = z.enum(['mfe_public', 'mfe_client_portal', 'mfe_careers', 'mfe_whitelabel']);
export type RemoteName = z.infer<typeof remoteNameSchema>;

/** Which host names are main hosts and which suffixes mark a white-label feed host. */
export const hostRulesSchema = z.object({
  main: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
  whiteLabelSuffixes: z.array(z.string().check(z.minLength(2), z.startsWith('.'))),
});
export type HostRules = z.infer<typeof hostRulesSchema>;

/**
 * Served as /runtime-config.json (no-cache) so remotes can move without rebuilding the shell.
 * Remote values are URLs of each remote's mf-manifest.json (absolute or root-relative).
 */
export const runtimeConfigSchema = z.object({
  remotes: z.object({
    mfe_public: z.string().check(z.minLength(1)),
    mfe_client_portal: z.string().check(z.minLength(1)),
    mfe_careers: z.string().check(z.minLength(1)),
    mfe_whitelabel: z.string().check(z.minLength(1)),
  }),
  hosts: hostRulesSchema,
  platform: platformSchema,
  /** Each platform's public origin, for the absolute links between the two sites (MAIN_SITE_URL, IMPACT_SITE_URL). */
  siteUrls: z.optional(z.object({ main: z.url(), impact: z.url() })),
  headhunterEnabled: z.boolean(),
  disableSignUp: z.boolean(),
  /**
   * The languages the main site speaks, its default first (MAIN_SITE_LANGUAGES, only those its
   * catalogs have complete); absent: English alone.
   */
  mainSiteLanguages: z.optional(z.array(siteLocaleSchema).check(z.minLength(1))),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

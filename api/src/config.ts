import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import * as z from 'zod';
import type { S3Settings } from './storage/s3-file-store';
import { defaultPayRules, JOB_REVIEW_MODES, offeredLocales, parsePayRules, siteLocales, type JobReviewMode, type PayRule, type SiteLocale } from '@nordhub/domain';
import { mainSiteCompleteLocales } from '@nordhub/i18n';

/**
 * The repository root. Both api/src (tsx, jest) and api/dist (the esbuild bundle) sit two levels
 * below it, so one rule serves both.
 */
export const repoRoot = path.resolve(__dirname, '..', '..');

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], {
    error: 'Use true or false',
  })
  .transform((value) => value === 'true' || value === '1' || value === 'yes' || value === 'on');

const listText = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== ''),
  );

/**
 * TRUST_PROXY: how many proxies in front (a hop count; app.ts's trustProxyOption) or their
 * addresses (IPs, CIDRs, or proxy-addr's names loopback, linklocal, uniquelocal), as Fastify's
 * `trustProxy` takes them. A bare `true` would believe every X-Forwarded-For entry, the client's
 * own forgeries included.
 */
const trustProxyMessage = 'Use the number of proxies in front (e.g. 1) or their addresses (e.g. 10.0.0.0/8,192.0.2.10); true would believe any client';
const proxyAddressNames = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyAddress = (item: string) => {
  if (proxyAddressNames.has(item)) return true;
  const [address = '', prefix, ...rest] = item.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  // A mask in dotted form (10.0.0.0/255.0.0.0) is proxy-addr's other spelling.
  if (family === 4 && isIP(prefix) === 4) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
};
const trustProxyText = z.string().transform((value, context): number | string[] | false => {
  const text = value.trim().toLowerCase();
  if (['false', '0', 'no', 'off'].includes(text)) return false;
  if (/^\d+$/.test(text)) return Number(text);
  const items = text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  if (items.length === 0 || !items.every(isProxyAddress)) {
    context.addIssue({ code: 'custom', message: trustProxyMessage });
    return z.NEVER;
  }
  return items;
});

const blankIsAbsent = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** A platform site's public origin; the development defaults are this machine's two ports. */
const siteUrl = z
  .url({ protocol: /^https?$/, error: 'Use an http:// or https:// URL, e.g. https://impact.nordhub.example' })
  .transform((value) => value.replace(/\/+$/, ''));

/** A rate limit: attempts per minute. */
const perMinute = (fallback: number) =>
  z.preprocess(blankIsAbsent, z.coerce.number({ error: 'Use a whole number' }).int('Use a whole number').min(1, 'Use at least 1').default(fallback));

const envSchema = z.object({
  PORT: z.preprocess(blankIsAbsent, z.coerce.number({ error: 'Use a port number' }).int().min(0).max(65535).default(4200)),
  HOST: z.preprocess(blankIsAbsent, z.string().default('0.0.0.0')),
  DATABASE_URL: z.preprocess(
    blankIsAbsent,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'Use a postgres:// or postgresql:// URL')
      .optional(),
  ),
  // A read replica of DATABASE_URL for the lag-tolerant reads (search, feeds, sitemaps);
  // docs/deploy.md, "PostgreSQL". Unset: every read goes to DATABASE_URL.
  DATABASE_READ_URL: z.preprocess(
    blankIsAbsent,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'Use a postgres:// or postgresql:// URL')
      .optional(),
  ),
  // Connections each pool (DATABASE_URL's, and DATABASE_READ_URL's) keeps open at most; unset:
  // two per CPU core plus two, at least 10 (docs/deploy.md, "PostgreSQL").
  DATABASE_POOL_SIZE: z.preprocess(blankIsAbsent, z.coerce.number({ error: 'Use a whole number' }).int('Use a whole number').min(1, 'Use at least 1').max(1000, 'Use at most 1000').optional()),
  DATA_DIR: z.preprocess(blankIsAbsent, z.string().optional()),
  PGLITE_DIR: z.preprocess(blankIsAbsent, z.string().optional()),
  UPLOADS_DIR: z.preprocess(blankIsAbsent, z.string().optional()),
  // The file store in an S3-compatible bucket instead of UPLOADS_DIR (docs/api.md, "File store").
  S3_BUCKET: z.preprocess(blankIsAbsent, z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'Use a bucket name (3 to 63 lower-case letters, digits, dots, dashes)').optional()),
  S3_ENDPOINT: z.preprocess(
    blankIsAbsent,
    z.url({ protocol: /^https?$/, error: 'Use an http:// or https:// URL, e.g. http://127.0.0.1:9000' }).optional(),
  ),
  S3_REGION: z.preprocess(blankIsAbsent, z.string().optional()),
  S3_ACCESS_KEY_ID: z.preprocess(blankIsAbsent, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(blankIsAbsent, z.string().optional()),
  S3_FORCE_PATH_STYLE: z.preprocess(blankIsAbsent, booleanText.optional()),
  STATIC_ROOT: z.preprocess(blankIsAbsent, z.string().optional()),
  RUNTIME_CONFIG_FILE: z.preprocess(blankIsAbsent, z.string().optional()),
  // The static origin (CDN) holding shell/dist: index.html then loads the shell's bundle from there.
  SHELL_ASSETS_URL: z.preprocess(
    blankIsAbsent,
    z
      .url({ protocol: /^https?$/, error: 'Use an http:// or https:// URL, e.g. https://cdn.nordhub.example/shell' })
      .transform((value) => value.replace(/\/+$/, ''))
      .optional(),
  ),
  // Which build of the shell is served at /: shell/dist (federated, the product) or
  // shell/dist-monolithic (`build:monolithic`, for the bench's federation-cost figures only).
  SHELL_BUILD: z.preprocess(blankIsAbsent, z.enum(['federated', 'monolithic'], { error: 'Use federated or monolithic' }).default('federated')),
  PLATFORM: z.preprocess(blankIsAbsent, z.enum(['main', 'impact']).default('main')),
  HEADHUNTER_ENABLED: z.preprocess(blankIsAbsent, booleanText.default(true)),
  // The languages the main site may speak, its default first (docs/i18n.md, "The main site").
  MAIN_SITE_LANGUAGES: z.preprocess(
    blankIsAbsent,
    listText
      .pipe(z.array(z.enum(siteLocales, { error: `Use site languages: ${siteLocales.join(', ')}` })).min(1, 'List at least one language, e.g. en'))
      .default(['en']),
  ),
  DISABLE_SIGN_UP: z.preprocess(blankIsAbsent, booleanText.default(false)),
  MAIN_HOSTS: z.preprocess(
    blankIsAbsent,
    listText.pipe(z.array(z.string()).min(1, 'List at least one host name')).default(['localhost', '127.0.0.1']),
  ),
  WHITE_LABEL_SUFFIXES: z.preprocess(
    blankIsAbsent,
    listText
      .pipe(z.array(z.string().startsWith('.', 'Each suffix starts with a dot, e.g. .feeds.localhost')))
      .default(['.feeds.localhost']),
  ),
  // Unset: auto outside production, off in production (superRefine refuses auto there).
  SEED: z.preprocess(blankIsAbsent, z.enum(['auto', 'off']).optional()),
  // The moment the seed places its dates around (default: when it runs); the visual-regression
  // server fixes it so screenshots show the same dates on any day (docs/visual-regression.md).
  SEED_DATE: z.preprocess(blankIsAbsent, z.iso.datetime({ offset: true, error: 'Use an ISO date-time, e.g. 2026-03-02T09:00:00Z' }).optional()),
  TRUST_PROXY: z.preprocess(blankIsAbsent, trustProxyText.default(false)),
  // Request headers that carry the visitor's country as set by the edge (CDN); 'off' turns the
  // header lookup off and leaves only the Accept-Language region (docs/public-pages.md, "Visitor country, pricing and the home page").
  GEOIP_COUNTRY_HEADER: z.preprocess(
    blankIsAbsent,
    listText
      .pipe(z.array(z.string().regex(/^[A-Za-z0-9-]+$/, 'Use header names (letters, digits, dashes), comma-separated, or off')))
      .default(['cf-ipcountry', 'x-vercel-ip-country', 'cloudfront-viewer-country']),
  ),
  LOG_LEVEL: z.preprocess(
    blankIsAbsent,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  NODE_ENV: z.preprocess(blankIsAbsent, z.string().optional()),
  LINKEDIN_CLIENT_ID: z.preprocess(blankIsAbsent, z.string().optional()),
  LINKEDIN_CLIENT_SECRET: z.preprocess(blankIsAbsent, z.string().optional()),
  // The applicant-tracking service (an OAuth 2 provider); unset outside production, the local
  // OpenID provider stands in.
  ATS_NAME: z.preprocess(blankIsAbsent, z.string().default('Applicant tracking')),
  ATS_CLIENT_ID: z.preprocess(blankIsAbsent, z.string().optional()),
  ATS_CLIENT_SECRET: z.preprocess(blankIsAbsent, z.string().optional()),
  ATS_AUTHORIZATION_URL: z.preprocess(blankIsAbsent, z.url({ protocol: /^https?$/, error: 'Use an http:// or https:// URL' }).optional()),
  ATS_TOKEN_URL: z.preprocess(blankIsAbsent, z.url({ protocol: /^https?$/, error: 'Use an http:// or https:// URL' }).optional()),
  ATS_SCOPE: z.preprocess(blankIsAbsent, z.string().default('jobs:read candidates:write')),
  ATS_CANDIDATES_URL: z.preprocess(blankIsAbsent, z.url({ protocol: /^https?$/, error: 'Use an http:// or https:// URL' }).optional()),
  // The wait after a Slack message or applicant-tracking candidate failed; it doubles per failure.
  DELIVERY_RETRY_BASE_MS: z.preprocess(blankIsAbsent, z.coerce.number({ error: 'Use a whole number of milliseconds' }).int('Use a whole number of milliseconds').min(0, 'Use 0 or more').default(30_000)),
  // Encrypts OAuth tokens kept for a startup (applicant tracking) at rest: 32 bytes as 64 hex
  // characters. Unset: a key created once in the database (app_secrets) is used.
  TOKEN_ENCRYPTION_KEY: z.preprocess(
    blankIsAbsent,
    z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, 'Use 64 hex characters (32 random bytes), e.g. the output of openssl rand -hex 32')
      .optional(),
  ),
  MAIN_SITE_URL: z.preprocess(blankIsAbsent, siteUrl.default('http://localhost:4200')),
  IMPACT_SITE_URL: z.preprocess(blankIsAbsent, siteUrl.default('http://localhost:4201')),
  PUBLIC_URL: z.preprocess(
    blankIsAbsent,
    z
      .url({ protocol: /^https?$/, error: 'Use an http:// or https:// URL, e.g. https://nordhub.example' })
      .transform((value) => value.replace(/\/+$/, ''))
      .optional(),
  ),
  SMTP_URL: z.preprocess(
    blankIsAbsent,
    z
      .string()
      .regex(/^smtps?:\/\//, 'Use an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example:587')
      .optional(),
  ),
  MAIL_FROM: z.preprocess(blankIsAbsent, z.string().default('Nordhub <no-reply@nordhub.localhost>')),
  // Where contact-form messages go (reply-to is the sender).
  CONTACT_EMAIL: z.preprocess(blankIsAbsent, z.email({ error: 'Use an e-mail address, e.g. hello@nordhub.example' }).default('hello@nordhub.test')),
  // Which jobs an admin reviews before they go live (docs/jobs-and-applicants.md, "Job review").
  JOB_REVIEW: z.preprocess(blankIsAbsent, z.enum(JOB_REVIEW_MODES, { error: 'Use off, first-job or all' }).default('first-job')),
  // The company whose open jobs /careers lists (Nordhub's own).
  NORDHUB_COMPANY_KEY: z.preprocess(blankIsAbsent, z.string().default('nordhub')),
  // The EU Pay Transparency Directive per country: COUNTRY=required|recommended@YYYY-MM-DD, or off.
  PAY_TRANSPARENCY_RULES: z.preprocess(
    blankIsAbsent,
    z
      .string()
      .transform((text, context): PayRule[] => {
        try {
          return parsePayRules(text);
        } catch (error) {
          context.addIssue({ code: 'custom', message: (error as Error).message });
          return z.NEVER;
        }
      })
      .optional(),
  ),
  MAILBOX_ENABLED: z.preprocess(blankIsAbsent, booleanText.optional()),
  // The development tools (local OpenID provider, mailbox, local checkout) answer only loopback
  // sockets unless this opens them to every address (plugins/dev-tools.ts).
  DEV_TOOLS_ALLOW_REMOTE: z.preprocess(blankIsAbsent, booleanText.default(false)),
  // Days an outbox mail is kept (mails with secret links go sooner, once the links expire).
  OUTBOX_RETENTION_DAYS: z.preprocess(
    blankIsAbsent,
    z.coerce.number({ error: 'Use a whole number of days' }).int('Use a whole number of days').min(1, 'Use 1 or more').max(3650, 'Use at most 3650').default(7),
  ),
  RECAPTCHA_SITE_KEY: z.preprocess(blankIsAbsent, z.string().optional()),
  RECAPTCHA_SECRET_KEY: z.preprocess(blankIsAbsent, z.string().optional()),
  RECAPTCHA_VERIFY_URL: z.preprocess(
    blankIsAbsent,
    z.url({ error: 'Use a URL' }).default('https://www.google.com/recaptcha/api/siteverify'),
  ),
  ALTCHA_HMAC_KEY: z.preprocess(blankIsAbsent, z.string().min(16, 'Use at least 16 characters').optional()),
  ALTCHA_MAX_NUMBER: z.preprocess(
    blankIsAbsent,
    z.coerce.number({ error: 'Use a whole number' }).int('Use a whole number').min(10, 'Use at least 10').max(10_000_000).default(100_000),
  ),
  // Set: rate-limit counters live in this Redis (redis:// or rediss://); unset: in PostgreSQL.
  // Either way every instance shares them (docs/api.md, "Several API instances").
  REDIS_URL: z.preprocess(
    blankIsAbsent,
    z
      .string()
      .regex(/^rediss?:\/\//, 'Use a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379')
      .optional(),
  ),
  RATE_LIMIT_SIGN_IN: perMinute(10),
  // Per e-mail across all addresses: a guesser with many addresses meets this one.
  RATE_LIMIT_SIGN_IN_PER_ACCOUNT: perMinute(20),
  RATE_LIMIT_SIGN_UP: perMinute(5),
  RATE_LIMIT_FORGOT_PASSWORD: perMinute(5),
  RATE_LIMIT_DIGEST_SUBSCRIBE: perMinute(10),
  RATE_LIMIT_CONTACT: perMinute(5),
  // Per user (or guest) and IP: each application mails the startup's managers.
  RATE_LIMIT_APPLY: perMinute(10),
  // Per signed-in user: each call mails the applicant list, so a loop must not flood an inbox.
  RATE_LIMIT_RESEND_APPLICANTS: perMinute(3),
  // The micro-cache of guests' public reads (plugins/public-cache.ts): how long an answer is
  // served (0 turns it off), and its bounds in answers and in megabytes.
  PUBLIC_CACHE_TTL_MS: z.preprocess(
    blankIsAbsent,
    z.coerce.number({ error: 'Use a whole number of milliseconds' }).int('Use a whole number of milliseconds').min(0, 'Use 0 (off) or more').default(5_000),
  ),
  PUBLIC_CACHE_MAX_ENTRIES: z.preprocess(blankIsAbsent, z.coerce.number({ error: 'Use a whole number' }).int('Use a whole number').min(0, 'Use 0 (off) or more').default(2_000)),
  PUBLIC_CACHE_MAX_MB: z.preprocess(blankIsAbsent, z.coerce.number({ error: 'Use a number of megabytes' }).min(0, 'Use 0 (off) or more').default(64)),
  // How long each instance trusts a session it looked up (plugins/session.ts; decision 031): 0 asks
  // the database on every request. Its own sign-outs forget a session at once; another instance's
  // show here within this time.
  SESSION_CACHE_TTL_MS: z.preprocess(
    blankIsAbsent,
    z.coerce.number({ error: 'Use a whole number of milliseconds' }).int('Use a whole number of milliseconds').min(0, 'Use 0 (off) or more').max(60_000, 'Use at most 60000 (a minute): a signed-out session must stop working soon on every instance').default(5_000),
  ),
  // How often the job digest scheduler looks for due subscriptions; 0 turns it off.
  DIGEST_INTERVAL_MS: z.preprocess(
    blankIsAbsent,
    z.coerce.number({ error: 'Use a whole number of milliseconds' }).int('Use a whole number of milliseconds').min(0, 'Use 0 (off) or more').default(300_000),
  ),
  // The port a domain's verification file is fetched from (http://<domain>:<port>/.well-known/...);
  // 80 in production. The e2e server sets another, where a story serves the file.
  DOMAIN_VERIFICATION_HTTP_PORT: z.preprocess(
    blankIsAbsent,
    z.coerce.number({ error: 'Use a port number' }).int('Use a port number').min(1, 'Use a port from 1 to 65535').max(65535, 'Use a port from 1 to 65535').default(80),
  ),
  PAYMENT_CALLBACK_SECRET: z.preprocess(blankIsAbsent, z.string().min(16, 'Use at least 16 characters').optional()),
  STRIPE_SECRET_KEY: z.preprocess(blankIsAbsent, z.string().startsWith('sk_', 'Use a Stripe secret key (sk_...)').optional()),
  STRIPE_WEBHOOK_SECRET: z.preprocess(blankIsAbsent, z.string().startsWith('whsec_', 'Use a Stripe webhook signing secret (whsec_...)').optional()),
  STRIPE_API_URL: z.preprocess(blankIsAbsent, z.url({ error: 'Use a URL' }).default('https://api.stripe.com')),
  LOCAL_CHECKOUT_ENABLED: z.preprocess(blankIsAbsent, booleanText.optional()),
  REMOTE_MFE_PUBLIC: z.preprocess(blankIsAbsent, z.string().optional()),
  REMOTE_MFE_CLIENT_PORTAL: z.preprocess(blankIsAbsent, z.string().optional()),
  REMOTE_MFE_CAREERS: z.preprocess(blankIsAbsent, z.string().optional()),
  REMOTE_MFE_WHITELABEL: z.preprocess(blankIsAbsent, z.string().optional()),
}).superRefine((values, context) => {
  // Production never runs what takes no credentials: refuse to start rather than quietly open it.
  if (values.NODE_ENV === 'production') {
    const production = 'NODE_ENV=production';
    if (values.MAILBOX_ENABLED === true) context.addIssue({ code: 'custom', path: ['MAILBOX_ENABLED'], message: `Unset MAILBOX_ENABLED: the development mailbox shows every reset and verification link and never runs with ${production}` });
    if (values.LOCAL_CHECKOUT_ENABLED === true) context.addIssue({ code: 'custom', path: ['LOCAL_CHECKOUT_ENABLED'], message: `Unset LOCAL_CHECKOUT_ENABLED: the local checkout publishes jobs without payment and never runs with ${production}; set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET` });
    if (values.DEV_TOOLS_ALLOW_REMOTE) context.addIssue({ code: 'custom', path: ['DEV_TOOLS_ALLOW_REMOTE'], message: `Unset DEV_TOOLS_ALLOW_REMOTE: there are no development tools with ${production}` });
    if (values.SEED === 'auto') context.addIssue({ code: 'custom', path: ['SEED'], message: `Use SEED=off (or unset it): the demo seed's accounts share a published password and are never created with ${production}` });
  }
  // The embedded PGlite has no replica: a read URL alone would split reads from writes across two databases.
  if (values.DATABASE_READ_URL && !values.DATABASE_URL) {
    context.addIssue({ code: 'custom', path: ['DATABASE_READ_URL'], message: 'Set DATABASE_URL too: DATABASE_READ_URL is a read replica of a PostgreSQL server, and the embedded database (PGlite) has none' });
  }
  // Half an S3 set-up must stop the start, not quietly write to the local folder.
  const s3Names = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const;
  const given = s3Names.filter((name) => values[name] !== undefined);
  if (!values.S3_BUCKET) {
    if (given.length > 0) context.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: `Set S3_BUCKET to store files in S3 (${given.join(', ')} ${given.length > 1 ? 'are' : 'is'} set), or unset the S3_ variables to use UPLOADS_DIR` });
    return;
  }
  for (const name of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
    if (!values[name]) context.addIssue({ code: 'custom', path: [name], message: `Set ${name}: S3_BUCKET is set, so files go to S3 and need its keys` });
  }
  if (!values.S3_ENDPOINT && !values.S3_REGION) {
    context.addIssue({ code: 'custom', path: ['S3_REGION'], message: "Set S3_REGION (e.g. eu-north-1) for AWS, or S3_ENDPOINT for another S3-compatible server" });
  }
});


/**
 * MAIN_SITE_LANGUAGES as the main site may speak them: only the languages in which every catalog
 * of the main site is complete (libs/i18n main-site-locales.ts), its default first, English among
 * them; a default that is not complete gives way to English.
 */
export function mainSiteLanguages(configured: readonly SiteLocale[], complete: readonly SiteLocale[] = mainSiteCompleteLocales): SiteLocale[] {
  const usable = configured.filter((locale) => complete.includes(locale));
  const first = usable[0] ?? 'en';
  return offeredLocales(first, [...usable, 'en']);
}

export interface AppConfig {
  port: number;
  host: string;
  /** Set: use this PostgreSQL server. Unset: the embedded PGlite in pgliteDir. */
  databaseUrl: string | undefined;
  /** Set (only with databaseUrl): a read replica for lag-tolerant reads (app.readDb). */
  databaseReadUrl: string | undefined;
  /** Connections per PostgreSQL pool (primary, and replica when set). */
  databasePoolSize: number;
  dataDir: string;
  pgliteDir: string;
  /** Uploaded (and seeded) files, served under /api/files/: the local file store's folder when `s3` is null. */
  uploadsDir: string;
  /** Set: the file store is this S3-compatible bucket instead of uploadsDir. */
  s3: S3Settings | null;
  /** Folder holding shell/dist and mfe-* /dist. */
  staticRoot: string;
  /** When set, /runtime-config.json is this file, read on every request. */
  runtimeConfigFile: string | undefined;
  /** Set: the origin (and path, no trailing slash) serving shell/dist; index.html names the shell's scripts there. */
  shellAssetsUrl: string | undefined;
  /** The shell's build folder under staticRoot served at /: shell/dist, or shell/dist-monolithic (the bench's monolithic mode). */
  shellDist: 'shell/dist' | 'shell/dist-monolithic';
  platform: 'main' | 'impact';
  /** Each platform's public origin (no trailing slash): links to the other site are absolute. */
  siteUrls: { main: string; impact: string };
  headhunterEnabled: boolean;
  disableSignUp: boolean;
  /** The languages the main site speaks, its default first: MAIN_SITE_LANGUAGES less those its catalogs lack (English always). */
  mainSiteLanguages: SiteLocale[];
  mainHosts: string[];
  whiteLabelSuffixes: string[];
  seed: 'auto' | 'off';
  /** Set: the seed's "now" (its dates are placed relative to it); unset: the moment it runs. */
  seedDate: Date | undefined;
  /**
   * Behind a load balancer: take the client address, host and protocol from X-Forwarded-*, from
   * this many hops (a number) or these proxies' addresses (Fastify's trustProxy); false: never.
   */
  trustProxy: false | number | string[];
  /** The port domain verification fetches the well-known file from (80 but in tests). */
  domainVerificationHttpPort: number;
  /** Lower-case names of the edge's country headers, tried in order; empty: Accept-Language only. */
  geoipCountryHeaders: string[];
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** NODE_ENV=production: no dev mailbox, no dev OpenID provider, no local checkout, no demo seed. */
  production: boolean;
  /** The development tools answer every address, not only loopback sockets (never in production). */
  devToolsAllowRemote: boolean;
  /** LinkedIn app keys; unset outside production, the local OpenID provider stands in. */
  linkedIn: { clientId: string | undefined; clientSecret: string | undefined };
  /** The applicant-tracking provider; `clientId` unset: the local provider outside production. */
  ats: {
    name: string;
    clientId: string | undefined;
    clientSecret: string | undefined;
    authorizationUrl: string | undefined;
    tokenUrl: string | undefined;
    scope: string;
    /** Where new applications are POSTed as candidates, with the startup's token. */
    candidatesUrl: string | undefined;
  };
  /** AES-256-GCM key (64 hex characters) for OAuth tokens at rest; unset: one kept in app_secrets. */
  tokenEncryptionKey: string | undefined;
  /** The site's public origin (no trailing slash) for links in e-mails; unset: the request's origin. */
  publicUrl: string | undefined;
  /** Mail goes to the outbox table always; set, it is also delivered over SMTP. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The team address that receives contact-form messages. */
  contactEmail: string;
  /** The key of Nordhub's own company (its jobs are the /careers page). */
  nordhubCompanyKey: string;
  /** Where a job ad must or should state its pay, and from when (defaultPayRules unless PAY_TRANSPARENCY_RULES). */
  payRules: readonly PayRule[];
  /** Which jobs wait for an admin's review before they go live (JOB_REVIEW). */
  jobReview: JobReviewMode;
  /** The development mailbox (/dev/mailbox, /api/dev/mailbox) that shows outbox mails. */
  mailboxEnabled: boolean;
  /** Days an outbox mail is kept before the pruning deletes it. */
  outboxRetentionDays: number;
  /** The first retry wait of the delivery outbox (Slack, applicant tracking); doubled per failure. */
  deliveryRetryBaseMs: number;
  /** Both keys set: reCAPTCHA is the robot check; otherwise the self-hosted ALTCHA. */
  recaptcha: { siteKey: string; secretKey: string; verifyUrl: string } | null;
  altcha: {
    /** Signs challenges; unset: a key created once in the database (app_secrets), shared by every instance. */
    hmacKey: string | undefined;
    /** Upper bound of the secret number: the work a browser does (about maxNumber/2 hashes). */
    maxNumber: number;
  };
  /** Set: the rate-limit counters live in this Redis; unset: in PostgreSQL (rate_limit_hits). */
  redisUrl: string | undefined;
  /** Attempts per minute (per IP; sign-in per IP and e-mail, and signInPerAccount per e-mail from any IP). */
  rateLimits: { signIn: number; signInPerAccount: number; signUp: number; forgotPassword: number; digestSubscribe: number; resendApplicants: number; contact: number; apply: number };
  /** The micro-cache of guests' public reads: TTL in ms (0: off) and its bounds. */
  publicCache: { ttlMs: number; maxEntries: number; maxBytes: number };
  /** How long an instance trusts a session it looked up, in ms (0: every request asks the database). */
  sessionCacheTtlMs: number;
  /** Milliseconds between job digest scheduler runs in the server; 0: no scheduler. */
  digestIntervalMs: number;
  /**
   * Payments (docs/payments.md): with both Stripe keys, Stripe Checkout and its webhook;
   * otherwise the local checkout page, whose callback is signed with callbackSecret (unset: a key
   * created once in the database, app_secrets, shared by every instance).
   */
  payments: {
    callbackSecret: string | undefined;
    stripe: { secretKey: string; webhookSecret: string; apiUrl: string } | null;
    /** The local checkout takes no money: on by default outside production only. */
    localCheckoutEnabled: boolean;
  };
  /** Manifest URLs that override the default /remotes/<dir>/mf-manifest.json. */
  remoteOverrides: {
    mfe_public?: string;
    mfe_client_portal?: string;
    mfe_careers?: string;
    mfe_whitelabel?: string;
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses environment variables with `schema`; throws a ConfigError naming every bad variable and its value. */
export function parseEnvironment<Schema extends z.ZodType>(schema: Schema, env: NodeJS.ProcessEnv): z.output<Schema> {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message} (got ${JSON.stringify(env[String(issue.path[0])])})`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/**
 * Connections per PostgreSQL pool unless DATABASE_POOL_SIZE says: two per core the API may use plus
 * two, at least 10. A request may run a few queries at once (applying reads four things together),
 * and a write holds its connection for its transaction; beyond that more only queue in the server
 * (each instance's pools count against its max_connections).
 */
export function defaultPoolSize(cores = availableParallelism()): number {
  return Math.max(10, 2 * cores + 2);
}

/** Parses the environment once at start-up; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const values = parseEnvironment(envSchema, env);
  const production = values.NODE_ENV === 'production';
  const dataDir = path.resolve(values.DATA_DIR ?? path.join(repoRoot, 'data'));
  const remoteOverrides: AppConfig['remoteOverrides'] = {};
  if (values.REMOTE_MFE_PUBLIC) remoteOverrides.mfe_public = values.REMOTE_MFE_PUBLIC;
  if (values.REMOTE_MFE_CLIENT_PORTAL) remoteOverrides.mfe_client_portal = values.REMOTE_MFE_CLIENT_PORTAL;
  if (values.REMOTE_MFE_CAREERS) remoteOverrides.mfe_careers = values.REMOTE_MFE_CAREERS;
  if (values.REMOTE_MFE_WHITELABEL) remoteOverrides.mfe_whitelabel = values.REMOTE_MFE_WHITELABEL;
  return {
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL,
    databaseReadUrl: values.DATABASE_READ_URL,
    databasePoolSize: values.DATABASE_POOL_SIZE ?? defaultPoolSize(),
    dataDir,
    pgliteDir: path.resolve(values.PGLITE_DIR ?? path.join(dataDir, 'pglite')),
    uploadsDir: path.resolve(values.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    s3:
      values.S3_BUCKET && values.S3_ACCESS_KEY_ID && values.S3_SECRET_ACCESS_KEY
        ? {
            bucket: values.S3_BUCKET,
            endpoint: values.S3_ENDPOINT,
            // Servers other than AWS (MinIO, s3rver) take any region; us-east-1 is their usual one.
            region: values.S3_REGION ?? 'us-east-1',
            accessKeyId: values.S3_ACCESS_KEY_ID,
            secretAccessKey: values.S3_SECRET_ACCESS_KEY,
            // Most self-hosted servers only answer path-style; AWS prefers the bucket in the host.
            forcePathStyle: values.S3_FORCE_PATH_STYLE ?? values.S3_ENDPOINT !== undefined,
          }
        : null,
    staticRoot: path.resolve(values.STATIC_ROOT ?? repoRoot),
    runtimeConfigFile: values.RUNTIME_CONFIG_FILE ? path.resolve(values.RUNTIME_CONFIG_FILE) : undefined,
    shellAssetsUrl: values.SHELL_ASSETS_URL,
    shellDist: values.SHELL_BUILD === 'monolithic' ? 'shell/dist-monolithic' : 'shell/dist',
    platform: values.PLATFORM,
    siteUrls: { main: values.MAIN_SITE_URL, impact: values.IMPACT_SITE_URL },
    headhunterEnabled: values.HEADHUNTER_ENABLED,
    disableSignUp: values.DISABLE_SIGN_UP,
    mainSiteLanguages: mainSiteLanguages(values.MAIN_SITE_LANGUAGES),
    mainHosts: values.MAIN_HOSTS,
    whiteLabelSuffixes: values.WHITE_LABEL_SUFFIXES,
    seed: values.SEED ?? (production ? 'off' : 'auto'),
    seedDate: values.SEED_DATE ? new Date(values.SEED_DATE) : undefined,
    trustProxy: values.TRUST_PROXY === 0 ? false : values.TRUST_PROXY,
    domainVerificationHttpPort: values.DOMAIN_VERIFICATION_HTTP_PORT,
    geoipCountryHeaders:
      values.GEOIP_COUNTRY_HEADER.length === 1 && ['off', 'none'].includes(values.GEOIP_COUNTRY_HEADER[0]?.toLowerCase() ?? '')
        ? []
        : values.GEOIP_COUNTRY_HEADER.map((name) => name.toLowerCase()),
    logLevel: values.LOG_LEVEL,
    remoteOverrides,
    production,
    devToolsAllowRemote: values.DEV_TOOLS_ALLOW_REMOTE,
    publicUrl: values.PUBLIC_URL,
    linkedIn: { clientId: values.LINKEDIN_CLIENT_ID, clientSecret: values.LINKEDIN_CLIENT_SECRET },
    ats: {
      name: values.ATS_NAME,
      clientId: values.ATS_CLIENT_ID,
      clientSecret: values.ATS_CLIENT_SECRET,
      authorizationUrl: values.ATS_AUTHORIZATION_URL,
      tokenUrl: values.ATS_TOKEN_URL,
      scope: values.ATS_SCOPE,
      candidatesUrl: values.ATS_CANDIDATES_URL,
    },
    deliveryRetryBaseMs: values.DELIVERY_RETRY_BASE_MS,
    tokenEncryptionKey: values.TOKEN_ENCRYPTION_KEY?.toLowerCase(),
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    contactEmail: values.CONTACT_EMAIL,
    nordhubCompanyKey: values.NORDHUB_COMPANY_KEY,
    payRules: values.PAY_TRANSPARENCY_RULES ?? defaultPayRules,
    jobReview: values.JOB_REVIEW,
    mailboxEnabled: values.MAILBOX_ENABLED ?? !production,
    outboxRetentionDays: values.OUTBOX_RETENTION_DAYS,
    recaptcha:
      values.RECAPTCHA_SITE_KEY && values.RECAPTCHA_SECRET_KEY
        ? { siteKey: values.RECAPTCHA_SITE_KEY, secretKey: values.RECAPTCHA_SECRET_KEY, verifyUrl: values.RECAPTCHA_VERIFY_URL }
        : null,
    altcha: { hmacKey: values.ALTCHA_HMAC_KEY, maxNumber: values.ALTCHA_MAX_NUMBER },
    redisUrl: values.REDIS_URL,
    rateLimits: {
      signIn: values.RATE_LIMIT_SIGN_IN,
      signInPerAccount: values.RATE_LIMIT_SIGN_IN_PER_ACCOUNT,
      signUp: values.RATE_LIMIT_SIGN_UP,
      forgotPassword: values.RATE_LIMIT_FORGOT_PASSWORD,
      digestSubscribe: values.RATE_LIMIT_DIGEST_SUBSCRIBE,
      resendApplicants: values.RATE_LIMIT_RESEND_APPLICANTS,
      contact: values.RATE_LIMIT_CONTACT,
      apply: values.RATE_LIMIT_APPLY,
    },
    sessionCacheTtlMs: values.SESSION_CACHE_TTL_MS,
    publicCache: {
      ttlMs: values.PUBLIC_CACHE_TTL_MS,
      maxEntries: values.PUBLIC_CACHE_MAX_ENTRIES,
      maxBytes: Math.round(values.PUBLIC_CACHE_MAX_MB * 1024 * 1024),
    },
    digestIntervalMs: values.DIGEST_INTERVAL_MS,
    payments: {
      callbackSecret: values.PAYMENT_CALLBACK_SECRET,
      localCheckoutEnabled: values.LOCAL_CHECKOUT_ENABLED ?? !production,
      stripe:
        values.STRIPE_SECRET_KEY && values.STRIPE_WEBHOOK_SECRET
          ? { secretKey: values.STRIPE_SECRET_KEY, webhookSecret: values.STRIPE_WEBHOOK_SECRET, apiUrl: values.STRIPE_API_URL.replace(/\/+$/, '') }
          : null,
    },
  };
}

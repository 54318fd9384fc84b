import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { platformSites } from '@nordhub/domain';
import type { AppConfig } from './config';
import type { Db } from './db/db';
import { applicantProfileRoutes } from './modules/accounts/applicant-profile';
import { teamRoutes } from './modules/accounts/team';
import { usersRoutes } from './modules/accounts/users';
import { applicationsRoutes } from './modules/applications/applications';
import { careersPageFor, careersSitemapFor, careersSitesRoutes } from './modules/companies/careers-sites';
import { companiesRoutes, companyDirectoryRoutes } from './modules/companies/companies';
import { companyBlogRoutes } from './modules/companies/company-blog';
import { companySettingsRoutes } from './modules/companies/company-settings';
import { dealsRoutes, publicDealsRoutes } from './modules/companies/deals';
import { scoutOrdersRoutes } from './modules/companies/scout-orders';
import { createDomainProbe, domainFileOrigin, type DomainProbe } from './modules/companies/domain-verification';
import { careerPageScriptRoutes, embedApiRoutes } from './modules/companies/embeds';
import { engagementRoutes } from './modules/companies/engagement';
import { investorDirectoryRoutes, investorPortalRoutes, investorPortfolioJobsRoutes, investorsRoutes } from './modules/companies/investors';
import { feedPageFor, whiteLabelFeedPublicRoutes, whiteLabelFeedsRoutes } from './modules/companies/white-label-feeds';
import { blogRoutes } from './modules/content/blog';
import { contactRoutes } from './modules/content/contact';
import { contentPagesRoutes } from './modules/content/pages';
import { partnersRoutes } from './modules/content/partners';
import { toolsRoutes } from './modules/content/tools';
import { atsCandidateHandler, atsRoutes, type AtsSetup, atsSetup } from './modules/integrations/ats';
import { createDeliveryWorker } from './modules/integrations/deliveries';
import { slackDeliveryHandler, slackRoutes } from './modules/integrations/slack';
import {
  createDevOpenIdProvider,
  devAtsRoutes,
  devProviderPath,
  linkedInFeedStatusRoutes,
  linkedInJobFeedRoutes,
  linkedInPopupRoutes,
  linkedInSetup,
  type LinkedInSetup,
  listeningPort,
  mountDevOpenIdProvider,
  OAuthClient,
} from './modules/integrations/linkedin';
import { companyJobsRoutes } from './modules/jobs/company-jobs';
import { jobAlertsRoutes } from './modules/jobs/job-alerts';
import { indeedJobFeedRoutes } from './modules/jobs/job-feeds';
import { jobFreshnessRoutes } from './modules/jobs/job-freshness';
import { jobSearchRoutes } from './modules/jobs/job-search';
import { jobsRoutes } from './modules/jobs/jobs';
import { responseRecordsRoutes } from './modules/jobs/response-records';
import { auditLogRoutes } from './modules/operations/audit-log';
import { currencyRatesRoutes } from './modules/operations/currency-rates';
import { filesRoutes } from './modules/operations/files';
import { healthRoutes } from './modules/operations/health';
import { createMailer, mailboxApiRoutes, mailboxPageRoutes } from './modules/operations/mail';
import { createRobotChecker, robotCheckRoutes } from './modules/operations/robot-check';
import { seoRoutes, seoShellRenderer } from './modules/operations/seo';
import { buildSiteConfiguration, type CachedSiteConfiguration, cacheSiteConfiguration, siteRoutes } from './modules/operations/site';
import { uploadsRoutes } from './modules/operations/uploads';
import { paymentsRoutes } from './modules/payments/payments';
import { csrfPlugin } from './plugins/csrf';
import { addDevToolsGuard } from './plugins/dev-tools';
import { errorHandlerPlugin } from './plugins/error-handler';
import { apiEtagPlugin } from './plugins/etag';
import { idempotencyPlugin } from './plugins/idempotency';
import { swaggerOptions } from './plugins/openapi';
import { namePluginsUpFront } from './plugins/plugin-names';
import { viewerMarksPlugin } from './plugins/viewer-marks';
import { publicCachePlugin } from './plugins/public-cache';
import { registerRateLimits } from './plugins/rate-limits';
import { securityHeadersPlugin } from './plugins/security-headers';
import { sessionPlugin } from './plugins/session';
import { textInputPlugin } from './plugins/text-input';
import { safeLoggerOptions } from './security/log-safety';
import { staticPlugin } from './static/static-plugin';
import { createFileStore } from './storage/create-file-store';
import type { FileStore } from './storage/file-store';
import type { App } from './app-type';

export type { App } from './app-type';

export interface BuildAppOptions {
  config: AppConfig;
  db: Db;
  /** The read replica's pool (DATABASE_READ_URL) for lag-tolerant reads; defaults to `db`. */
  readDb?: Db;
  /** The file store (main.ts shares its own with the seed); defaults to the configured one. */
  files?: FileStore;
  /** Fastify logger settings; tests pass false. Defaults to the configured log level. */
  logger?: FastifyServerOptions['logger'];
  /** Called for every route as it is registered (the permission matrix lists the API from it). */
  onRoute?: (route: RouteOptions) => void;
  /** How domain verification reads DNS and the well-known file; tests pass fakes. */
  domainProbe?: DomainProbe;
}

/** The API plugins, all under /api. */
async function apiPlugin(
  app: App,
  { linkedIn, ats, atsClient, siteConfiguration }: { linkedIn: LinkedInSetup; ats: AtsSetup; atsClient: OAuthClient | null; siteConfiguration: CachedSiteConfiguration },
) {
  await app.register(healthRoutes);
  await app.register(filesRoutes);
  await app.register(siteRoutes, { siteConfiguration });
  // Before the routes that ask for limits (it hooks route registration).
  await registerRateLimits(app);
  await app.register(robotCheckRoutes);
  await app.register(usersRoutes);
  await app.register(auditLogRoutes);
  await app.register(contactRoutes);
  await app.register(applicantProfileRoutes);
  await app.register(companiesRoutes);
  await app.register(companyDirectoryRoutes);
  await app.register(engagementRoutes);
  await app.register(embedApiRoutes);
  await app.register(investorsRoutes);
  await app.register(investorDirectoryRoutes);
  await app.register(investorPortalRoutes);
  await app.register(investorPortfolioJobsRoutes);
  await app.register(teamRoutes);
  await app.register(companySettingsRoutes);
  await app.register(careersSitesRoutes);
  await app.register(whiteLabelFeedsRoutes);
  await app.register(companyBlogRoutes);
  await app.register(dealsRoutes);
  await app.register(scoutOrdersRoutes);
  await app.register(publicDealsRoutes);
  await app.register(contentPagesRoutes);
  await app.register(blogRoutes);
  await app.register(toolsRoutes);
  await app.register(partnersRoutes);
  await app.register(linkedInJobFeedRoutes);
  await app.register(linkedInFeedStatusRoutes);
  await app.register(indeedJobFeedRoutes);
  await app.register(whiteLabelFeedPublicRoutes);
  await app.register(jobsRoutes);
  await app.register(companyJobsRoutes);
  await app.register(jobFreshnessRoutes);
  await app.register(currencyRatesRoutes);
  await app.register(paymentsRoutes);
  await app.register(applicationsRoutes);
  await app.register(atsRoutes, { settings: ats?.settings ?? null, client: atsClient });
  await app.register(slackRoutes);
  await app.register(jobSearchRoutes);
  await app.register(responseRecordsRoutes);
  await app.register(uploadsRoutes);
  await app.register(jobAlertsRoutes);
  if (linkedIn) await app.register(linkedInPopupRoutes, { settings: linkedIn.settings });
  if (app.config.mailboxEnabled) await app.register(mailboxApiRoutes);
}

/**
 * Fastify's trustProxy from TRUST_PROXY. A hop count n becomes proxy-addr's `(address, hop) =>
 * hop < n`: the socket's peer and the n-1 entries before it in X-Forwarded-For are the proxies,
 * the next entry is the client, and anything a client wrote before that is ignored. (Fastify
 * takes a bare number as "trust nothing".)
 */
export function trustProxyOption(trustProxy: AppConfig['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof trustProxy !== 'number') return trustProxy;
  return (_address: string, hop: number) => hop < trustProxy;
}

/**
 * Builds the whole server (API, docs and static product) without listening, so main.ts and the
 * tests (app.inject) run the same thing.
 */
export async function buildApp({ config, db, readDb, files, logger, onRoute, domainProbe }: BuildAppOptions): Promise<App> {
  const app = Fastify({
    // Requests are logged without headers and with credentials in URLs redacted (security/log-safety.ts).
    logger: safeLoggerOptions(logger ?? { level: config.logLevel }),
    // Only behind a load balancer may X-Forwarded-* be believed (else clients could spoof them).
    trustProxy: trustProxyOption(config.trustProxy),
    // Clients send JSON bodies with ids in the URL; a sane cap keeps bad input cheap.
    bodyLimit: 1024 * 1024,
    // Path values reach the routes' schemas, which name the field and its limit (a host name up
    // to 253 characters); Fastify's own cap of 100 would answer a longer one with a bare 404.
    routerOptions: { maxParamLength: 512 },
  }).withTypeProvider<ZodTypeProvider>();
  namePluginsUpFront(app);
  if (onRoute) app.addHook('onRoute', onRoute);

  app.decorate('db', db);
  app.decorate('readDb', readDb ?? db);
  app.decorate('config', config);
  app.decorate('files', files ?? createFileStore(config));
  app.decorate('domainProbe', domainProbe ?? createDomainProbe({ fileOrigin: domainFileOrigin(config.domainVerificationHttpPort) }));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('mailer', createMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log }));
  if (app.mailer.delivers) {
    // Mail is sent right after the change that queues it; this retries what failed (SMTP down).
    const retry = setInterval(() => void app.mailer.deliver(), 60_000);
    retry.unref();
    app.addHook('onClose', async () => clearInterval(retry));
  }
  app.decorate('robotCheck', createRobotChecker(config, db, app.log));
  app.decorate('deliveries', createDeliveryWorker({ db, log: app.log, retryBaseMs: config.deliveryRetryBaseMs }));
  app.deliveries.handle('slack', slackDeliveryHandler(db, config.production));
  {
    // Deliveries are sent right after the change that queues them; this sends the retries when due.
    const retry = setInterval(() => void app.deliveries.deliver(), 15_000);
    retry.unref();
    app.addHook('onClose', async () => clearInterval(retry));
  }

  await app.register(errorHandlerPlugin);
  // A NUL character in any body, query or path value is a 400 naming the field (PostgreSQL text cannot hold it).
  await app.register(textInputPlugin);
  // nosniff, Referrer-Policy, Permissions-Policy, HSTS, and each HTML page's CSP (nonce, framing).
  await app.register(securityHeadersPlugin);
  const linkedIn = linkedInSetup({
    port: config.port,
    mainHosts: config.mainHosts,
    publicUrl: config.publicUrl,
    linkedInClientId: config.linkedIn.clientId,
    linkedInClientSecret: config.linkedIn.clientSecret,
    production: config.production,
  });
  const devProvider = linkedIn?.devProvider;
  // Served at /api/site/configuration-cached and carried by the pages the server draws.
  const siteConfiguration = cacheSiteConfiguration(
    buildSiteConfiguration({
      headhunterEnabled: config.headhunterEnabled,
      linkedInSignIn: linkedIn !== null,
      nordhubCompanyKey: config.nordhubCompanyKey,
      payRules: config.payRules,
      jobReview: config.jobReview,
    }),
  );
  const ats = atsSetup(config, linkedIn);
  const atsClient = ats ? new OAuthClient(ats.settings, listeningPort(app)) : null;
  if (ats && atsClient) {
    app.deliveries.handle('ats-candidate', atsCandidateHandler({ db, files: app.files, tokenKey: config.tokenEncryptionKey, client: atsClient, candidatesUrl: ats.settings.candidatesUrl }));
  }
  // The development tools (this provider, the mailbox, the local checkout) answer loopback
  // sockets only; its hook runs before the provider's, which answers /dev/oidc itself.
  addDevToolsGuard(app, devProvider ? [devProviderPath] : []);
  let devAtsPlugin: Parameters<typeof devAtsRoutes>[1] | null = null;
  // Outside production the local OpenID provider stands in for LinkedIn (and the applicant-tracking service), under /dev/oidc.
  if (devProvider) {
    const options = ats?.devClient ? { ...devProvider, resourceClients: [ats.devClient] } : devProvider;
    const provider = mountDevOpenIdProvider(app, devProvider.issuer, () => createDevOpenIdProvider(options, app.log));
    // Its applicant-tracking API (candidates), after the cookie and body plugins below.
    if (ats?.devClient) devAtsPlugin = { provider, resource: ats.devClient.resource };
  }
  // Cookies, then CSRF and the session: every route below sees request.cookies and sessionUser.
  await app.register(fastifyCookie);
  await app.register(csrfPlugin);
  await app.register(sessionPlugin);
  // Idempotency-Key records are per user, and keep the body before compression touches it.
  await app.register(idempotencyPlugin);
  // ETags of the API's reads, of the JSON before compression.
  await app.register(apiEtagPlugin);
  // Guests' public reads from memory for a few seconds (needs sessionUser; stores the ETag above).
  await app.register(publicCachePlugin);
  // The signed-in readers' own marks on those answers (saved, interested, followed), on PGlite.
  await app.register(viewerMarksPlugin);
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  // Only reply.sendFile (with ETag and Last-Modified); routes choose roots and cache headers. The
  // builds hold .br and .gz siblings (tools/federation/precompress-plugin.cjs): sendFile sends the
  // one the client accepts, with its own length and ETag, and compress leaves it alone.
  await app.register(fastifyStatic, { serve: false, preCompressed: true });
  // The OpenAPI document: operationIds, security and error answers (plugins/openapi.ts).
  await app.register(fastifySwagger, swaggerOptions());
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(apiPlugin, { prefix: '/api', linkedIn, ats, atsClient, siteConfiguration });
  if (devAtsPlugin) await app.register(devAtsRoutes, devAtsPlugin);
  // The development mailbox pages, before the shell's SPA fallback would claim /dev/mailbox.
  if (config.mailboxEnabled) await app.register(mailboxPageRoutes);
  // robots.txt and the sitemaps; the shell's job pages get their SEO head from the same module.
  await app.register(seoRoutes, { careersSitemapFor });
  // The career-page script other sites load (/embed/career-page.js).
  await app.register(careerPageScriptRoutes);
  await app.register(staticPlugin, { config, renderShell: seoShellRenderer(db, siteConfiguration.configuration, careersPageFor, platformSites[config.platform].name, feedPageFor) });
  return app;
}

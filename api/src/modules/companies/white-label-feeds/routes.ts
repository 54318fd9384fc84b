import { errorCodes, feedInputSchema, feedLanguageSchema, okResponseSchema, ownedFeedSchema, type OwnedFeed } from '@nordhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomBytes } from 'node:crypto';
import * as z from 'zod';
import { conflict, HttpError, notFound } from '../../../http-errors';
import { requireAdmin, requireCompanyManager } from '../../../security/guards';
import { domainVerification, domainVerificationMessages, proveDomainControl } from '../domain-verification';
import { slugify } from '../../../seed/slug';
import { feedFields, feedJobCount } from './service';
import {
  deleteOwnedFeed,
  feedOfCompany,
  findOwnedFeed,
  insertFeed,
  isDomainTaken,
  isFeedKeyTaken,
  listOwnedFeeds,
  setFeedDomainStatus,
  setOwnedFeedLanguage,
  type FeedRow,
} from './queries';
import { keyParams } from '../../../http/params';
import { cachePolicy } from '../../../plugins/cache-policy';


export const feedDomainTakenMessage = 'This domain is already used by another feed or careers site';

const toFeed = (row: FeedRow, numberOfJobs: number): OwnedFeed => ({
  ...feedFields(row),
  numberOfJobs,
  createdAt: row.created_at.toISOString(),
  domainVerification: domainVerification({ domain: row.domain, status: row.domain_status, token: row.domain_token, verifiedAt: row.domain_verified_at }),
});

const domainField = (message: string) => new HttpError(409, errorCodes.E_CONFLICT, message, [{ path: 'domain', message }]);

const domainTaken = () => new HttpError(409, errorCodes.E_CONFLICT, feedDomainTakenMessage, [{ path: 'domain', message: feedDomainTakenMessage }]);

/**
 * A startup's white-label job feeds (/client/startups/{key}/white-label-feeds): list, create,
 * delete, verify the domain (a new feed is pending, not served, until then); admins revoke.
 */
export const whiteLabelFeedsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/companies/:key/white-label-feeds',
    { config: { signedIn: true }, schema: { tags: ['companies'], summary: "The startup's white-label feeds (managers and admins)", params: keyParams, response: { 200: z.array(ownedFeedSchema) } } },
    async (request, reply) => {
      const company = await requireCompanyManager(app.db, request, request.params.key);
      reply.header('cache-control', cachePolicy.private);
      const feeds: OwnedFeed[] = [];
      // One count per feed, in turn: a startup has a handful of feeds, and PGlite runs one query at a time.
      for (const row of await listOwnedFeeds(app.db, company.id)) feeds.push(toFeed(row, await feedJobCount(app.db, row)));
      return feeds;
    },
  );

  app.post(
    '/companies/:key/white-label-feeds',
    {
      config: { signedIn: true },
      schema: {
        tags: ['companies'],
        summary: 'Create a white-label feed on its own host name (managers and admins); 409 when the domain is taken',
        params: keyParams,
        body: feedInputSchema,
        response: { 201: ownedFeedSchema },
      },
    },
    async (request, reply) => {
      const company = await requireCompanyManager(app.db, request, request.params.key);
      const input = request.body;
      // The site's own hosts always serve the main site, so a feed there could never be reached.
      if (app.config.mainHosts.includes(input.domain)) throw domainTaken();
      const created = await app.db.transaction(async (tx) => {
        if (await isDomainTaken(tx, input.domain)) throw domainTaken();
        const base = slugify(input.name) || 'feed';
        let key = base;
        while (await isFeedKeyTaken(tx, key)) key = `${base}-${randomBytes(3).toString('hex')}`;
        const row = await insertFeed(tx, {
          key,
          name: input.name,
          logoPath: input.logo?.path ?? null,
          description: input.description,
          domain: input.domain,
          language: input.language,
          filters: input.filters,
          companyId: company.id,
        });
        if (!row) throw domainTaken();
        return row;
      });
      const feed = await findOwnedFeed(app.db, company.id, created.id);
      if (!feed) throw notFound('The feed was removed meanwhile');
      return reply.code(201).send(toFeed(feed, await feedJobCount(app.db, feed)));
    },
  );

  app.delete(
    '/companies/:key/white-label-feeds/:id',
    {
      config: { signedIn: true },
      schema: {
        tags: ['companies'],
        summary: 'Delete one of the startup’s white-label feeds (managers and admins)',
        params: keyParams.extend({ id: z.uuid('Not a feed id') }),
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      const company = await requireCompanyManager(app.db, request, request.params.key);
      if (!(await deleteOwnedFeed(app.db, company.id, request.params.id))) throw notFound('No such feed of this startup');
      return { ok: true as const };
    },
  );

  const feedParams = keyParams.extend({ id: z.uuid('Not a feed id') });

  app.patch(
    '/companies/:key/white-label-feeds/:id',
    {
      config: { signedIn: true },
      schema: {
        tags: ['companies'],
        summary: 'Change the language a white-label feed speaks (managers and admins)',
        params: feedParams,
        body: feedLanguageSchema,
        response: { 200: ownedFeedSchema },
      },
    },
    async (request) => {
      const company = await requireCompanyManager(app.db, request, request.params.key);
      if (!(await setOwnedFeedLanguage(app.db, company.id, request.params.id, request.body.language))) throw notFound('No such feed of this startup');
      const feed = await findOwnedFeed(app.db, company.id, request.params.id);
      if (!feed) throw notFound('The feed was removed meanwhile');
      return toFeed(feed, await feedJobCount(app.db, feed));
    },
  );

  app.post(
    '/companies/:key/white-label-feeds/:id/verify',
    {
      config: { signedIn: true },
      schema: {
        tags: ['companies'],
        summary:
          "Verify control of a feed's domain (managers and admins): looks for the TXT record or the well-known file holding the token; once found the feed is served. 409 with the reason otherwise",
        params: feedParams,
        response: { 200: ownedFeedSchema },
      },
    },
    async (request) => {
      const company = await requireCompanyManager(app.db, request, request.params.key);
      const feed = await findOwnedFeed(app.db, company.id, request.params.id);
      if (!feed) throw notFound('No such feed of this startup');
      if (feed.domain_status === 'revoked') throw domainField(domainVerificationMessages.revoked);
      if (feed.domain_status === 'pending') {
        const proof = await proveDomainControl(app.domainProbe, feed.domain, feed.domain_token);
        if (!proof.proven) throw domainField(proof.message);
        await app.db.transaction(async (tx) => {
          const current = await findOwnedFeed(tx, company.id, feed.id);
          if (!current || current.domain_status !== 'pending') throw conflict('The feed changed while it was being verified: please press Verify again');
          await setFeedDomainStatus(tx, feed.id, 'verified');
        });
      }
      const verified = await findOwnedFeed(app.db, company.id, feed.id);
      if (!verified) throw notFound('The feed was removed meanwhile');
      return toFeed(verified, await feedJobCount(app.db, verified));
    },
  );

  app.post(
    '/companies/:key/white-label-feeds/:id/revoke',
    {
      config: { signedIn: true },
      schema: {
        tags: ['companies'],
        summary: "Revoke a white-label feed's domain (admins only): the feed is no longer served",
        params: feedParams,
        response: { 200: ownedFeedSchema },
      },
    },
    async (request) => {
      requireAdmin(request);
      const feed = await feedOfCompany(app.db, request.params.key, request.params.id);
      if (!feed) throw notFound('No such feed of this startup');
      await setFeedDomainStatus(app.db, feed.id, 'revoked');
      const revoked = await feedOfCompany(app.db, request.params.key, feed.id);
      if (!revoked) throw notFound('The feed was removed meanwhile');
      return toFeed(revoked, await feedJobCount(app.db, revoked));
    },
  );
};

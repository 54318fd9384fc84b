import { scoutOrderInputSchema, scoutOrderListSchema, scoutOrderSchema, scoutOrderStatusChangeSchema } from '@nordhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { conflict, notFound } from '../../../http-errors';
import { ID_MAX_LENGTH, keyParams } from '../../../http/params';
import { cachePolicy } from '../../../plugins/cache-policy';
import { requireAdmin, requireCompanyManager } from '../../../security/guards';
import { advanceScoutOrder, createScoutOrder, listScoutOrders, scoutOrderOf, toScoutOrder } from './service';

const orderParams = keyParams.extend({ id: z.string().min(1).max(ID_MAX_LENGTH) });

/**
 * A startup's Scout and headhunter orders (docs/payments.md, "Scout and headhunter orders"):
 * place one, list them, read one. Paying goes through the payments module's checkout.
 */
export const scoutOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/companies/:key/scout-orders',
    {
      config: { signedIn: true },
      schema: {
        tags: ['companies'],
        summary: 'Order a Scout shortlist or a headhunter search for one role; stored awaiting payment (managers and admins)',
        params: keyParams,
        body: scoutOrderInputSchema,
        response: { 201: scoutOrderSchema },
      },
    },
    async (request, reply) => {
      const company = await requireCompanyManager(app.db, request, request.params.key);
      if (!app.config.headhunterEnabled) throw conflict('Scout is not offered right now');
      const order = await createScoutOrder(app.db, company.id, company.user.userId, request.body);
      reply.header('cache-control', cachePolicy.noStore);
      return reply.code(201).send(order);
    },
  );

  app.get(
    '/companies/:key/scout-orders',
    {
      config: { signedIn: true },
      schema: { tags: ['companies'], summary: "The startup's Scout and headhunter orders with their status, newest first (managers and admins)", params: keyParams, response: { 200: scoutOrderListSchema } },
    },
    async (request, reply) => {
      const company = await requireCompanyManager(app.db, request, request.params.key);
      reply.header('cache-control', cachePolicy.private);
      return { orders: await listScoutOrders(app.db, company.id) };
    },
  );

  app.get(
    '/companies/:key/scout-orders/:id',
    {
      config: { signedIn: true },
      schema: { tags: ['companies'], summary: 'One Scout or headhunter order of the startup, with its status (managers and admins)', params: orderParams, response: { 200: scoutOrderSchema } },
    },
    async (request, reply) => {
      const company = await requireCompanyManager(app.db, request, request.params.key);
      const order = await scoutOrderOf(app.db, company.id, request.params.id);
      if (!order) throw notFound(`No order with the id ${request.params.id}`);
      reply.header('cache-control', cachePolicy.private);
      return toScoutOrder(order);
    },
  );

  app.post(
    '/companies/:key/scout-orders/:id/status',
    {
      config: { signedIn: true },
      schema: {
        tags: ['companies'],
        summary: "The team moves a paid order on: paid, in progress, delivered; 409 for any other move (admins)",
        params: orderParams,
        body: scoutOrderStatusChangeSchema,
        response: { 200: scoutOrderSchema },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      const company = await requireCompanyManager(app.db, request, request.params.key);
      reply.header('cache-control', cachePolicy.noStore);
      return advanceScoutOrder(app.db, company.id, request.params.id, request.body.status);
    },
  );
};

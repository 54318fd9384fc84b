import { currencyRatesResponseSchema } from '@nordhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currencyRates } from './service';
import { cachePolicy } from '../../../plugins/cache-policy';

export const currencyRatesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/currency-rates',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Exchange rates for approximate pay conversions (newest rate of each pair, with source and date)',
        response: { 200: currencyRatesResponseSchema },
      },
    },
    async (_request, reply) => {
      // The same for everyone and refreshed at most daily: shared caches may keep it for an hour.
      reply.header('cache-control', cachePolicy.publicHour);
      return currencyRates(app.db);
    },
  );
};

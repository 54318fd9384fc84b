import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { notFound } from '../../http-errors';

/** Serves stored files (uploads and the seed's images and documents) by their stored path. */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  const root = app.config.uploadsDir;
  app.get(
    '/files/*',
    {
      schema: {
        tags: ['files'],
        summary: 'A stored file by its path (an Image or File path)',
        params: z.object({ '*': z.string().min(1, 'Give the file path').max(500) }),
      },
    },
    async (request, reply) => {
      const relative = path.posix.normalize(`/${request.params['*']}`).slice(1);
      const file = path.resolve(root, relative);
      if (!file.startsWith(root + path.sep)) throw notFound('File not found');
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) throw notFound('File not found');
      // Stored paths are never reused for other content, so clients may keep files a day.
      reply.header('cache-control', 'public, max-age=86400');
      return reply.sendFile(relative, root, { cacheControl: false });
    },
  );
};

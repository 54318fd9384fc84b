import { imagePresetSchema } from '@nordhub/contracts';
import { IMAGE_SCALES } from '@nordhub/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { badRequest, forbidden, notFound } from '../../../http-errors';
import { notSignedIn } from '../../../security/guards';
import { storedKey } from '../../../storage/file-store';
import { sendStored } from '../../../storage/send-stored';
import { fileAccess } from './access';
import { cachedImagePreset, NotAnImageError } from './image-presets';
import { cachePolicy } from '../../../plugins/cache-policy';

const scaleSchema = z.coerce
  .number()
  .refine((value) => (IMAGE_SCALES as readonly number[]).includes(value), `scale must be one of ${IMAGE_SCALES.join(', ')}`)
  .default(1);

/** Serves stored files (uploads and the seed's images and documents) and their image presets. */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/files/*',
    {
      config: { signedIn: 'optional' },
      schema: {
        tags: ['files'],
        summary: 'A stored file by its path (an Image or File path). Documents (CVs) only for their uploader, startups they were sent to, and admins',
        params: z.object({ '*': z.string().min(1, 'Give the file path').max(500) }),
      },
    },
    async (request, reply) => {
      const key = storedKey(request.params['*']);
      // Opened first (one store round trip), so a missing file is a 404 before any access answer.
      const stored = key ? await app.files.get(key) : null;
      if (!key || !stored) throw notFound('File not found');
      const access = await fileAccess(app.db, key, request.sessionUser).catch((error: unknown) => {
        stored.body.destroy();
        throw error;
      });
      if (access === 'denied' || access === 'deal-denied') {
        stored.body.destroy();
        if (!request.sessionUser) throw notSignedIn();
        if (access === 'deal-denied') throw forbidden('This document is for startups that claimed the deal: claim it on the deal’s page first');
        throw forbidden('This document is private: only its owner and the startups it was sent to may open it');
      }
      if (access === 'allowed') {
        // A CV must not stay in shared caches, nor be sniffed into something the browser runs.
        reply.header('cache-control', cachePolicy.private).header('x-content-type-options', 'nosniff');
      } else {
        // Stored paths are never reused for other content, so clients may keep files a day.
        reply.header('cache-control', cachePolicy.publicDay);
      }
      return sendStored(request, reply, stored);
    },
  );

  app.get(
    '/images/:preset/*',
    {
      schema: {
        tags: ['files'],
        summary: 'A stored image in a preset size (thumbnail, listing, large, cover, portrait, social) as WebP; scale 2 or 3 for dense screens',
        params: z.object({ preset: imagePresetSchema, '*': z.string().min(1, 'Give the image path').max(500) }),
        querystring: z.object({ scale: scaleSchema }),
      },
    },
    async (request, reply) => {
      const key = storedKey(request.params['*']);
      if (!key) throw notFound('Image not found');
      const rendered = await cachedImagePreset(app.files, key, request.params.preset, request.query.scale).catch((error: unknown) => {
        if (error instanceof NotAnImageError) throw badRequest('This file is not an image that can be resized');
        throw error;
      });
      if (!rendered) throw notFound('Image not found');
      reply.header('cache-control', cachePolicy.publicDay).type('image/webp');
      return reply.send(rendered);
    },
  );
};

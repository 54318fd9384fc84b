import { imagePresetSchema } from '@nordhub/contracts';
import { IMAGE_SCALES } from '@nordhub/domain';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { badRequest, forbidden, notFound } from '../../http-errors';
import { notSignedIn } from '../../security/guards';
import { fileAccess } from './access';
import { cachedImagePreset } from './image-presets';

/** A stored path inside the store root, or null when it leaves it or names a hidden (dot) entry. */
function storedFile(root: string, wanted: string): { relative: string; file: string } | null {
  const relative = path.posix.normalize(`/${wanted}`).slice(1);
  if (relative.split('/').some((segment) => segment.startsWith('.'))) return null;
  const file = path.resolve(root, relative);
  if (!file.startsWith(root + path.sep)) return null;
  return { relative, file };
}

const scaleSchema = z.coerce
  .number()
  .refine((value) => (IMAGE_SCALES as readonly number[]).includes(value), `scale must be one of ${IMAGE_SCALES.join(', ')}`)
  .default(1);

/** Serves stored files (uploads and the seed's images and documents) and their image presets. */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  const root = app.config.uploadsDir;
  app.get(
    '/files/*',
    {
      schema: {
        tags: ['files'],
        summary: 'A stored file by its path (an Image or File path). Documents (CVs) only for their uploader, startups they were sent to, and admins',
        params: z.object({ '*': z.string().min(1, 'Give the file path').max(500) }),
      },
    },
    async (request, reply) => {
      const stored = storedFile(root, request.params['*']);
      if (!stored) throw notFound('File not found');
      const info = await stat(stored.file).catch(() => null);
      if (!info?.isFile()) throw notFound('File not found');
      const access = await fileAccess(app.db, stored.relative, request.sessionUser);
      if (access === 'denied' || access === 'deal-denied') {
        if (!request.sessionUser) throw notSignedIn();
        if (access === 'deal-denied') throw forbidden('This document is for startups that claimed the deal: claim it on the deal’s page first');
        throw forbidden('This document is private: only its owner and the startups it was sent to may open it');
      }
      if (access === 'allowed') {
        // A CV must not stay in shared caches, nor be sniffed into something the browser runs.
        reply.header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff');
        return reply.sendFile(stored.relative, root, { cacheControl: false });
      }
      // Stored paths are never reused for other content, so clients may keep files a day.
      reply.header('cache-control', 'public, max-age=86400');
      return reply.sendFile(stored.relative, root, { cacheControl: false });
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
      const stored = storedFile(root, request.params['*']);
      if (!stored) throw notFound('Image not found');
      const info = await stat(stored.file).catch(() => null);
      if (!info?.isFile()) throw notFound('Image not found');
      const rendered = await cachedImagePreset(root, stored.relative, request.params.preset, request.query.scale).catch(() => {
        throw badRequest('This file is not an image that can be resized');
      });
      if (!rendered) throw notFound('Image not found');
      reply.header('cache-control', 'public, max-age=86400').type('image/webp');
      return reply.send(rendered);
    },
  );
};

import fastifyMultipart from '@fastify/multipart';
import { errorCodes, UPLOAD_FIELD_NAME, uploadResponseSchema } from '@nordhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { badRequest, HttpError } from '../../http-errors';
import { requireUser } from '../../security/guards';
import { fileUrl } from '../users/service';
import { detectImageType, imageUploadMessages, maxImageBytes } from './service';

const tooLarge = () => new HttpError(413, errorCodes.E_VALIDATION, imageUploadMessages.tooLarge, [{ path: UPLOAD_FIELD_NAME, message: imageUploadMessages.tooLarge }]);

/** POST /api/upload/image: a signed-in user stores an image (multipart field file_upload, at most 5 MB). */
export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, { limits: { fileSize: maxImageBytes, files: 1, fields: 5 } });

  app.post(
    '/upload/image',
    {
      // The body is a stream read in the handler; the raise above 1 MB applies to this route only.
      bodyLimit: maxImageBytes + 64 * 1024,
      schema: {
        tags: ['files'],
        summary: 'Upload an image (PNG, JPEG, WebP or GIF, at most 5 MB) as multipart field file_upload',
        consumes: ['multipart/form-data'],
        response: { 201: uploadResponseSchema },
      },
    },
    async (request, reply) => {
      const { userId } = requireUser(request);
      if (!request.isMultipart()) throw badRequest(imageUploadMessages.missing, [{ path: UPLOAD_FIELD_NAME, message: imageUploadMessages.missing }]);
      let bytes: Buffer | null = null;
      let originalName = '';
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file' && part.fieldname === UPLOAD_FIELD_NAME && bytes === null) {
            bytes = await part.toBuffer();
            originalName = part.filename.slice(0, 200);
          } else if (part.type === 'file') {
            part.file.resume();
          }
        }
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode === 413) throw tooLarge();
        throw error;
      }
      if (!bytes || bytes.length === 0) throw badRequest(imageUploadMessages.missing, [{ path: UPLOAD_FIELD_NAME, message: imageUploadMessages.missing }]);
      const type = detectImageType(bytes);
      if (!type) throw badRequest(imageUploadMessages.type, [{ path: UPLOAD_FIELD_NAME, message: imageUploadMessages.type }]);

      const storedPath = `images/${randomUUID()}.${type.extension}`;
      const file = path.join(app.config.uploadsDir, storedPath);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
      await app.db.query(
        `INSERT INTO uploads (path, kind, original_name, content_type, size, user_id) VALUES ($1, 'image', $2, $3, $4, $5)`,
        [storedPath, originalName, type.contentType, bytes.length, userId],
      );
      return reply.code(201).send({ path: storedPath, url: fileUrl(storedPath), name: originalName, size: bytes.length, contentType: type.contentType });
    },
  );
};

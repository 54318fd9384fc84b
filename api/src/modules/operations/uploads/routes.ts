import fastifyMultipart from '@fastify/multipart';
import { errorCodes, UPLOAD_FIELD_NAME, uploadResponseSchema, uploadTypeSchema, type UploadType } from '@nordhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import * as z from 'zod';
import { badRequest, HttpError } from '../../../http-errors';
import { requireUser } from '../../../security/guards';
import { fileUrl } from '../../accounts/users';
import { cleanImage, detectDocumentType, detectImageType, maxDocumentBytes, maxImageBytes, shownFileName, uploadMessages } from './service';

const maxUploadBytes = Math.max(maxImageBytes, maxDocumentBytes);

const fieldError = (status: number, message: string) =>
  new HttpError(status, errorCodes.E_VALIDATION, message, [{ path: UPLOAD_FIELD_NAME, message }]);

/** The stored bytes, their type and folder for an upload of `type`; 400 when the content does not fit. */
async function prepare(type: UploadType, bytes: Buffer) {
  const messages = uploadMessages[type];
  if (type === 'image') {
    const image = detectImageType(bytes);
    if (!image) throw fieldError(400, messages.type);
    return { bytes: await cleanImage(bytes, image), contentType: image.contentType, folder: 'images', extension: image.extension };
  }
  const document = detectDocumentType(bytes);
  if (!document) throw fieldError(400, messages.type);
  return { bytes, contentType: document.contentType, folder: 'files', extension: document.extension };
}

/**
 * POST /api/upload/{type} (image or file) and so /api/upload/image: a signed-in user stores one
 * file sent as multipart field file_upload, at most 5 MB. The type is read from the bytes, never
 * from the name or the header; images are re-encoded without their metadata.
 */
export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, { limits: { fileSize: maxUploadBytes, files: 1, fields: 5 } });

  app.post(
    '/upload/:type',
    {
      config: { signedIn: true },
      // The body is a stream read in the handler; the raise above 1 MB applies to this route only.
      bodyLimit: maxUploadBytes + 64 * 1024,
      schema: {
        tags: ['files'],
        summary: 'Upload an image (PNG, JPEG, WebP or GIF) or a file (PDF, Word) of at most 5 MB as multipart field file_upload',
        consumes: ['multipart/form-data'],
        params: z.object({ type: uploadTypeSchema }),
        response: { 201: uploadResponseSchema },
      },
    },
    async (request, reply) => {
      const { userId } = requireUser(request);
      const { type } = request.params;
      const messages = uploadMessages[type];
      const limit = type === 'image' ? maxImageBytes : maxDocumentBytes;
      if (!request.isMultipart()) throw badRequest(messages.missing, [{ path: UPLOAD_FIELD_NAME, message: messages.missing }]);
      let bytes: Buffer | null = null;
      let originalName = '';
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file' && part.fieldname === UPLOAD_FIELD_NAME && bytes === null) {
            bytes = await part.toBuffer();
            originalName = shownFileName(part.filename);
          } else if (part.type === 'file') {
            part.file.resume();
          }
        }
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode === 413) throw fieldError(413, messages.tooLarge);
        throw error;
      }
      if (!bytes || bytes.length === 0) throw badRequest(messages.missing, [{ path: UPLOAD_FIELD_NAME, message: messages.missing }]);
      if (bytes.length > limit) throw fieldError(413, messages.tooLarge);
      const prepared = await prepare(type, bytes);

      const storedPath = `${prepared.folder}/${randomUUID()}.${prepared.extension}`;
      await app.files.put(storedPath, prepared.bytes, prepared.contentType);
      try {
        await app.db.query(
          `INSERT INTO uploads (path, kind, original_name, content_type, size, user_id) VALUES ($1, $2, $3, $4, $5, $6)`,
          [storedPath, type, originalName, prepared.contentType, prepared.bytes.length, userId],
        );
      } catch (error) {
        // No row, no file: a file nobody can reference would stay in the store for good.
        await app.files.delete(storedPath).catch(() => undefined);
        throw error;
      }
      return reply
        .code(201)
        .send({ path: storedPath, url: fileUrl(storedPath), name: originalName, size: prepared.bytes.length, contentType: prepared.contentType });
    },
  );
};

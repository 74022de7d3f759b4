import type { FastifyInstance } from 'fastify';
import type { ReadPhotoFileUseCase } from '../../application/staff/product-photo.use-cases';
import { sendApiError } from '../errors/api-error';

// A name is a hash of the bytes: the file behind it never changes, so caches may keep it for a year.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const PHOTO_NAME = /^([0-9a-f]{32})\.(webp|avif)$/;

/**
 * GET /api/photos/{hash}.{webp|avif}: an uploaded product photo's or banner picture's variant, read
 * from the image store (the shared uploads folder or PostgreSQL, architecture/uploads.md), so every
 * instance serves what any of them received.
 * The ETag is the hash; a revalidation that names it gets 304 without the bytes.
 */
export const photoFilesRoutes =
  (deps: { readonly readPhotoFile: Pick<ReadPhotoFileUseCase, 'execute'> }) => async (app: FastifyInstance) => {
    app.get<{ Params: { name: string } }>('/api/photos/:name', async (request, reply) => {
      const match = PHOTO_NAME.exec(request.params.name);
      if (match === null) return sendApiError(reply, 404, 'not-found', 'Такого фото немає.');
      const etag = `"${match[1] ?? ''}"`;
      const ifNoneMatch = request.headers['if-none-match'];
      if (ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
        return reply.code(304).header('etag', etag).header('cache-control', IMMUTABLE).send();
      }
      const file = await deps.readPhotoFile.execute(request.params.name);
      if (file === null) return sendApiError(reply, 404, 'not-found', 'Такого фото немає.');
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', IMMUTABLE)
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        .send(file.bytes);
    });
  };

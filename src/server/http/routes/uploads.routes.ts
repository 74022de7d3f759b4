import type { FastifyInstance } from 'fastify';
import { uploadContentType } from '../../application/catalogue/upload-file-name.rule';
import { sendApiError } from '../errors/api-error';

// Images are renamed when replaced, so a day of caching is safe; ETag/Last-Modified revalidate.
const UPLOAD_CACHE_CONTROL = 'public, max-age=86400';
// An SVG opened directly is a document that could run script: sandbox it.
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** GET /api/uploads/{photo}: product photos and banners from DATA_DIR/uploads. */
export const uploadsRoutes = (uploadsDir: string) => async (app: FastifyInstance) => {
  app.get<{ Params: { photo: string } }>('/api/uploads/:photo', async (request, reply) => {
    const name = request.params.photo;
    const contentType = uploadContentType(name);
    if (contentType === null) {
      return sendApiError(reply, 400, 'bad-request', 'That is not a valid image file name.');
    }
    reply.header('cache-control', UPLOAD_CACHE_CONTROL).header('x-content-type-options', 'nosniff');
    if (contentType === 'image/svg+xml') reply.header('content-security-policy', SVG_POLICY);
    return reply.sendFile(name, uploadsDir, { dotfiles: 'deny', index: false, cacheControl: false });
  });
};

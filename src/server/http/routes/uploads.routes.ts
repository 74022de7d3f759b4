import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants as zlib } from 'node:zlib';
import { uploadContentType } from '../../application/catalogue/upload-file-name.rule';
import { sendApiError } from '../errors/api-error';

// Images are renamed when replaced, so a day of caching is safe; ETag/Last-Modified revalidate.
const UPLOAD_CACHE_CONTROL = 'public, max-age=86400';
// An SVG opened directly is a document that could run script: sandbox it.
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** GET /api/uploads/{photo}: product photos and banners from DATA_DIR/uploads. */
export const uploadsRoutes = (uploadsDir: string) => async (app: FastifyInstance) => {
  // An SVG is text and shrinks to about a quarter: a banner is a menu page's largest picture (its
  // LCP), so on a phone's slow network it comes compressed. Photos (JPEG, WebP, PNG) are compressed
  // already and @fastify/compress leaves them alone. Quality 5: a banner takes about a millisecond.
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
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

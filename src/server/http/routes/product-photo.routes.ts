import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PHOTO_MAX_BYTES } from '../../../domain/menu/product-photo.rule';
import type {
  RemoveProductPhotoUseCase,
  UploadProductPhotoUseCase,
} from '../../application/staff/product-photo.use-cases';
import { sendApiError } from '../errors/api-error';
import { readMultipartFile } from './multipart-file.reader';
import { SHOP_CITY_ID } from './catalogue.schemas';
import { NOT_MULTIPART, PHOTO_REFUSALS } from './product-photo.messages';
import { IIKO_ID } from './staff-menu.schemas';

export interface ProductPhotoRoutesDeps {
  readonly uploadProductPhoto: Pick<UploadProductPhotoUseCase, 'execute'>;
  readonly removeProductPhoto: Pick<RemoveProductPhotoUseCase, 'execute'>;
}

const PARAMS = { type: 'object', required: ['iikoId'], properties: { iikoId: IIKO_ID } } as const;
const QUERY = { type: 'object', required: ['cityId'], properties: { cityId: SHOP_CITY_ID } } as const;
const SIGN_IN = 'Увійдіть знову.';

type PhotoRequest = FastifyRequest<{ Params: { iikoId: string }; Querystring: { cityId: 1 | 2 } }>;

/** The one file part's bytes; a refusal already sent when there is none or it is too big. */
const readPhoto = (request: PhotoRequest, reply: FastifyReply): Promise<Buffer | FastifyReply> =>
  readMultipartFile(request, reply, {
    field: 'photo',
    maxBytes: PHOTO_MAX_BYTES,
    tooBig: PHOTO_REFUSALS['too-big'].message,
    notMultipart: NOT_MULTIPART,
  });

/**
 * PUT /api/admin/menu/products/{iikoId}/photo?cityId=N (multipart, field `photo`): the product's
 * new photo, answered as the product the city now sees. DELETE the same path: back to the default
 * picture. Registered inside adminRoutes (admin token, never cached). architecture/admin-menu.md, "Photos".
 */
export const productPhotoRoutes = (deps: ProductPhotoRoutesDeps) => async (app: FastifyInstance) => {
  // Only this scope reads multipart bodies; the file is held in memory up to the limit, no longer.
  await app.register(fastifyMultipart, {
    limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 1024 },
  });

  app.put<{ Params: { iikoId: string }; Querystring: { cityId: 1 | 2 } }>(
    '/api/admin/menu/products/:iikoId/photo',
    { schema: { params: PARAMS, querystring: QUERY, consumes: ['multipart/form-data'] } },
    async (request, reply) => {
      const by = request.admin;
      if (by === null) return sendApiError(reply, 401, 'unauthorized', SIGN_IN);
      const bytes = await readPhoto(request, reply);
      if (!Buffer.isBuffer(bytes)) return bytes;
      const result = await deps.uploadProductPhoto.execute({
        iikoId: request.params.iikoId,
        cityId: request.query.cityId,
        bytes,
        by,
      });
      if (result.ok) return result.value;
      const refusal = PHOTO_REFUSALS[result.reason];
      return sendApiError(reply, refusal.status, result.reason, refusal.message);
    },
  );

  app.delete<{ Params: { iikoId: string }; Querystring: { cityId: 1 | 2 } }>(
    '/api/admin/menu/products/:iikoId/photo',
    { schema: { params: PARAMS, querystring: QUERY } },
    async (request, reply) => {
      const by = request.admin;
      if (by === null) return sendApiError(reply, 401, 'unauthorized', SIGN_IN);
      const result = await deps.removeProductPhoto.execute({
        iikoId: request.params.iikoId,
        cityId: request.query.cityId,
        by,
      });
      return result.ok
        ? result.value
        : sendApiError(reply, 404, result.reason, PHOTO_REFUSALS['product-not-found'].message);
    },
  );
};

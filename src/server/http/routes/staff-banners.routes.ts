import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { BannerPlacement } from '../../../domain/banner/banner-order.rule';
import type { StaffBannerProblem } from '../../../domain/banner/staff-banner.rule';
import type { MenuPage } from '../../../domain/cart/category';
import type { CityId } from '../../../domain/city/city';
import { PHOTO_MAX_BYTES } from '../../../domain/menu/product-photo.rule';
import type {
  StaffBannerField,
  StaffBannerInputDto,
  StaffBannerRefusalDto,
} from '../../../domain/shop-api/staff-banners.contract';
import type {
  DeleteStaffBannerUseCase,
  ListStaffBannersUseCase,
  PlaceStaffBannerUseCase,
  SaveStaffBannerRefusal,
  SaveStaffBannerUseCase,
  UploadBannerPictureUseCase,
} from '../../application/staff/staff-banners.use-cases';
import type { Refusal } from '../../application/use-cases/support/use-case-result';
import { sendApiError } from '../errors/api-error';
import { ROW_ID } from './catalogue.schemas';
import { readMultipartFile } from './multipart-file.reader';
import {
  BANNER_PICTURE_NOT_MULTIPART,
  BANNER_PICTURE_REFUSALS,
  bannerProblemMessage,
  STAFF_BANNER,
  STAFF_BANNER_BODY,
  STAFF_BANNER_LIST,
  STAFF_BANNER_MOVE_BODY,
  STAFF_BANNER_PAGE_QUERY,
  STAFF_BANNER_PICTURE,
} from './staff-banners.schemas';

export interface StaffBannersRoutesDeps {
  readonly listStaffBanners: Pick<ListStaffBannersUseCase, 'execute'>;
  readonly saveStaffBanner: Pick<SaveStaffBannerUseCase, 'execute'>;
  readonly deleteStaffBanner: Pick<DeleteStaffBannerUseCase, 'execute'>;
  readonly placeStaffBanner: Pick<PlaceStaffBannerUseCase, 'execute'>;
  readonly uploadBannerPicture: Pick<UploadBannerPictureUseCase, 'execute'>;
}

const ID_PARAMS = { type: 'object', required: ['id'], properties: { id: ROW_ID } } as const;
const SIGN_IN = 'Please sign in.';
const NOT_FOUND = 'There is no banner with this id.';

const sendSaveRefusal = (reply: FastifyReply, refusal: Refusal<SaveStaffBannerRefusal>): FastifyReply => {
  const field = refusal.details?.field as StaffBannerField | undefined;
  const body = (status: number, message: string): FastifyReply =>
    reply
      .code(status)
      .type('application/json; charset=utf-8')
      .send({
        error: refusal.reason,
        message,
        ...(field === undefined ? {} : { field }),
      } satisfies StaffBannerRefusalDto);
  switch (refusal.reason) {
    case 'invalid-banner':
      return body(400, bannerProblemMessage(field ?? 'picture', refusal.details?.problem as StaffBannerProblem));
    case 'unknown-picture':
      return body(400, `'${field ?? 'picture'}' names a picture the shop does not have: upload it first.`);
    case 'banner-not-found':
      return body(404, NOT_FOUND);
  }
};

/**
 * The banners section (architecture/admin-banners.md):
 * GET /api/admin/banners?cityId&page: one page's banners of one city, in order.
 * POST /api/admin/banners (201) and PUT /api/admin/banners/{id}: add or change one (StaffBannerInputDto).
 * DELETE /api/admin/banners/{id} (204). POST /api/admin/banners/{id}/move {move | position}.
 * POST /api/admin/banners/pictures (multipart, field `picture`, 201): a picture for banners to name.
 * Registered inside adminRoutes: admin token required, never cached; every change is in the change log.
 */
export const staffBannersRoutes = (deps: StaffBannersRoutesDeps) => async (app: FastifyInstance) => {
  // Only this scope (and the product photos') reads multipart bodies, into memory up to the limit.
  await app.register(fastifyMultipart, {
    limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 1024 },
  });

  app.get<{ Querystring: { cityId: CityId; page: MenuPage } }>(
    '/api/admin/banners',
    { schema: { querystring: STAFF_BANNER_PAGE_QUERY, response: { 200: STAFF_BANNER_LIST } } },
    async (request) => (await deps.listStaffBanners.execute(request.query)).value,
  );

  app.post<{ Body: StaffBannerInputDto }>(
    '/api/admin/banners',
    { schema: { body: STAFF_BANNER_BODY, response: { 201: STAFF_BANNER } } },
    async (request, reply) => {
      const by = request.admin;
      if (by === null) return sendApiError(reply, 401, 'unauthorized', SIGN_IN);
      const result = await deps.saveStaffBanner.execute({ id: null, banner: request.body, by });
      if (!result.ok) return sendSaveRefusal(reply, result);
      return reply.code(201).send(result.value);
    },
  );

  app.put<{ Params: { id: number }; Body: StaffBannerInputDto }>(
    '/api/admin/banners/:id',
    { schema: { params: ID_PARAMS, body: STAFF_BANNER_BODY, response: { 200: STAFF_BANNER } } },
    async (request, reply) => {
      const by = request.admin;
      if (by === null) return sendApiError(reply, 401, 'unauthorized', SIGN_IN);
      const result = await deps.saveStaffBanner.execute({ id: request.params.id, banner: request.body, by });
      return result.ok ? result.value : sendSaveRefusal(reply, result);
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/api/admin/banners/:id',
    { schema: { params: ID_PARAMS } },
    async (request, reply) => {
      const by = request.admin;
      if (by === null) return sendApiError(reply, 401, 'unauthorized', SIGN_IN);
      const result = await deps.deleteStaffBanner.execute({ id: request.params.id, by });
      return result.ok ? reply.code(204).send() : sendApiError(reply, 404, result.reason, NOT_FOUND);
    },
  );

  app.post<{ Params: { id: number }; Body: BannerPlacement }>(
    '/api/admin/banners/:id/move',
    { schema: { params: ID_PARAMS, body: STAFF_BANNER_MOVE_BODY, response: { 200: STAFF_BANNER_LIST } } },
    async (request, reply) => {
      const by = request.admin;
      if (by === null) return sendApiError(reply, 401, 'unauthorized', SIGN_IN);
      const result = await deps.placeStaffBanner.execute({ id: request.params.id, placement: request.body, by });
      return result.ok ? result.value : sendApiError(reply, 404, result.reason, NOT_FOUND);
    },
  );

  app.post(
    '/api/admin/banners/pictures',
    { schema: { consumes: ['multipart/form-data'], response: { 201: STAFF_BANNER_PICTURE } } },
    async (request, reply) => {
      const by = request.admin;
      if (by === null) return sendApiError(reply, 401, 'unauthorized', SIGN_IN);
      const bytes = await readMultipartFile(request, reply, {
        field: 'picture',
        maxBytes: PHOTO_MAX_BYTES,
        tooBig: BANNER_PICTURE_REFUSALS['too-big'].message,
        notMultipart: BANNER_PICTURE_NOT_MULTIPART,
      });
      if (!Buffer.isBuffer(bytes)) return bytes;
      const result = await deps.uploadBannerPicture.execute({ bytes, by });
      if (result.ok) return reply.code(201).send(result.value);
      const refusal = BANNER_PICTURE_REFUSALS[result.reason];
      return sendApiError(reply, refusal.status, result.reason, refusal.message);
    },
  );
};

import type { FastifyInstance } from 'fastify';
import type { CityId } from '../../../../domain/city/city';
import type { Translated } from '../../../../domain/shared/locale';
import {
  STREET_FILE_FORMATS,
  type AdminStreetInput,
  type StreetFileDto,
} from '../../../../domain/shop-api/admin-delivery.contract';
import type { StaffLocalitiesUseCase } from '../../../application/delivery/staff-localities.use-case';
import type { StaffStreetsUseCase } from '../../../application/delivery/staff-streets.use-case';
import { SHOP_CITY_ID } from '../catalogue.schemas';
import { withAdmin } from './delivery-pickup-points.routes';
import { sendDeliveryRefusal } from './delivery-refusal.reply';
import {
  CITY_ONLY_QUERY,
  FILE_BODY_LIMIT,
  FILE_CONTENT,
  ROW_ID_PARAM,
  TEXT_ID,
  TRANSLATED_TEXT,
} from './delivery.schemas';

const NAMES_BODY = {
  type: 'object',
  required: ['cityId', 'translation'],
  additionalProperties: false,
  properties: { cityId: SHOP_CITY_ID, translation: TRANSLATED_TEXT },
} as const;
const LNG_LAT = {
  type: 'array',
  minItems: 2,
  maxItems: 2,
  items: [
    { type: 'number', minimum: -180, maximum: 180 },
    { type: 'number', minimum: -90, maximum: 90 },
  ],
} as const;
const HOUSE = { type: 'integer', minimum: 0, maximum: 10_000 } as const;
const ID_PARAMS = { type: 'object', required: ['id'], properties: { id: ROW_ID_PARAM } } as const;
const STREET_PARAMS = { type: 'object', required: ['id'], properties: { id: TEXT_ID } } as const;

type Reply<T> = { ok: true; value: T } | Parameters<typeof sendDeliveryRefusal>[1];

/**
 * Localities: GET /api/admin/delivery/localities?cityId; POST; PUT /{id} (rename); DELETE /{id}?cityId.
 * Streets: GET /streets?cityId&localityId; POST; PUT /streets/{id} (rename); DELETE /streets/{id}?cityId;
 * POST /streets/import {cityId, localityId, format: csv|geojson, content}: all or nothing.
 */
export const deliveryAddressesRoutes =
  (deps: { readonly localities: StaffLocalitiesUseCase; readonly streets: StaffStreetsUseCase }) =>
  async (app: FastifyInstance) => {
    const answer = <T>(reply: Parameters<typeof sendDeliveryRefusal>[0], result: Reply<T>, created = false) =>
      result.ok ? reply.code(created ? 201 : 200).send(result.value) : sendDeliveryRefusal(reply, result);

    app.get<{ Querystring: { cityId: CityId } }>(
      '/api/admin/delivery/localities',
      { schema: { querystring: CITY_ONLY_QUERY } },
      async (request) => (await deps.localities.list(request.query.cityId)).value,
    );
    app.post<{ Body: { cityId: CityId; translation: Translated } }>(
      '/api/admin/delivery/localities',
      { schema: { body: NAMES_BODY } },
      (request, reply) =>
        withAdmin(request, reply, async (by) =>
          answer(reply, await deps.localities.add(request.body.cityId, request.body.translation, by), true),
        ),
    );
    app.put<{ Params: { id: number }; Body: { cityId: CityId; translation: Translated } }>(
      '/api/admin/delivery/localities/:id',
      { schema: { params: ID_PARAMS, body: NAMES_BODY } },
      (request, reply) =>
        withAdmin(request, reply, async (by) =>
          answer(
            reply,
            await deps.localities.rename(request.body.cityId, request.params.id, request.body.translation, by),
          ),
        ),
    );
    app.delete<{ Params: { id: number }; Querystring: { cityId: CityId } }>(
      '/api/admin/delivery/localities/:id',
      { schema: { params: ID_PARAMS, querystring: CITY_ONLY_QUERY } },
      (request, reply) =>
        withAdmin(request, reply, async (by) => {
          const result = await deps.localities.remove(request.query.cityId, request.params.id, by);
          return result.ok ? reply.code(204).send() : sendDeliveryRefusal(reply, result);
        }),
    );

    app.get<{ Querystring: { cityId: CityId; localityId: number } }>(
      '/api/admin/delivery/streets',
      {
        schema: {
          querystring: {
            type: 'object',
            required: ['cityId', 'localityId'],
            properties: { cityId: SHOP_CITY_ID, localityId: ROW_ID_PARAM },
          },
        },
      },
      async (request, reply) => answer(reply, await deps.streets.list(request.query.cityId, request.query.localityId)),
    );
    app.post<{ Body: AdminStreetInput }>(
      '/api/admin/delivery/streets',
      {
        schema: {
          body: {
            type: 'object',
            required: ['cityId', 'localityId', 'translation', 'firstHouse', 'lastHouse', 'line'],
            additionalProperties: false,
            properties: {
              cityId: SHOP_CITY_ID,
              localityId: ROW_ID_PARAM,
              translation: TRANSLATED_TEXT,
              firstHouse: HOUSE,
              lastHouse: HOUSE,
              line: { type: 'array', minItems: 2, maxItems: 500, items: LNG_LAT },
            },
          },
        },
      },
      (request, reply) =>
        withAdmin(request, reply, async (by) => answer(reply, await deps.streets.add(request.body, by), true)),
    );
    app.put<{ Params: { id: string }; Body: { cityId: CityId; translation: Translated } }>(
      '/api/admin/delivery/streets/:id',
      { schema: { params: STREET_PARAMS, body: NAMES_BODY } },
      (request, reply) =>
        withAdmin(request, reply, async (by) =>
          answer(
            reply,
            await deps.streets.rename(request.body.cityId, request.params.id, request.body.translation, by),
          ),
        ),
    );
    app.delete<{ Params: { id: string }; Querystring: { cityId: CityId } }>(
      '/api/admin/delivery/streets/:id',
      { schema: { params: STREET_PARAMS, querystring: CITY_ONLY_QUERY } },
      (request, reply) =>
        withAdmin(request, reply, async (by) => {
          const result = await deps.streets.remove(request.query.cityId, request.params.id, by);
          return result.ok ? reply.code(204).send() : sendDeliveryRefusal(reply, result);
        }),
    );
    app.post<{ Body: StreetFileDto }>(
      '/api/admin/delivery/streets/import',
      {
        bodyLimit: FILE_BODY_LIMIT,
        schema: {
          body: {
            type: 'object',
            required: ['cityId', 'localityId', 'format', 'content'],
            additionalProperties: false,
            properties: {
              cityId: SHOP_CITY_ID,
              localityId: ROW_ID_PARAM,
              format: { type: 'string', enum: [...STREET_FILE_FORMATS] },
              content: FILE_CONTENT,
            },
          },
        },
      },
      (request, reply) =>
        withAdmin(request, reply, async (by) => answer(reply, await deps.streets.import(request.body, by))),
    );
  };

import type { FastifyInstance } from 'fastify';
import type { CityId } from '../../../../domain/city/city';
import {
  ZONE_FILE_FORMATS,
  type AddressCheckDto,
  type ZoneFileDto,
} from '../../../../domain/shop-api/admin-delivery.contract';
import type { AddressCheckUseCase } from '../../../application/delivery/address-check.use-case';
import type { ZoneImportUseCase } from '../../../application/delivery/zone-import.use-case';
import { SHOP_CITY_ID } from '../catalogue.schemas';
import { withAdmin } from './delivery-pickup-points.routes';
import { sendDeliveryRefusal } from './delivery-refusal.reply';
import { CITY_ONLY_QUERY, FILE_BODY_LIMIT, FILE_CONTENT, TEXT, TEXT_ID } from './delivery.schemas';

const ZONE_FILE_BODY = {
  type: 'object',
  required: ['cityId', 'format', 'content'],
  additionalProperties: false,
  properties: { cityId: SHOP_CITY_ID, format: { type: 'string', enum: [...ZONE_FILE_FORMATS] }, content: FILE_CONTENT },
} as const;

/**
 * GET /api/admin/delivery/zones?cityId; POST /zones/preview (dry run: what the file would import,
 * per-feature errors); POST /zones/import (replaces the city's zones, or 422 and nothing changes);
 * POST /address-check {cityId, streetId, house}: the zone a customer at that address gets.
 */
export const deliveryZonesRoutes =
  (deps: { readonly zones: ZoneImportUseCase; readonly addressCheck: AddressCheckUseCase }) =>
  async (app: FastifyInstance) => {
    app.get<{ Querystring: { cityId: CityId } }>(
      '/api/admin/delivery/zones',
      { schema: { querystring: CITY_ONLY_QUERY } },
      async (request) => (await deps.zones.list(request.query.cityId)).value,
    );

    app.post<{ Body: ZoneFileDto }>(
      '/api/admin/delivery/zones/preview',
      { bodyLimit: FILE_BODY_LIMIT, schema: { body: ZONE_FILE_BODY } },
      async (request, reply) => {
        const result = deps.zones.preview(request.body);
        return result.ok ? result.value : sendDeliveryRefusal(reply, result);
      },
    );

    app.post<{ Body: ZoneFileDto }>(
      '/api/admin/delivery/zones/import',
      { bodyLimit: FILE_BODY_LIMIT, schema: { body: ZONE_FILE_BODY } },
      (request, reply) =>
        withAdmin(request, reply, async (by) => {
          const result = await deps.zones.replace(request.body, by);
          return result.ok ? result.value : sendDeliveryRefusal(reply, result);
        }),
    );

    app.post<{ Body: AddressCheckDto }>(
      '/api/admin/delivery/address-check',
      {
        schema: {
          body: {
            type: 'object',
            required: ['cityId', 'streetId', 'house'],
            additionalProperties: false,
            properties: { cityId: SHOP_CITY_ID, streetId: TEXT_ID, house: TEXT },
          },
        },
      },
      async (request, reply) => {
        const result = await deps.addressCheck.execute(request.body);
        return result.ok ? result.value : sendDeliveryRefusal(reply, result);
      },
    );
  };

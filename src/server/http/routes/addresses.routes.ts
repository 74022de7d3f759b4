import type { FastifyInstance } from 'fastify';
import type {
  FindAddressZoneInput,
  FindAddressZoneUseCase,
} from '../../application/catalogue/find-address-zone.use-case';
import type { ListDeliveryCitiesUseCase } from '../../application/catalogue/list-delivery-cities.use-case';
import type { ListStreetsInput, ListStreetsUseCase } from '../../application/catalogue/list-streets.use-case';
import { sendCatalogueRefusal } from './catalogue-refusal.reply';
import { arrayOf, CITY_ID, ERROR_RESPONSES, ROW_ID, TRANSLATED_TEXT } from './catalogue.schemas';

export interface AddressesRoutesDeps {
  readonly listDeliveryCities: Pick<ListDeliveryCitiesUseCase, 'execute'>;
  readonly listStreets: Pick<ListStreetsUseCase, 'execute'>;
  readonly findZone: Pick<FindAddressZoneUseCase, 'execute'>;
}

const DELIVERY_CITY = {
  type: 'object',
  required: ['id', 'name', 'translation'],
  properties: { id: { type: 'integer' }, name: { type: 'string' }, translation: TRANSLATED_TEXT },
} as const;

const STREET = {
  type: 'object',
  required: ['id', 'name'],
  properties: { id: { type: 'string' }, name: { type: 'string' } },
} as const;

const ZONE_ANSWER = {
  type: 'object',
  required: ['zone', 'minutes', 'point'],
  properties: {
    zone: { type: 'string' },
    minutes: { type: 'integer' },
    point: { anyOf: [{ type: 'array', items: { type: 'number' }, minItems: 2, maxItems: 2 }, { type: 'null' }] },
  },
} as const;

const ZONE_BODY = {
  type: 'object',
  required: ['street'],
  properties: {
    street: {
      type: 'object',
      required: ['id', 'name'],
      properties: { id: { type: 'string', maxLength: 100 }, name: { type: 'string', maxLength: 200 } },
    },
    // Optional: the storefront sends '0' for an empty house, and the use case does the same.
    house: { type: 'string', maxLength: 50 },
  },
} as const;

/**
 * POST /api/addresses/delivery-cities {cityId} → DeliveryCityDto[]
 * POST /api/addresses/streets {cityId, deliveryCityId} → StreetDto[]
 * POST /api/addresses/zone/{cityId} {street: {id, name}, house} → ZoneAnswerDto
 * POSTs, as the original shop's API had them, though they only read: answers are not cached.
 */
export const addressesRoutes = (deps: AddressesRoutesDeps) => async (app: FastifyInstance) => {
  app.post<{ Body: { cityId: number } }>(
    '/api/addresses/delivery-cities',
    {
      schema: {
        body: { type: 'object', required: ['cityId'], properties: { cityId: CITY_ID } },
        response: { 200: arrayOf(DELIVERY_CITY), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const result = await deps.listDeliveryCities.execute({ cityId: request.body.cityId });
      return result.ok ? result.value : sendCatalogueRefusal(reply, result);
    },
  );

  app.post<{ Body: ListStreetsInput }>(
    '/api/addresses/streets',
    {
      schema: {
        body: {
          type: 'object',
          required: ['cityId', 'deliveryCityId'],
          properties: { cityId: CITY_ID, deliveryCityId: ROW_ID },
        },
        response: { 200: arrayOf(STREET), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const result = await deps.listStreets.execute(request.body);
      return result.ok ? result.value : sendCatalogueRefusal(reply, result);
    },
  );

  app.post<{ Params: { cityId: number }; Body: Omit<FindAddressZoneInput, 'cityId'> }>(
    '/api/addresses/zone/:cityId',
    {
      schema: {
        params: { type: 'object', required: ['cityId'], properties: { cityId: CITY_ID } },
        body: ZONE_BODY,
        response: { 200: ZONE_ANSWER, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const result = await deps.findZone.execute({ ...request.body, cityId: request.params.cityId });
      return result.ok ? result.value : sendCatalogueRefusal(reply, result);
    },
  );
};

import type { FastifyInstance } from 'fastify';
import type { GetZoneMapUseCase } from '../../application/catalogue/get-zone-map.use-case';
import { sendCatalogueRefusal } from './catalogue-refusal.reply';
import { CITY_QUERY, ERROR_RESPONSES } from './catalogue.schemas';
import { sendPreparedJson } from './prepared-json.reply';

// Zones change with a KML import now and then; the polygons are the largest read of the shop.
const ZONES_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=3600';

/** GET /api/zones?cityId → GeoJSON FeatureCollection of the city's delivery zones (for the map). */
export const zonesRoutes =
  (deps: { getZoneMap: Pick<GetZoneMapUseCase, 'execute'> }) => async (app: FastifyInstance) => {
    app.get<{ Querystring: { cityId: number } }>(
      '/api/zones',
      { schema: { querystring: CITY_QUERY, response: ERROR_RESPONSES } },
      async (request, reply) => {
        const result = await deps.getZoneMap.execute({ cityId: request.query.cityId });
        if (!result.ok) return sendCatalogueRefusal(reply, result);
        return sendPreparedJson(request, reply, result.value, ZONES_CACHE_CONTROL);
      },
    );
  };

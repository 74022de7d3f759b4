import type { FastifyInstance } from 'fastify';
import type { GetMenuUseCase } from '../../application/catalogue/get-menu.use-case';
import { sendCatalogueRefusal } from './catalogue-refusal.reply';
import { CITY_QUERY, ERROR_RESPONSES } from './catalogue.schemas';
import { sendPreparedJson } from './prepared-json.reply';

/*
 * Browsers and proxies may reuse the menu for a minute and show it while revalidating for ten
 * more (the ETag makes that a 304). A stale price or stop flag is harmless: the cart's price
 * check and the server's re-pricing of every order are the authority.
 */
const MENU_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

/**
 * GET /api/menu?cityId → MenuDto. The hottest read: the use case answers from memory and the
 * answer goes out as bytes serialized and compressed once (prepared-json.reply.ts).
 */
export const menuRoutes = (deps: { getMenu: Pick<GetMenuUseCase, 'execute'> }) => async (app: FastifyInstance) => {
  app.get<{ Querystring: { cityId: number } }>(
    '/api/menu',
    // Rate limits only guard POSTs: reads get no limiter hook (security/rate-limit-exemption.ts).
    { schema: { querystring: CITY_QUERY, response: ERROR_RESPONSES } },
    async (request, reply) => {
      const result = await deps.getMenu.execute(request.query.cityId);
      if (!result.ok) return sendCatalogueRefusal(reply, result);
      return sendPreparedJson(request, reply, result.value, MENU_CACHE_CONTROL);
    },
  );
};

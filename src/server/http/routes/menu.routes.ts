import type { FastifyInstance } from 'fastify';
import { isCityId } from '../../../domain/city/city';
import type { GetMenuUseCase } from '../../application/catalogue/get-menu.use-case';
import { sendCatalogueRefusal } from './catalogue-refusal.reply';
import { CITY_QUERY, ERROR_RESPONSES } from './catalogue.schemas';
import type { HotReadShortcut } from '../hot-reads/hot-read-shortcut';
import { sendPreparedJson } from './prepared-json.reply';

/*
 * Browsers and proxies keep the menu but ask before each use; the ETag makes the answer a 304 of
 * a few hundred bytes, sent by the hot-read shortcut. So a product staff put on the stop list
 * shows as sold out on the customer's next page load, not a minute later. The cart's price check
 * and the server's re-pricing of every order remain the authority either way.
 */
const MENU_CACHE_CONTROL = 'public, no-cache';

export interface MenuRoutesDeps {
  readonly getMenu: Pick<GetMenuUseCase, 'execute' | 'cachedMenu'>;
  /** Answers repeated reads of an unchanged menu before routing (hot-read-shortcut.ts). */
  readonly hotReads?: HotReadShortcut;
}

/**
 * GET /api/menu?cityId → MenuDto. The hottest read: the use case answers from memory and the
 * answer goes out as bytes serialized and compressed once (prepared-json.reply.ts); the same
 * bytes are then sent by the hot-read shortcut until the city's menu changes.
 */
export const menuRoutes = (deps: MenuRoutesDeps) => async (app: FastifyInstance) => {
  app.get<{ Querystring: { cityId: number } }>(
    '/api/menu',
    // Rate limits only guard POSTs: reads get no limiter hook (security/rate-limit-exemption.ts).
    { schema: { querystring: CITY_QUERY, response: ERROR_RESPONSES } },
    async (request, reply) => {
      const { cityId } = request.query;
      const result = await deps.getMenu.execute(cityId);
      if (!result.ok) return sendCatalogueRefusal(reply, result);
      const menu = result.value;
      const hot =
        deps.hotReads === undefined || !isCityId(cityId)
          ? undefined
          : {
              shortcut: deps.hotReads,
              canonicalUrl: `/api/menu?cityId=${cityId}`,
              isCurrent: () => deps.getMenu.cachedMenu(cityId) === menu,
            };
      return sendPreparedJson(request, reply, menu, MENU_CACHE_CONTROL, hot);
    },
  );
};

import type { FastifyInstance } from 'fastify';
import type { CityId } from '../../../domain/city/city';
import type { StaffPriceProblem } from '../../../domain/pricing/staff-price';
import { STAFF_MAX_PRICE, type StaffMenuProductChangeDto } from '../../../domain/shop-api/staff-menu.contract';
import type {
  ChangeStaffMenuProductRefusal,
  ChangeStaffMenuProductUseCase,
} from '../../application/staff/change-staff-menu-product.use-case';
import type { ListStaffMenuUseCase } from '../../application/staff/list-staff-menu.use-case';
import { sendApiError } from '../errors/api-error';
import { SHOP_CITY_ID } from './catalogue.schemas';
import { IIKO_ID } from './staff-menu.schemas';

export interface StaffMenuRoutesDeps {
  readonly listStaffMenu: Pick<ListStaffMenuUseCase, 'execute'>;
  readonly changeStaffMenuProduct: Pick<ChangeStaffMenuProductUseCase, 'execute'>;
}

// Staff read these in the admin area, which words them itself; the sentences are for people
// calling the API directly.
const REFUSALS: Readonly<Record<ChangeStaffMenuProductRefusal, { readonly status: number; readonly message: string }>> =
  {
    'nothing-to-change': { status: 400, message: "Send 'stopped', 'price' or both." },
    'invalid-price': { status: 400, message: "'price' is not a price staff may set." },
    'product-not-found': { status: 404, message: 'This city offers no product with this id.' },
  };
const PRICE_MESSAGES: Readonly<Record<StaffPriceProblem, string>> = {
  'not-a-number': "'price' must be a number of hryvnias, or null for the base price.",
  'not-positive': "'price' must be more than 0.",
  'too-high': `'price' must be at most ${STAFF_MAX_PRICE}.`,
  'more-than-two-decimals': "'price' must be in whole kopiykas: at most two decimals.",
};

/**
 * GET /api/admin/menu?cityId: the city's whole menu with stop flags and prices.
 * PATCH /api/admin/menu/products/{iikoId} {cityId, stopped?, price?}: the stop list and city prices.
 * Registered inside adminRoutes, so both need a valid admin token and are never cached.
 */
export const staffMenuRoutes = (deps: StaffMenuRoutesDeps) => async (app: FastifyInstance) => {
  app.get<{ Querystring: { cityId: CityId } }>(
    '/api/admin/menu',
    { schema: { querystring: { type: 'object', required: ['cityId'], properties: { cityId: SHOP_CITY_ID } } } },
    async (request) => (await deps.listStaffMenu.execute({ cityId: request.query.cityId })).value,
  );

  app.patch<{ Params: { iikoId: string }; Body: StaffMenuProductChangeDto }>(
    '/api/admin/menu/products/:iikoId',
    {
      schema: {
        params: { type: 'object', required: ['iikoId'], properties: { iikoId: IIKO_ID } },
        body: {
          type: 'object',
          required: ['cityId'],
          properties: {
            cityId: SHOP_CITY_ID,
            stopped: { type: 'boolean' },
            price: { type: ['number', 'null'], exclusiveMinimum: 0, maximum: STAFF_MAX_PRICE },
          },
        },
      },
    },
    async (request, reply) => {
      const { cityId, stopped, price } = request.body;
      // requireAdmin (the admin scope's preHandler) ran: the admin is set.
      const by = request.admin;
      if (by === null) return sendApiError(reply, 401, 'unauthorized', 'Please sign in.');
      const result = await deps.changeStaffMenuProduct.execute({
        by,
        cityId,
        iikoId: request.params.iikoId,
        ...(stopped === undefined ? {} : { stopped }),
        ...(price === undefined ? {} : { price }),
      });
      if (result.ok) return result.value;
      const problem = result.details?.problem as StaffPriceProblem | undefined;
      const message =
        result.reason === 'invalid-price' && problem !== undefined
          ? PRICE_MESSAGES[problem]
          : REFUSALS[result.reason].message;
      return sendApiError(reply, REFUSALS[result.reason].status, result.reason, message);
    },
  );
};

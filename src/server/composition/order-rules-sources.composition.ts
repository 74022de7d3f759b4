import { CachedCatalogRead } from '../adapters/caching/cached-catalog-read.adapter';
import { CachedPaymentTypes } from '../adapters/caching/cached-payment-types.adapter';
import { CachedPickupPoints } from '../adapters/caching/cached-pickup-points.adapter';
import { CachedStopList } from '../adapters/caching/cached-stop-list.adapter';
import type { MonotonicMs } from '../adapters/caching/ttl-cache';
import type { Queryable } from '../adapters/database/database';
import { PgCatalogRead } from '../adapters/database/repositories/pg-catalog-read.repository';
import { PgPaymentTypeRepository } from '../adapters/database/repositories/pg-payment-type.repository';
import { PgPickupPointRepository } from '../adapters/database/repositories/pg-pickup-point.repository';
import { PgStopListRepository } from '../adapters/database/repositories/pg-stop-list.repository';
import type { CatalogReadPort } from '../application/ports/catalog-read.port';
import type { PaymentTypesPort } from '../application/ports/payment-types.port';
import type { PickupPointsPort } from '../application/ports/pickup-points.port';
import type { StopListPort } from '../application/ports/stop-list.port';

/*
 * How long the order pipeline trusts its copy of stops, payment types and pickup points. Every
 * order reads all three (three queries, about a third of an order's database work before this
 * cache); staff change them a few times a day. The promise to staff: a stop (or a switched-off
 * payment type) refuses orders within 2 s on every instance behind a load balancer, at once on the
 * instance whose admin edit calls invalidate(). Orders already past the check are not recalled.
 * The menu as orders read it (prices, product stops) is kept as long, with the same promise.
 */
export const ORDER_RULES_MAX_AGE_MS = 2_000;

/** The order pipeline's reads of what staff switch, with the hooks admin edits call. */
export interface OrderRulesSources {
  readonly stops: StopListPort;
  readonly paymentTypes: PaymentTypesPort;
  readonly pickupPoints: PickupPointsPort;
  /** Products, prices, product stops and modifiers, as orders and price checks read them. */
  readonly catalog: CatalogReadPort;
  /** After an edit of a city's stops, payment types or pickup points (all cities when none is named). */
  invalidate(cityId?: number): void;
  /** After an edit of a city's menu (all cities when none is named). Apart from invalidate(): each edit reloads only what it changed. */
  invalidateCatalog(cityId?: number): void;
}

export const createOrderRulesSources = (database: Queryable, now?: MonotonicMs): OrderRulesSources => {
  const stops = new CachedStopList(new PgStopListRepository(database), ORDER_RULES_MAX_AGE_MS, now);
  const paymentTypes = new CachedPaymentTypes(new PgPaymentTypeRepository(database), ORDER_RULES_MAX_AGE_MS, now);
  const pickupPoints = new CachedPickupPoints(new PgPickupPointRepository(database), ORDER_RULES_MAX_AGE_MS, now);
  const catalog = new CachedCatalogRead(new PgCatalogRead(database), ORDER_RULES_MAX_AGE_MS, now);
  return {
    stops,
    paymentTypes,
    pickupPoints,
    catalog,
    invalidate: (cityId) => {
      stops.invalidate(cityId);
      paymentTypes.invalidate(cityId);
      pickupPoints.invalidate(cityId);
    },
    invalidateCatalog: (cityId) => catalog.invalidate(cityId),
  };
};

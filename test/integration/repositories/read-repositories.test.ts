import { describe } from 'vitest';
import { CachedCatalogRead } from '../../../src/server/adapters/caching/cached-catalog-read.adapter';
import { PgCatalogRead } from '../../../src/server/adapters/database/repositories/pg-catalog-read.repository';
import { PgCouponRepository } from '../../../src/server/adapters/database/repositories/pg-coupon.repository';
import { PgPaymentTypeRepository } from '../../../src/server/adapters/database/repositories/pg-payment-type.repository';
import { PgPickupPointRepository } from '../../../src/server/adapters/database/repositories/pg-pickup-point.repository';
import { PgStopListRepository } from '../../../src/server/adapters/database/repositories/pg-stop-list.repository';
import { InMemoryCatalog } from '../../doubles/server/in-memory-catalog.adapter';
import { InMemoryCouponRepository } from '../../doubles/server/in-memory-coupon-repository.adapter';
import { InMemoryPaymentTypes } from '../../doubles/server/in-memory-payment-types.adapter';
import { InMemoryPickupPoints } from '../../doubles/server/in-memory-pickup-points.adapter';
import { InMemoryStopList } from '../../doubles/server/in-memory-stop-list.adapter';
import { databaseTargets } from '../support/database-targets';
import { catalogReadContract } from './catalog-read.contract';
import { cityCatalogContract } from './city-catalog.contract';
import { couponRepositoryContract } from './coupon-repository.contract';
import { paymentTypesContract } from './payment-types.contract';
import { pickupPointsContract } from './pickup-points.contract';
import { stopListContract } from './stop-list.contract';
import { useFixtureDatabase } from './support/pg-fixture-database';
import {
  catalogProductsOf,
  COUPONS,
  KYIV,
  LVIV,
  LVIV_DISABLED_DELIVERY_TYPES,
  LVIV_WORKING_HOURS,
  MODIFIERS,
  PAYMENT_TYPES,
  PICKUP_POINTS,
} from './support/repository-fixture';

describe('the in-memory read adapters (the reference)', () => {
  const catalog = new InMemoryCatalog({
    [LVIV]: { products: catalogProductsOf(LVIV), modifiers: MODIFIERS },
    [KYIV]: { products: catalogProductsOf(KYIV), modifiers: MODIFIERS },
  });
  describe('catalogue', () => catalogReadContract(() => catalog));
  describe('coupons', () => couponRepositoryContract(() => new InMemoryCouponRepository(COUPONS)));
  describe('stop list', () =>
    stopListContract(
      () =>
        new InMemoryStopList({
          [LVIV]: { workingHours: LVIV_WORKING_HOURS, disabledDeliveryTypes: LVIV_DISABLED_DELIVERY_TYPES },
        }),
    ));
  describe('payment types', () => paymentTypesContract(() => new InMemoryPaymentTypes(PAYMENT_TYPES)));
  describe('pickup points', () => pickupPointsContract(() => new InMemoryPickupPoints(PICKUP_POINTS)));
});

describe.each(databaseTargets())('the PostgreSQL read adapters on $name PostgreSQL', (target) => {
  const database = useFixtureDatabase(target);
  describe('catalogue', () => catalogReadContract(() => new PgCatalogRead(database())));
  describe("a city's whole catalogue", () => cityCatalogContract(() => new PgCatalogRead(database())));
  describe('catalogue, cached in memory', () => {
    // One instance for the whole block, kept for longer than it runs: the answers after the first
    // come from memory, shared between callers, which is what the contract must hold for.
    let cached: CachedCatalogRead | null = null;
    catalogReadContract(() => (cached ??= new CachedCatalogRead(new PgCatalogRead(database()), 10 * 60_000)));
  });
  describe('coupons', () => couponRepositoryContract(() => new PgCouponRepository(database())));
  describe('stop list', () => stopListContract(() => new PgStopListRepository(database())));
  describe('payment types', () => paymentTypesContract(() => new PgPaymentTypeRepository(database())));
  describe('pickup points', () => pickupPointsContract(() => new PgPickupPointRepository(database())));
});

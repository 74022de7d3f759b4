import type { Database } from '../adapters/database/database';
import { PgAdminAddressBook } from '../adapters/database/repositories/pg-admin-address-book.repository';
import { PgAdminPaymentMethods } from '../adapters/database/repositories/pg-admin-payment-methods.repository';
import { PgAdminPickupPoints } from '../adapters/database/repositories/pg-admin-pickup-points.repository';
import { PgAdminZones } from '../adapters/database/repositories/pg-admin-zones.repository';
import { GeoFileReader } from '../adapters/geo-files/geo-file-reader.adapter';
import { AddressCheckUseCase } from '../application/delivery/address-check.use-case';
import { StaffLocalitiesUseCase } from '../application/delivery/staff-localities.use-case';
import { StaffPaymentMethodsUseCase } from '../application/delivery/staff-payment-methods.use-case';
import { StaffPickupPointsUseCase } from '../application/delivery/staff-pickup-points.use-case';
import { StaffStreetsUseCase } from '../application/delivery/staff-streets.use-case';
import { ZoneImportUseCase } from '../application/delivery/zone-import.use-case';
import type { ClockPort } from '../application/ports/clock.port';
import type { LoggerPort } from '../application/ports/logger.port';
import type { AdminDeliveryRoutesDeps } from '../http/routes/admin-delivery/admin-delivery.routes';
import type { CatalogueInvalidation } from './catalogue.composition';
import { createZoneLookup } from './zone-lookup.composition';

/**
 * The admin Delivery section on PostgreSQL. Its edits reach customers through the catalogue's
 * invalidation: pickup points and payment methods are order rules, localities, streets and zones
 * are addresses (the zone lookup shares the catalogue's cached sources, so it sees them at once).
 */
export const composeAdminDelivery = (deps: {
  readonly database: Database;
  readonly clock: ClockPort;
  readonly invalidate: CatalogueInvalidation;
  readonly googleApiKey: string | null;
  readonly logger: LoggerPort;
}): AdminDeliveryRoutesDeps => {
  const { database, clock, invalidate } = deps;
  const addresses = new PgAdminAddressBook(database);
  const reader = new GeoFileReader();
  const addressesChanged = (cityId: 1 | 2) => invalidate.addresses(cityId);
  const orderRulesChanged = (cityId: 1 | 2) => invalidate.orderRules(cityId);
  const zoneLookup = createZoneLookup({ database, config: { googleApiKey: deps.googleApiKey }, logger: deps.logger });
  return {
    pickupPoints: new StaffPickupPointsUseCase({
      points: new PgAdminPickupPoints(database),
      clock,
      pointsChanged: orderRulesChanged,
    }),
    paymentMethods: new StaffPaymentMethodsUseCase({
      methods: new PgAdminPaymentMethods(database),
      clock,
      methodsChanged: orderRulesChanged,
    }),
    zones: new ZoneImportUseCase({ zones: new PgAdminZones(database), reader, clock, zonesChanged: addressesChanged }),
    addressCheck: new AddressCheckUseCase({ addresses, zones: zoneLookup }),
    localities: new StaffLocalitiesUseCase({ addresses, clock, addressesChanged }),
    streets: new StaffStreetsUseCase({ addresses, reader, clock, addressesChanged }),
  };
};

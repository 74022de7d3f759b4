import type { FastifyInstance } from 'fastify';
import type { AddressCheckUseCase } from '../../../application/delivery/address-check.use-case';
import type { StaffLocalitiesUseCase } from '../../../application/delivery/staff-localities.use-case';
import type { StaffPaymentMethodsUseCase } from '../../../application/delivery/staff-payment-methods.use-case';
import type { StaffPickupPointsUseCase } from '../../../application/delivery/staff-pickup-points.use-case';
import type { StaffStreetsUseCase } from '../../../application/delivery/staff-streets.use-case';
import type { ZoneImportUseCase } from '../../../application/delivery/zone-import.use-case';
import { deliveryAddressesRoutes } from './delivery-addresses.routes';
import { deliveryPaymentMethodsRoutes } from './delivery-payment-methods.routes';
import { deliveryPickupPointsRoutes } from './delivery-pickup-points.routes';
import { deliveryZonesRoutes } from './delivery-zones.routes';

export interface AdminDeliveryRoutesDeps {
  readonly pickupPoints: StaffPickupPointsUseCase;
  readonly paymentMethods: StaffPaymentMethodsUseCase;
  readonly zones: ZoneImportUseCase;
  readonly addressCheck: AddressCheckUseCase;
  readonly localities: StaffLocalitiesUseCase;
  readonly streets: StaffStreetsUseCase;
}

/** The admin Delivery section under /api/admin/delivery/; registered inside adminRoutes (admin token, no-store). */
export const adminDeliveryRoutes = (deps: AdminDeliveryRoutesDeps) => async (app: FastifyInstance) => {
  await app.register(deliveryPickupPointsRoutes(deps.pickupPoints));
  await app.register(deliveryPaymentMethodsRoutes(deps.paymentMethods));
  await app.register(deliveryZonesRoutes({ zones: deps.zones, addressCheck: deps.addressCheck }));
  await app.register(deliveryAddressesRoutes({ localities: deps.localities, streets: deps.streets }));
};

import type { Container } from 'inversify';
import { DeliveryAddressBookViewModel } from '../view-models/delivery/delivery-address-book.view-model';
import { DeliveryAddressCheckViewModel } from '../view-models/delivery/delivery-address-check.view-model';
import { DeliveryPaymentMethodsViewModel } from '../view-models/delivery/delivery-payment-methods.view-model';
import { DeliveryPickupPointsViewModel } from '../view-models/delivery/delivery-pickup-points.view-model';
import { DeliverySectionViewModel } from '../view-models/delivery/delivery-section.view-model';
import { DeliveryZonesViewModel } from '../view-models/delivery/delivery-zones.view-model';
import { TOKENS } from './tokens';

/**
 * The admin Delivery section's view-models, fresh on each visit like the other admin screens'. Its
 * API and its own zone map (apart from the checkout's) come with the adapter set.
 */
export const bindAdminDelivery = (container: Container): void => {
  container.bind(TOKENS.DeliveryPickupPointsViewModel).to(DeliveryPickupPointsViewModel).inTransientScope();
  container.bind(TOKENS.DeliveryPaymentMethodsViewModel).to(DeliveryPaymentMethodsViewModel).inTransientScope();
  container.bind(TOKENS.DeliveryZonesViewModel).to(DeliveryZonesViewModel).inTransientScope();
  container.bind(TOKENS.DeliveryAddressCheckViewModel).to(DeliveryAddressCheckViewModel).inTransientScope();
  container.bind(TOKENS.DeliveryAddressBookViewModel).to(DeliveryAddressBookViewModel).inTransientScope();
  container.bind(TOKENS.DeliverySectionViewModel).to(DeliverySectionViewModel).inTransientScope();
};

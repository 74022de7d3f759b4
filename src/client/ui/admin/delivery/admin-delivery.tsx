import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { TOKENS } from '../../../di/tokens';
import type { DeliverySectionViewModel } from '../../../view-models/delivery/delivery-section.view-model';
import { useInjected } from '../../di/container-context';
import { AdminCityChips } from '../admin-city-chips';
import { Toolbar } from '../admin-orders.styles';
import { DeliveryAddressBook } from './delivery-address-book';
import { DeliveryAddressCheck } from './delivery-address-check';
import { DeliveryPaymentMethods } from './delivery-payment-methods';
import { DeliveryPickupPoints } from './delivery-pickup-points';
import { DeliveryZones } from './delivery-zones';

/** The Delivery section: one city at a time, its zones, address check, pickup points, payment methods and localities. */
export const AdminDelivery = observer(() => {
  const section = useInjected<DeliverySectionViewModel>(TOKENS.DeliverySectionViewModel);
  useEffect(() => section.open(), [section]);
  return (
    <>
      <Toolbar>
        <AdminCityChips texts="delivery" selected={section.cityId} onSelect={section.selectCity} />
      </Toolbar>
      <DeliveryZones vm={section.zones} />
      <DeliveryAddressCheck vm={section.addressCheck} />
      <DeliveryPickupPoints vm={section.pickupPoints} />
      <DeliveryPaymentMethods vm={section.paymentMethods} />
      <DeliveryAddressBook vm={section.addressBook} />
    </>
  );
});

import type { CityId } from '../../../../domain/city/city';
import type { DeliveryZone } from '../../../../domain/delivery-zone/delivery-zone.types';

/** A city's zone polygons. Answers the same array until the zones change. */
export interface DeliveryZonesReadPort {
  zonesOf(cityId: CityId): Promise<readonly DeliveryZone[]>;
}

import type { CityId } from '../../../../domain/city/city';
import type { DeliveryCityDto } from '../../../../domain/shop-api/ordering.contract';

export interface StreetEntry {
  readonly id: string;
  readonly name: string;
  readonly deliveryCityId: number;
}

/** The localities and streets of the order form's address fields. */
export interface AddressBookPort {
  /** In display order. */
  listDeliveryCities(cityId: CityId): Promise<readonly DeliveryCityDto[]>;
  /** Every street of the city, service entries included (the browser's street search hides them). */
  listStreets(cityId: CityId): Promise<readonly StreetEntry[]>;
}

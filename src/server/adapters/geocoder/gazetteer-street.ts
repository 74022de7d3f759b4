import type { CityId } from '../../../domain/city/city';
import type { StreetGeometry } from '../../../domain/delivery-zone/house-location.geometry';

/** A street of the built-in gazetteer; SeedStreet records fit it as they are. */
export interface GazetteerStreet extends StreetGeometry {
  readonly id: string;
  readonly cityId: CityId;
  readonly name: string;
}

/** Where the gazetteer's streets come from: the database in the shop, a list in tests and benchmarks. */
export interface GazetteerStreetSource {
  streetsOf(cityId: CityId): Promise<readonly GazetteerStreet[]>;
}

import type { CityId } from '../../../src/domain/city/city';
import type { GazetteerStreet, GazetteerStreetSource } from '../../../src/server/adapters/geocoder/gazetteer-street';

/** Streets held in memory (the seed's lists, test data), grouped by city once. */
export class InMemoryStreetSource implements GazetteerStreetSource {
  private readonly byCity = new Map<CityId, GazetteerStreet[]>();

  constructor(streets: readonly GazetteerStreet[]) {
    for (const street of streets) {
      const list = this.byCity.get(street.cityId) ?? [];
      list.push(street);
      this.byCity.set(street.cityId, list);
    }
  }

  async streetsOf(cityId: CityId): Promise<readonly GazetteerStreet[]> {
    return this.byCity.get(cityId) ?? [];
  }
}

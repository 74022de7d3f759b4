import type { CityId } from '../../../src/domain/city/city';
import type { DeliveryZone } from '../../../src/domain/delivery-zone/delivery-zone.types';
import type { DeliveryZoneSource } from '../../../src/server/adapters/zone-lookup/zone-lookup.contract';

/** Zones held in memory (the seed's SeedZone list fits as it is), grouped by city once. */
export class InMemoryZoneSource implements DeliveryZoneSource {
  private readonly byCity = new Map<CityId, DeliveryZone[]>();

  constructor(zones: readonly (DeliveryZone & { readonly cityId: CityId })[]) {
    for (const zone of zones) {
      const list = this.byCity.get(zone.cityId) ?? [];
      list.push(zone);
      this.byCity.set(zone.cityId, list);
    }
  }

  async zonesOf(cityId: CityId): Promise<readonly DeliveryZone[]> {
    return this.byCity.get(cityId) ?? [];
  }
}

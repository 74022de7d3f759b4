import { normalizeHouse } from '../../../src/domain/address/house.normalizer';
import { normalizeStreetText } from '../../../src/domain/address/street-text.normalizer';
import type { ZoneColor } from '../../../src/domain/delivery-zone/zone-color';
import type { ZoneLookupPort, ZoneLookupQuery } from '../../../src/server/application/ports/zone-lookup.port';

/**
 * A street's zone, or the zone of some of its houses. A street crossing two zones lists its
 * houses per zone; houses not listed fall back to the street-wide entry, if any. A street is named
 * by the gazetteer's id, by its name, or both (either matching is enough).
 */
export interface StreetZoneEntry {
  readonly cityId: number;
  readonly streetId?: string;
  readonly streetName?: string;
  readonly zone: ZoneColor;
  readonly houses?: readonly string[];
}

interface IndexedEntry {
  readonly cityId: number;
  readonly streetId: string | null;
  readonly streetName: string | null;
  readonly zone: ZoneColor;
  readonly houses: readonly string[] | null;
}

const houseKey = (house: string): string => normalizeHouse(house).toLowerCase();

/**
 * A zone table kept in memory: the stand-in for geocoding + polygons in demos and offline runs.
 * Street names compare the way the street search compares them (case, spaces, apostrophes).
 */
export class InMemoryZoneLookup implements ZoneLookupPort {
  private readonly entries: IndexedEntry[] = [];

  constructor(entries: readonly StreetZoneEntry[] = []) {
    for (const entry of entries) this.add(entry);
  }

  async findZone(query: ZoneLookupQuery): Promise<ZoneColor | null> {
    const id = query.street.id.trim();
    const name = normalizeStreetText(query.street.name);
    const onStreet = this.entries.filter(
      (entry) =>
        entry.cityId === query.cityId &&
        ((id !== '' && entry.streetId === id) || (name !== '' && entry.streetName === name)),
    );
    const house = houseKey(query.house);
    const byHouse = onStreet.find((entry) => entry.houses?.includes(house));
    return (byHouse ?? onStreet.find((entry) => entry.houses === null))?.zone ?? null;
  }

  add(entry: StreetZoneEntry): void {
    this.entries.push({
      cityId: entry.cityId,
      streetId: entry.streetId?.trim() || null,
      streetName: entry.streetName === undefined ? null : normalizeStreetText(entry.streetName) || null,
      zone: entry.zone,
      houses: entry.houses === undefined ? null : entry.houses.map(houseKey),
    });
  }
}

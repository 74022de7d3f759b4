import { normalizeStreetText } from '../../../domain/address/street-text.normalizer';
import { isHiddenStreet } from '../../../domain/address/street-visibility.rule';
import type { GazetteerStreet } from './gazetteer-street';

export interface GazetteerStreetIndex {
  readonly byId: ReadonlyMap<string, GazetteerStreet>;
  /** Normalized name → every street of that name (a city and its villages share names). */
  readonly byName: ReadonlyMap<string, readonly GazetteerStreet[]>;
}

/*
 * Every address typed triggers a lookup, so the index is built once per street list and
 * remembered. A WeakMap keeps that invisible: a source that returns a new list (streets edited)
 * gets a new index, and an unused list can be collected.
 */
const cache = new WeakMap<readonly GazetteerStreet[], GazetteerStreetIndex>();

/**
 * Service entries of the street feed ('інша вулиця', separators, the hidden id) carry a dummy line
 * in the city centre; geocoding them would promise the centre's zone to "some other street", so
 * they are left out of the index entirely.
 */
export const indexStreets = (streets: readonly GazetteerStreet[]): GazetteerStreetIndex => {
  const cached = cache.get(streets);
  if (cached) return cached;
  const byId = new Map<string, GazetteerStreet>();
  const byName = new Map<string, GazetteerStreet[]>();
  for (const street of streets) {
    if (isHiddenStreet(street)) continue;
    byId.set(street.id, street);
    const key = normalizeStreetText(street.name);
    byName.set(key, [...(byName.get(key) ?? []), street]);
  }
  const index = { byId, byName };
  cache.set(streets, index);
  return index;
};

import type { DeliveryZone } from './delivery-zone.types';
import type { LngLat } from './lng-lat';
import { pointInGeometry } from './point-in-polygon.geometry';
import { zoneRank } from './zone-color-word.rule';

const FASTEST_RANK = 0;

/**
 * The fastest zone that contains the point (green before red before blue), or null: out of zones.
 * Zones overlap in practice (a red ring drawn around the whole green area), so the first match in
 * list order would be wrong. Zones that cannot beat the best match so far are not tested at all,
 * and a green match ends the search. Generic so callers keep their own fields (id, city).
 */
export const findZone = <Z extends DeliveryZone>(point: LngLat, zones: readonly Z[]): Z | null => {
  let best: Z | null = null;
  let bestRank = Infinity;
  for (const zone of zones) {
    const rank = zoneRank(zone.color);
    // A colour outside the known three (bad stored data) ranks -1: never let it win.
    if (rank < 0 || rank >= bestRank) continue;
    if (!pointInGeometry(point, zone.geometry)) continue;
    best = zone;
    bestRank = rank;
    if (rank === FASTEST_RANK) break;
  }
  return best;
};

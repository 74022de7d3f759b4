import { unionBoundingBoxes } from '../../../domain/delivery-zone/bounding-box.geometry';
import type { LngLat } from '../../../domain/delivery-zone/lng-lat';
import { prepareGeometry } from '../../../domain/delivery-zone/prepared-geometry.geometry';
import type { MapZone } from '../../application/ports/map.port';

/** The middle of the zones' box: where to look when the city's own centre is not known yet. */
export const zonesCenter = (zones: readonly MapZone[]): LngLat | null => {
  const box = unionBoundingBoxes(zones.map((zone) => prepareGeometry(zone.geometry).box));
  if (!Number.isFinite(box.minLng) || !Number.isFinite(box.maxLat)) return null;
  return [(box.minLng + box.maxLng) / 2, (box.minLat + box.maxLat) / 2];
};

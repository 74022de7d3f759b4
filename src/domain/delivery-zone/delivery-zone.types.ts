import type { ZoneGeometry } from './prepared-geometry.geometry';
import type { ZoneColor } from './zone-color';

/** One delivery zone of a city as stored (GeoJSON, imported from KML). */
export interface DeliveryZone {
  readonly color: ZoneColor;
  readonly geometry: ZoneGeometry;
}

import type { LngLat } from '../../../domain/delivery-zone/lng-lat';
import type { ZoneGeometry } from '../../../domain/delivery-zone/prepared-geometry.geometry';
import type { ZoneColor } from '../../../domain/delivery-zone/zone-color';

/** The map opens at zoom 11 over the city. */
export const MAP_ZOOM = 11;

/** One delivery zone layer as the map draws it (a feature of GET /api/zones). */
export interface MapZone {
  readonly color: ZoneColor;
  readonly minutes: number;
  readonly geometry: ZoneGeometry;
}

/**
 * A map of the city's delivery zones with the customer's address marker. The view-model drives it;
 * whether Google draws it or the built-in schematic map does is the composition root's choice.
 * One port instance may be mounted into a fresh element each time the order form opens.
 */
export interface MapPort {
  /** Draws into the element; resolves once the map can show zones and a marker. */
  mount(element: HTMLElement): Promise<void>;
  /** Forgets the element (the sidebar closed); zones and marker are drawn again on the next mount. */
  unmount(): void;
  showZones(zones: readonly MapZone[]): void;
  setView(center: LngLat, zoom: number): void;
  /** null removes the marker. */
  setMarker(point: LngLat | null): void;
}

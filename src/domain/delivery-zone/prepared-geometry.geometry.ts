import type { MultiPolygon, Polygon, Position } from './geojson.types';
import { boundingBoxOfPositions, unionBoundingBoxes, type BoundingBox } from './bounding-box.geometry';

/** The shapes a delivery zone may have: KML imports give either one polygon or several. */
export type ZoneGeometry = Polygon | MultiPolygon;

export interface PreparedPolygon {
  /** Box of the outer ring: holes lie inside it, so it bounds the whole polygon. */
  readonly box: BoundingBox;
  /** Outer ring first, then holes, exactly as GeoJSON stores them. */
  readonly rings: readonly (readonly Position[])[];
}

export interface PreparedGeometry {
  readonly box: BoundingBox;
  readonly polygons: readonly PreparedPolygon[];
}

const preparePolygon = (rings: readonly (readonly Position[])[]): PreparedPolygon => ({
  box: boundingBoxOfPositions(rings[0] ?? []),
  rings,
});

/**
 * Zone lookup runs for every address typed, so boxes are computed once per geometry object and
 * remembered. A WeakMap keeps this invisible to callers (same inputs, same answers) and lets
 * unused geometries be collected. Geometries are treated as immutable values: a zone edited in
 * the admin area arrives as a new object and is prepared afresh.
 */
const cache = new WeakMap<ZoneGeometry, PreparedGeometry>();

export const prepareGeometry = (geometry: ZoneGeometry): PreparedGeometry => {
  const cached = cache.get(geometry);
  if (cached) return cached;
  const polygons =
    geometry.type === 'Polygon' ? [preparePolygon(geometry.coordinates)] : geometry.coordinates.map(preparePolygon);
  const prepared: PreparedGeometry = { box: unionBoundingBoxes(polygons.map((polygon) => polygon.box)), polygons };
  cache.set(geometry, prepared);
  return prepared;
};

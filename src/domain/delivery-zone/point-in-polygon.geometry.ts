import type { MultiPolygon, Polygon, Position } from './geojson.types';
import { boundingBoxContains } from './bounding-box.geometry';
import type { LngLat } from './lng-lat';
import { prepareGeometry, type ZoneGeometry } from './prepared-geometry.geometry';
import { BOUNDARY_TOLERANCE_DEG, locatePointInRing } from './ring-location.geometry';

/*
 * Boundary decision: a point ON an edge (within BOUNDARY_TOLERANCE_DEG) is INSIDE. Zones are closed
 * sets: a house on the street that draws a zone's border gets that zone's promise, and where a green
 * and a red zone share an edge the zone priority then gives the faster (green) promise. The same
 * rule holds for holes: a point on a hole's edge lies on the polygon's boundary, so it is inside;
 * only a point strictly inside a hole is outside.
 */

/** Exact test against one polygon's rings (outer ring, then holes); no bounding-box shortcut. */
export const pointInPolygonRings = (point: LngLat, rings: readonly (readonly Position[])[]): boolean => {
  const outer = rings[0];
  if (!outer) return false;
  const outerLocation = locatePointInRing(point, outer);
  if (outerLocation === 'outside') return false;
  if (outerLocation === 'boundary') return true;
  // Only the strict inside of a hole excludes: a point on a hole's edge stays in the polygon.
  for (let index = 1; index < rings.length; index += 1) {
    if (locatePointInRing(point, rings[index] as readonly Position[]) === 'inside') return false;
  }
  return true;
};

/** Polygon or MultiPolygon (a union of polygons), with a bounding-box precheck on each level. */
export const pointInGeometry = (point: LngLat, geometry: ZoneGeometry): boolean => {
  const prepared = prepareGeometry(geometry);
  if (!boundingBoxContains(prepared.box, point, BOUNDARY_TOLERANCE_DEG)) return false;
  return prepared.polygons.some(
    (polygon) =>
      boundingBoxContains(polygon.box, point, BOUNDARY_TOLERANCE_DEG) && pointInPolygonRings(point, polygon.rings),
  );
};

export const pointInPolygon = (point: LngLat, polygon: Polygon): boolean => pointInGeometry(point, polygon);

export const pointInMultiPolygon = (point: LngLat, multiPolygon: MultiPolygon): boolean =>
  pointInGeometry(point, multiPolygon);

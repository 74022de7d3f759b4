import type { Position } from './geojson.types';
import type { ZoneGeometry } from './prepared-geometry.geometry';

/** How many corner points one zone file may hold in all: a city's zones are drawn by hand. */
export const MAX_ZONE_POSITIONS = 200_000;

const isPosition = (value: unknown): value is Position =>
  Array.isArray(value) &&
  value.length >= 2 &&
  value.every((n) => typeof n === 'number' && Number.isFinite(n)) &&
  Math.abs(value[0] as number) <= 180 &&
  Math.abs(value[1] as number) <= 90;

/** What can be wrong with a feature's geometry. */
export type ZoneGeometryProblem =
  | 'bad-position'
  | 'too-few-corners'
  | 'no-rings'
  | 'no-geometry'
  | 'no-polygons'
  | 'nested-collection'
  | 'no-geometries'
  | 'not-a-polygon';

export interface GeometryProblem {
  readonly problem: ZoneGeometryProblem;
  /** The geometry type the file named, for 'not-a-polygon'. */
  readonly type?: string;
}

const geometryProblem = (problem: ZoneGeometryProblem): GeometryProblem => ({ problem });

export const isGeometryProblem = (value: unknown): value is GeometryProblem =>
  typeof value === 'object' && value !== null && 'problem' in value;

const samePosition = (a: Position, b: Position): boolean => a[0] === b[0] && a[1] === b[1];

/** A ring as stored: [lng, lat] pairs (altitude dropped), closed. */
const ringOf = (value: unknown): Position[] | GeometryProblem => {
  if (!Array.isArray(value) || !value.every(isPosition)) return geometryProblem('bad-position');
  const ring = value.map((position) => [position[0] as number, position[1] as number]);
  const first = ring[0];
  const last = ring[ring.length - 1];
  if (first !== undefined && last !== undefined && !samePosition(first, last)) ring.push([...first]);
  // A closed ring needs three distinct corners and the closing point.
  return ring.length < 4 ? geometryProblem('too-few-corners') : ring;
};

const polygonOf = (value: unknown): Position[][] | GeometryProblem => {
  if (!Array.isArray(value) || value.length === 0) return geometryProblem('no-rings');
  const rings: Position[][] = [];
  for (const candidate of value) {
    const ring = ringOf(candidate);
    if (isGeometryProblem(ring)) return ring;
    rings.push(ring);
  }
  return rings;
};

/**
 * A feature's geometry as a zone stores it (Polygon or MultiPolygon, holes kept, rings closed),
 * 'not-an-area' for points and lines, or what is wrong with it.
 */
export const zoneGeometryOf = (geometry: unknown, nested = false): ZoneGeometry | 'not-an-area' | GeometryProblem => {
  if (typeof geometry !== 'object' || geometry === null) return geometryProblem('no-geometry');
  const { type, coordinates } = geometry as { type?: unknown; coordinates?: unknown };
  if (type === 'Polygon') {
    const polygon = polygonOf(coordinates);
    return isGeometryProblem(polygon) ? polygon : { type: 'Polygon', coordinates: polygon };
  }
  if (type === 'MultiPolygon') {
    if (!Array.isArray(coordinates) || coordinates.length === 0) return geometryProblem('no-polygons');
    const polygons: Position[][][] = [];
    for (const candidate of coordinates) {
      const polygon = polygonOf(candidate);
      if (isGeometryProblem(polygon)) return polygon;
      polygons.push(polygon);
    }
    return { type: 'MultiPolygon', coordinates: polygons };
  }
  if (type === 'GeometryCollection') {
    // KML MultiGeometry arrives this way: only its areas count, merged into one MultiPolygon.
    // One level only (GeoJSON advises against nesting them), which also bounds the recursion.
    if (nested) return geometryProblem('nested-collection');
    const parts = (geometry as { geometries?: unknown }).geometries;
    if (!Array.isArray(parts)) return geometryProblem('no-geometries');
    const polygons: Position[][][] = [];
    for (const part of parts) {
      const area = zoneGeometryOf(part, true);
      if (area === 'not-an-area') continue;
      if (isGeometryProblem(area)) return area;
      polygons.push(...(area.type === 'Polygon' ? [area.coordinates] : area.coordinates));
    }
    if (polygons.length === 0) return 'not-an-area';
    return polygons.length === 1
      ? { type: 'Polygon', coordinates: polygons[0] as Position[][] }
      : { type: 'MultiPolygon', coordinates: polygons };
  }
  if (typeof type === 'string' && ['Point', 'MultiPoint', 'LineString', 'MultiLineString'].includes(type))
    return 'not-an-area';
  return { problem: 'not-a-polygon', type: typeof type === 'string' ? type : '' };
};

export const positionCountOf = (geometry: ZoneGeometry): number =>
  (geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates).reduce(
    (sum, polygon) => sum + polygon.reduce((inner, ring) => inner + ring.length, 0),
    0,
  );

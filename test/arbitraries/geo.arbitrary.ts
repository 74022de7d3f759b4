import fc from 'fast-check';
import type { MultiPolygon, Polygon, Position } from 'geojson';
import type { LngLat } from '../../src/domain/delivery-zone/lng-lat';

/*
 * Coordinates on a binary grid (multiples of 1/GRID) keep every sum, difference and product of the
 * point-in-polygon maths exact in doubles, so a property can state "exactly on the edge" or
 * "translation changes nothing" without float noise deciding the outcome.
 */
export const GRID = 8;

export const gridCoordinate = (min: number, max: number): fc.Arbitrary<number> =>
  fc.integer({ min: Math.ceil(min * GRID), max: Math.floor(max * GRID) }).map((n) => n / GRID);

export const gridPoint = (min = -20, max = 20): fc.Arbitrary<LngLat> =>
  fc.tuple(gridCoordinate(min, max), gridCoordinate(min, max)).map(([lng, lat]): LngLat => [lng, lat]);

export interface Rectangle {
  readonly minLng: number;
  readonly minLat: number;
  readonly maxLng: number;
  readonly maxLat: number;
}

/** A non-degenerate axis-aligned rectangle on the grid. */
export const rectangle = (min = -20, max = 20): fc.Arbitrary<Rectangle> =>
  fc
    .tuple(gridCoordinate(min, max), gridCoordinate(min, max), gridCoordinate(min, max), gridCoordinate(min, max))
    .filter(([a, b, c, d]) => a !== b && c !== d)
    .map(([a, b, c, d]) => ({
      minLng: Math.min(a, b),
      maxLng: Math.max(a, b),
      minLat: Math.min(c, d),
      maxLat: Math.max(c, d),
    }));

/** A closed ring around the rectangle, counter-clockwise (RFC 7946 outer ring order). */
export const rectangleRing = (r: Rectangle): Position[] => [
  [r.minLng, r.minLat],
  [r.maxLng, r.minLat],
  [r.maxLng, r.maxLat],
  [r.minLng, r.maxLat],
  [r.minLng, r.minLat],
];

export const rectanglePolygon = (r: Rectangle): Polygon => ({ type: 'Polygon', coordinates: [rectangleRing(r)] });

export const isInClosedRectangle = (r: Rectangle, [lng, lat]: LngLat): boolean =>
  lng >= r.minLng && lng <= r.maxLng && lat >= r.minLat && lat <= r.maxLat;

export const isInOpenRectangle = (r: Rectangle, [lng, lat]: LngLat): boolean =>
  lng > r.minLng && lng < r.maxLng && lat > r.minLat && lat < r.maxLat;

/**
 * A point near a rectangle: each coordinate is an edge value, strictly between the edges, or
 * anywhere, so edges and corners are hit far more often than uniform sampling would manage.
 */
export const pointNearRectangle = (r: Rectangle): fc.Arbitrary<LngLat> => {
  const axis = (min: number, max: number): fc.Arbitrary<number> =>
    fc.oneof(fc.constantFrom(min, max), gridCoordinate(min, max), gridCoordinate(min - 5, max + 5));
  return fc.tuple(axis(r.minLng, r.maxLng), axis(r.minLat, r.maxLat)).map(([lng, lat]): LngLat => [lng, lat]);
};

/** A rectangle with a hole strictly inside it (at least one grid step of frame on every side). */
export const rectangleWithHole: fc.Arbitrary<{ outer: Rectangle; hole: Rectangle }> = rectangle()
  .filter((r) => r.maxLng - r.minLng >= 3 / GRID && r.maxLat - r.minLat >= 3 / GRID)
  .chain((outer) => {
    const step = 1 / GRID;
    const lng = gridCoordinate(outer.minLng + step, outer.maxLng - step);
    const lat = gridCoordinate(outer.minLat + step, outer.maxLat - step);
    return fc
      .tuple(lng, lng, lat, lat)
      .filter(([a, b, c, d]) => a !== b && c !== d)
      .map(([a, b, c, d]) => ({
        outer,
        hole: { minLng: Math.min(a, b), maxLng: Math.max(a, b), minLat: Math.min(c, d), maxLat: Math.max(c, d) },
      }));
  });

/**
 * Any ring of 3 to 8 grid vertices, closed. It may cross itself: the crossing-number rule still
 * gives a well-defined answer, which is all the invariance properties need.
 */
export const gridRing = (min = -20, max = 20): fc.Arbitrary<Position[]> =>
  fc.array(gridPoint(min, max), { minLength: 3, maxLength: 8 }).map((points) => {
    const ring = points.map(([lng, lat]) => [lng, lat]);
    return [...ring, [...(ring[0] as Position)]];
  });

export const gridPolygon: fc.Arbitrary<Polygon> = fc
  .tuple(gridRing(), fc.array(gridRing(-10, 10), { maxLength: 2 }))
  .map(([outer, holes]) => ({ type: 'Polygon', coordinates: [outer, ...holes] }));

export const gridMultiPolygon: fc.Arbitrary<MultiPolygon> = fc
  .array(gridPolygon, { minLength: 1, maxLength: 3 })
  .map((polygons) => ({ type: 'MultiPolygon', coordinates: polygons.map((polygon) => polygon.coordinates) }));

/** A translation on the grid, large enough to move a polygon across the whole lng/lat range. */
export const gridTranslation: fc.Arbitrary<LngLat> = fc
  .tuple(gridCoordinate(-150, 150), gridCoordinate(-60, 60))
  .map(([lng, lat]): LngLat => [lng, lat]);

/**
 * A convex polygon: 3 to 12 distinct angles on a circle, in increasing order, so counter-clockwise.
 * Off-grid floats on purpose, to exercise the general case.
 */
export const convexPolygon: fc.Arbitrary<{ center: LngLat; vertices: LngLat[] }> = fc
  .record({
    lng: fc.double({ min: 22, max: 40, noNaN: true }),
    lat: fc.double({ min: 44, max: 52, noNaN: true }),
    radius: fc.double({ min: 0.001, max: 0.5, noNaN: true }),
    angles: fc.uniqueArray(fc.integer({ min: 0, max: 359 }), { minLength: 3, maxLength: 12 }),
  })
  .filter(({ angles }) => {
    // Every gap below 180° keeps the centre inside and the polygon non-degenerate.
    const sorted = [...angles].sort((a, b) => a - b);
    return sorted.every((angle, index) => (sorted[index + 1] ?? (sorted[0] as number) + 360) - angle < 180);
  })
  .map(({ lng, lat, radius, angles }) => ({
    center: [lng, lat] as LngLat,
    vertices: [...angles]
      .sort((a, b) => a - b)
      .map((deg): LngLat => [
        lng + radius * Math.cos((deg * Math.PI) / 180),
        lat + radius * Math.sin((deg * Math.PI) / 180),
      ]),
  }));

export const closedRing = (vertices: readonly LngLat[]): Position[] => {
  const ring = vertices.map(([lng, lat]) => [lng, lat]);
  return [...ring, [...(ring[0] as Position)]];
};

export const translateRing = (ring: readonly Position[], [dx, dy]: LngLat): Position[] =>
  ring.map(([lng, lat]) => [(lng as number) + dx, (lat as number) + dy]);

export const translatePolygon = (polygon: Polygon, offset: LngLat): Polygon => ({
  type: 'Polygon',
  coordinates: polygon.coordinates.map((ring) => translateRing(ring, offset)),
});

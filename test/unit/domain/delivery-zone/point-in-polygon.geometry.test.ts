import { describe, expect, it } from 'vitest';
import type { MultiPolygon, Polygon, Position } from 'geojson';
import {
  pointInGeometry,
  pointInMultiPolygon,
  pointInPolygon,
  pointInPolygonRings,
} from '../../../../src/domain/delivery-zone/point-in-polygon.geometry';
import { locatePointInRing } from '../../../../src/domain/delivery-zone/ring-location.geometry';

// A 10 × 10 square with a 4 × 4 hole in the middle, in lng/lat order.
const outer: Position[] = [
  [0, 0],
  [10, 0],
  [10, 10],
  [0, 10],
  [0, 0],
];
const hole: Position[] = [
  [3, 3],
  [3, 7],
  [7, 7],
  [7, 3],
  [3, 3],
];
const square: Polygon = { type: 'Polygon', coordinates: [outer] };
const squareWithHole: Polygon = { type: 'Polygon', coordinates: [outer, hole] };

// A "C" shape: the ray from a point in its mouth crosses the polygon twice.
const cShape: Polygon = {
  type: 'Polygon',
  coordinates: [
    [
      [0, 0],
      [6, 0],
      [6, 2],
      [2, 2],
      [2, 4],
      [6, 4],
      [6, 6],
      [0, 6],
      [0, 0],
    ],
  ],
};

describe('pointInPolygon', () => {
  it('finds a point inside and outside a simple polygon', () => {
    expect(pointInPolygon([5, 5], square)).toBe(true);
    expect(pointInPolygon([0.001, 9.999], square)).toBe(true);
    expect(pointInPolygon([11, 5], square)).toBe(false);
    expect(pointInPolygon([-1, 5], square)).toBe(false);
    expect(pointInPolygon([5, -0.001], square)).toBe(false);
    expect(pointInPolygon([5, 10.001], square)).toBe(false);
  });

  it('excludes a point strictly inside a hole', () => {
    expect(pointInPolygon([5, 5], squareWithHole)).toBe(false);
    expect(pointInPolygon([1, 1], squareWithHole)).toBe(true);
    expect(pointInPolygon([8, 5], squareWithHole)).toBe(true);
  });

  it('counts boundary points as inside, on the outer ring and on a hole', () => {
    expect(pointInPolygon([10, 5], square)).toBe(true);
    expect(pointInPolygon([5, 0], square)).toBe(true);
    expect(pointInPolygon([0, 0], square)).toBe(true);
    expect(pointInPolygon([10, 10], square)).toBe(true);
    expect(pointInPolygon([3, 5], squareWithHole)).toBe(true);
    expect(pointInPolygon([7, 7], squareWithHole)).toBe(true);
  });

  it('treats a point a hair off an edge (float noise) as on it, and a real gap as outside', () => {
    expect(pointInPolygon([10 + 1e-12, 5], square)).toBe(true);
    expect(pointInPolygon([10 + 1e-6, 5], square)).toBe(false);
  });

  it('handles a concave polygon: the mouth and the far side of the C are outside', () => {
    expect(pointInPolygon([1, 3], cShape)).toBe(true);
    expect(pointInPolygon([4, 3], cShape)).toBe(false);
    expect(pointInPolygon([4, 1], cShape)).toBe(true);
    expect(pointInPolygon([7, 3], cShape)).toBe(false);
    expect(pointInPolygon([-1, 3], cShape)).toBe(false);
  });

  it('counts a ray through a vertex once', () => {
    const diamond: Polygon = {
      type: 'Polygon',
      coordinates: [
        [
          [0, 5],
          [5, 0],
          [10, 5],
          [5, 10],
          [0, 5],
        ],
      ],
    };
    // y = 5 passes exactly through the vertices (0,5) and (10,5).
    expect(pointInPolygon([5, 5], diamond)).toBe(true);
    expect(pointInPolygon([-3, 5], diamond)).toBe(false);
    expect(pointInPolygon([12, 5], diamond)).toBe(false);
  });

  it('does not care about ring orientation or a missing closing vertex', () => {
    const clockwise: Polygon = { type: 'Polygon', coordinates: [[...outer].reverse(), [...hole].reverse()] };
    const unclosed: Polygon = { type: 'Polygon', coordinates: [outer.slice(0, -1)] };
    expect(pointInPolygon([1, 1], clockwise)).toBe(true);
    expect(pointInPolygon([5, 5], clockwise)).toBe(false);
    expect(pointInPolygon([5, 5], unclosed)).toBe(true);
    expect(pointInPolygon([11, 5], unclosed)).toBe(false);
  });

  it('works at real city coordinates (Lviv, lng first)', () => {
    const lvivCentre: Polygon = {
      type: 'Polygon',
      coordinates: [
        [
          [24.0, 49.82],
          [24.06, 49.82],
          [24.06, 49.86],
          [24.0, 49.86],
          [24.0, 49.82],
        ],
      ],
    };
    expect(pointInPolygon([24.0316, 49.8419], lvivCentre)).toBe(true);
    // The same point with lat/lng swapped is far away.
    expect(pointInPolygon([49.8419, 24.0316], lvivCentre)).toBe(false);
    // The antipode, the far side of the globe.
    expect(pointInPolygon([-155.9684, -49.8419], lvivCentre)).toBe(false);
  });

  it('answers outside for non-finite points and empty polygons', () => {
    expect(pointInPolygon([Number.NaN, 5], square)).toBe(false);
    expect(pointInPolygon([5, Number.POSITIVE_INFINITY], square)).toBe(false);
    expect(pointInPolygon([5, 5], { type: 'Polygon', coordinates: [] })).toBe(false);
    expect(pointInPolygon([5, 5], { type: 'Polygon', coordinates: [[]] })).toBe(false);
  });
});

describe('pointInMultiPolygon', () => {
  const twoIslands: MultiPolygon = {
    type: 'MultiPolygon',
    coordinates: [
      [outer, hole],
      [
        [
          [20, 20],
          [30, 20],
          [30, 30],
          [20, 30],
          [20, 20],
        ],
      ],
    ],
  };

  it('is the union of its polygons, holes included', () => {
    expect(pointInMultiPolygon([1, 1], twoIslands)).toBe(true);
    expect(pointInMultiPolygon([25, 25], twoIslands)).toBe(true);
    expect(pointInMultiPolygon([5, 5], twoIslands)).toBe(false);
    expect(pointInMultiPolygon([15, 15], twoIslands)).toBe(false);
    expect(pointInMultiPolygon([25, 5], twoIslands)).toBe(false);
  });

  it('finds a point in the hole of one polygon when another polygon fills that hole', () => {
    const island: MultiPolygon = {
      type: 'MultiPolygon',
      coordinates: [
        [outer, hole],
        [
          [
            [4, 4],
            [6, 4],
            [6, 6],
            [4, 6],
            [4, 4],
          ],
        ],
      ],
    };
    expect(pointInMultiPolygon([5, 5], island)).toBe(true);
    expect(pointInMultiPolygon([3.5, 3.5], island)).toBe(false);
  });

  it('is false for an empty multipolygon', () => {
    expect(pointInMultiPolygon([0, 0], { type: 'MultiPolygon', coordinates: [] })).toBe(false);
  });
});

describe('pointInGeometry', () => {
  it('gives the same answer on repeated calls with the same geometry (cached boxes)', () => {
    expect(pointInGeometry([5, 5], squareWithHole)).toBe(false);
    expect(pointInGeometry([5, 5], squareWithHole)).toBe(false);
    expect(pointInGeometry([1, 1], squareWithHole)).toBe(true);
  });

  it('agrees with the exact ring walk', () => {
    for (const point of [
      [1, 1],
      [5, 5],
      [3, 5],
      [11, 11],
    ] as const) {
      expect(pointInGeometry(point, squareWithHole)).toBe(pointInPolygonRings(point, squareWithHole.coordinates));
    }
  });
});

describe('locatePointInRing', () => {
  it('tells inside, outside and boundary apart', () => {
    expect(locatePointInRing([5, 5], outer)).toBe('inside');
    expect(locatePointInRing([15, 5], outer)).toBe('outside');
    expect(locatePointInRing([10, 3], outer)).toBe('boundary');
    expect(locatePointInRing([0, 10], outer)).toBe('boundary');
  });

  it('does not take a point on the extension of an edge for the boundary', () => {
    expect(locatePointInRing([12, 0], outer)).toBe('outside');
    expect(locatePointInRing([0, -2], outer)).toBe('outside');
  });
});

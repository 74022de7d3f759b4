import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Polygon } from 'geojson';
import type { DeliveryZone } from '../../src/domain/delivery-zone/delivery-zone.types';
import { findZone } from '../../src/domain/delivery-zone/find-zone.rule';
import type { LngLat } from '../../src/domain/delivery-zone/lng-lat';
import {
  pointInGeometry,
  pointInMultiPolygon,
  pointInPolygon,
  pointInPolygonRings,
} from '../../src/domain/delivery-zone/point-in-polygon.geometry';
import { ZONE_COLORS } from '../../src/domain/delivery-zone/zone-color';
import { zoneRank } from '../../src/domain/delivery-zone/zone-color-word.rule';
import {
  closedRing,
  convexPolygon,
  gridMultiPolygon,
  gridPoint,
  gridPolygon,
  gridTranslation,
  isInClosedRectangle,
  isInOpenRectangle,
  pointNearRectangle,
  rectangle,
  rectanglePolygon,
  rectangleRing,
  rectangleWithHole,
  translatePolygon,
} from '../arbitraries/geo.arbitrary';

const rectangleAndPoint = rectangle().chain((r) => fc.tuple(fc.constant(r), pointNearRectangle(r)));

describe('point in polygon: properties', () => {
  it('a rectangle polygon contains exactly the points of the closed rectangle', () => {
    fc.assert(
      fc.property(rectangleAndPoint, ([r, point]) => {
        expect(pointInPolygon(point, rectanglePolygon(r))).toBe(isInClosedRectangle(r, point));
      }),
    );
  });

  it('ring orientation does not matter', () => {
    fc.assert(
      fc.property(gridPolygon, gridPoint(), (polygon, point) => {
        const reversed: Polygon = {
          type: 'Polygon',
          coordinates: polygon.coordinates.map((ring) => [...ring].reverse()),
        };
        expect(pointInPolygon(point, reversed)).toBe(pointInPolygon(point, polygon));
      }),
    );
  });

  it('translating polygon and point together changes nothing', () => {
    fc.assert(
      fc.property(gridPolygon, gridPoint(), gridTranslation, (polygon, point, offset) => {
        const moved: LngLat = [point[0] + offset[0], point[1] + offset[1]];
        expect(pointInPolygon(moved, translatePolygon(polygon, offset))).toBe(pointInPolygon(point, polygon));
      }),
    );
  });

  it('a hole excludes exactly its interior; its edge still belongs to the polygon', () => {
    fc.assert(
      fc.property(
        rectangleWithHole.chain(({ outer, hole }) =>
          fc.tuple(
            fc.constant(outer),
            fc.constant(hole),
            fc.oneof(pointNearRectangle(hole), pointNearRectangle(outer)),
          ),
        ),
        ([outer, hole, point]) => {
          const polygon: Polygon = { type: 'Polygon', coordinates: [rectangleRing(outer), rectangleRing(hole)] };
          const expected = isInClosedRectangle(outer, point) && !isInOpenRectangle(hole, point);
          expect(pointInPolygon(point, polygon)).toBe(expected);
        },
      ),
    );
  });

  it('a convex polygon contains a point iff the point is left of (or on) every edge', () => {
    fc.assert(
      fc.property(
        convexPolygon.chain(({ center, vertices }) =>
          fc.tuple(
            fc.constant(vertices),
            fc
              .tuple(fc.double({ min: -0.6, max: 0.6, noNaN: true }), fc.double({ min: -0.6, max: 0.6, noNaN: true }))
              .map(([dx, dy]): LngLat => [center[0] + dx, center[1] + dy]),
          ),
        ),
        ([vertices, point]) => {
          const distances = vertices.map((a, index) => {
            const b = vertices[(index + 1) % vertices.length] as LngLat;
            const cross = (b[0] - a[0]) * (point[1] - a[1]) - (b[1] - a[1]) * (point[0] - a[0]);
            return cross / Math.hypot(b[0] - a[0], b[1] - a[1]);
          });
          // Points within float noise of an edge line are the boundary rule's business, not this one's.
          fc.pre(distances.every((distance) => Math.abs(distance) > 1e-7));
          const polygon: Polygon = { type: 'Polygon', coordinates: [closedRing(vertices)] };
          expect(pointInPolygon(point, polygon)).toBe(distances.every((distance) => distance > 0));
        },
      ),
    );
  });

  it('a multipolygon is the union of its polygons', () => {
    fc.assert(
      fc.property(gridMultiPolygon, gridPoint(), (multiPolygon, point) => {
        const anyPart = multiPolygon.coordinates.some((rings) => pointInPolygonRings(point, rings));
        expect(pointInMultiPolygon(point, multiPolygon)).toBe(anyPart);
      }),
    );
  });

  it('the bounding-box precheck never changes the answer', () => {
    fc.assert(
      fc.property(gridPolygon, gridPoint(-30, 30), (polygon, point) => {
        expect(pointInGeometry(point, polygon)).toBe(pointInPolygonRings(point, polygon.coordinates));
      }),
    );
  });
});

describe('find zone: properties', () => {
  const zone: fc.Arbitrary<DeliveryZone> = fc.record({
    color: fc.constantFrom(...ZONE_COLORS),
    geometry: fc.oneof(gridPolygon, gridMultiPolygon),
  });

  it('answers a containing zone of the fastest colour, or null when none contains the point', () => {
    fc.assert(
      fc.property(fc.array(zone, { maxLength: 6 }), gridPoint(), (zones, point) => {
        const containing = zones.filter((candidate) => pointInGeometry(point, candidate.geometry));
        const found = findZone(point, zones);
        if (containing.length === 0) {
          expect(found).toBeNull();
          return;
        }
        expect(found).not.toBeNull();
        expect(containing).toContain(found);
        const bestRank = Math.min(...containing.map((candidate) => zoneRank(candidate.color)));
        expect(zoneRank((found as DeliveryZone).color)).toBe(bestRank);
      }),
    );
  });

  it('the answer’s colour does not depend on the order of the zones', () => {
    fc.assert(
      fc.property(fc.array(zone, { maxLength: 6 }), gridPoint(), fc.nat(), (zones, point, seed) => {
        const rotated = zones.map((_, index) => zones[(index + seed) % zones.length] as DeliveryZone);
        expect(findZone(point, rotated)?.color ?? null).toBe(findZone(point, zones)?.color ?? null);
      }),
    );
  });
});

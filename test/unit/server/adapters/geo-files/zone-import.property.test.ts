import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findZone } from '../../../../../src/domain/delivery-zone/find-zone.rule';
import type { LngLat } from '../../../../../src/domain/delivery-zone/lng-lat';
import { ZONE_COLORS, ZONE_MINUTES, type ZoneColor } from '../../../../../src/domain/delivery-zone/zone-color';
import { readZoneFile } from '../../../../../src/domain/delivery-zone/zone-file.rule';
import { GeoFileReader } from '../../../../../src/server/adapters/geo-files/geo-file-reader.adapter';

const CELL = 0.01;
const ORIGIN: LngLat = [30.4, 50.4];

/** One area of a generated file: the grid cells its polygons take, and whether the first has a hole. */
interface GeneratedZone {
  readonly cells: readonly number[];
  readonly color: ZoneColor;
  readonly byMinutes: boolean;
  readonly hole: boolean;
  readonly jitter: readonly number[];
}

const cellOrigin = (cell: number): LngLat => [ORIGIN[0] + (cell % 8) * CELL, ORIGIN[1] + Math.floor(cell / 8) * CELL];
const centreOf = (cell: number): LngLat => [cellOrigin(cell)[0] + CELL / 2, cellOrigin(cell)[1] + CELL / 2];

/** A quadrilateral inside its cell, each corner moved within its own quarter, so the centre stays inside. */
const ringOf = (cell: number, jitter: readonly number[]): number[][] => {
  const [x, y] = cellOrigin(cell);
  const q = CELL / 4;
  const j = (at: number) => (jitter[at % jitter.length] ?? 0) * q;
  const ring = [
    [x + j(0), y + j(1)],
    [x + CELL - j(2), y + j(3)],
    [x + CELL - j(4), y + CELL - j(5)],
    [x + j(6), y + CELL - j(7)],
  ];
  return [...ring, ring[0] as number[]];
};

/** A hole in the cell's lower-left quarter: away from the centre, where the check looks. */
const holeOf = (cell: number): number[][] => {
  const [x, y] = cellOrigin(cell);
  const a = CELL * 0.3;
  const b = CELL * 0.4;
  return [
    [x + a, y + a],
    [x + a, y + b],
    [x + b, y + b],
    [x + b, y + a],
    [x + a, y + a],
  ];
};

const polygonsOf = (zone: GeneratedZone): number[][][][] =>
  zone.cells.map((cell, index) =>
    index === 0 && zone.hole ? [ringOf(cell, zone.jitter), holeOf(cell)] : [ringOf(cell, zone.jitter)],
  );

const geoJsonOf = (zones: readonly GeneratedZone[]): string =>
  JSON.stringify({
    type: 'FeatureCollection',
    features: zones.map((zone, index) => {
      const polygons = polygonsOf(zone);
      return {
        type: 'Feature',
        properties: {
          name: `Зона ${index + 1}`,
          ...(zone.byMinutes ? { minutes: ZONE_MINUTES[zone.color] } : { color: zone.color }),
        },
        geometry:
          polygons.length === 1
            ? { type: 'Polygon', coordinates: polygons[0] }
            : { type: 'MultiPolygon', coordinates: polygons },
      };
    }),
  });

const KML_STYLE: Record<ZoneColor, string> = { green: '9900ff00', red: '990000ff', blue: '99ff0000' };
const kmlOf = (zones: readonly GeneratedZone[]): string => {
  const ring = (points: number[][]) =>
    `<LinearRing><coordinates>${points.map(([x, y]) => `${x},${y}`).join(' ')}</coordinates></LinearRing>`;
  const polygon = (rings: number[][][]) =>
    `<Polygon><outerBoundaryIs>${ring(rings[0] as number[][])}</outerBoundaryIs>${rings
      .slice(1)
      .map((hole) => `<innerBoundaryIs>${ring(hole)}</innerBoundaryIs>`)
      .join('')}</Polygon>`;
  const placemarks = zones.map((zone, index) => {
    const polygons = polygonsOf(zone);
    const geometry =
      polygons.length === 1
        ? polygon(polygons[0] as number[][][])
        : `<MultiGeometry>${polygons.map(polygon).join('')}</MultiGeometry>`;
    return `<Placemark><name>Зона ${index + 1}</name><styleUrl>#${zone.color}</styleUrl>${geometry}</Placemark>`;
  });
  const styles = ZONE_COLORS.map(
    (color) => `<Style id="${color}"><PolyStyle><color>${KML_STYLE[color]}</color></PolyStyle></Style>`,
  ).join('');
  return `<?xml version="1.0"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document>${styles}${placemarks.join('')}</Document></kml>`;
};

/** Zones on distinct cells of an 8 × 8 grid: they never overlap, so each point has one right answer. */
const zonesArbitrary = fc
  .uniqueArray(fc.integer({ min: 0, max: 63 }), { minLength: 1, maxLength: 24 })
  .chain((cells) =>
    fc.tuple(
      fc.constant(cells),
      fc.array(fc.integer({ min: 1, max: 3 }), { minLength: cells.length, maxLength: cells.length }),
      fc.array(
        fc.record({
          color: fc.constantFrom(...ZONE_COLORS),
          byMinutes: fc.boolean(),
          hole: fc.boolean(),
          jitter: fc.array(fc.double({ min: 0, max: 0.95, noNaN: true }), { minLength: 8, maxLength: 8 }),
        }),
        { minLength: cells.length, maxLength: cells.length },
      ),
    ),
  )
  .map(([cells, sizes, looks]) => {
    const zones: GeneratedZone[] = [];
    let at = 0;
    for (const [index, look] of looks.entries()) {
      if (at >= cells.length) break;
      const size = sizes[index] ?? 1;
      zones.push({ ...look, cells: cells.slice(at, at + size) });
      at += size;
    }
    return zones;
  });

describe('a zone file after import', () => {
  const reader = new GeoFileReader();

  it.each([
    ['GeoJSON', 'geojson', geoJsonOf],
    ['KML', 'kml', kmlOf],
  ] as const)(
    '%s: every polygon is found again by a point inside it, with the zone of its feature; a hole is not',
    (_name, format, write) => {
      fc.assert(
        fc.property(zonesArbitrary, (generated) => {
          const read = reader.read(format, write(generated));
          if (!read.ok) throw new Error(read.problem);
          const reading = readZoneFile(read.value);
          if (reading === 'not-a-feature-collection') throw new Error(reading);
          expect(reading.errors).toEqual([]);
          expect(reading.zones).toHaveLength(generated.length);
          generated.forEach((zone, index) => {
            for (const cell of zone.cells) {
              expect(findZone(centreOf(cell), reading.zones)).toBe(reading.zones[index]);
              expect(reading.zones[index]?.color).toBe(zone.color);
            }
            if (zone.hole) {
              const [x, y] = cellOrigin(zone.cells[0] as number);
              expect(findZone([x + CELL * 0.35, y + CELL * 0.35], reading.zones)).toBeNull();
            }
          });
        }),
        { numRuns: 60 },
      );
    },
  );
});

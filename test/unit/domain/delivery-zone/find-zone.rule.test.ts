import { describe, expect, it } from 'vitest';
import type { Polygon } from 'geojson';
import type { DeliveryZone } from '../../../../src/domain/delivery-zone/delivery-zone.types';
import { findZone } from '../../../../src/domain/delivery-zone/find-zone.rule';
import type { ZoneColor } from '../../../../src/domain/delivery-zone/zone-color';

const square = (minLng: number, minLat: number, maxLng: number, maxLat: number): Polygon => ({
  type: 'Polygon',
  coordinates: [
    [
      [minLng, minLat],
      [maxLng, minLat],
      [maxLng, maxLat],
      [minLng, maxLat],
      [minLng, minLat],
    ],
  ],
});

interface NamedZone extends DeliveryZone {
  readonly id: string;
}

const zone = (id: string, color: ZoneColor, geometry: Polygon): NamedZone => ({ id, color, geometry });

// Nested rings as a city draws them: green centre, red around it, blue around both.
const green = zone('g', 'green', square(-1, -1, 1, 1));
const red = zone('r', 'red', square(-2, -2, 2, 2));
const blue = zone('b', 'blue', square(-3, -3, 3, 3));

describe('findZone', () => {
  it('picks the fastest zone that contains the point, whatever the list order', () => {
    for (const zones of [
      [blue, red, green],
      [green, red, blue],
      [red, blue, green],
    ]) {
      expect(findZone([0, 0], zones)).toBe(green);
      expect(findZone([1.5, 0], zones)).toBe(red);
      expect(findZone([2.5, -2.5], zones)).toBe(blue);
    }
  });

  it('answers null out of every zone', () => {
    expect(findZone([4, 0], [green, red, blue])).toBeNull();
    expect(findZone([0, 0], [])).toBeNull();
  });

  it('gives the faster zone on a shared border', () => {
    const west = zone('w', 'red', square(0, 0, 1, 1));
    const east = zone('e', 'green', square(1, 0, 2, 1));
    expect(findZone([1, 0.5], [west, east])).toBe(east);
  });

  it('keeps the caller’s own fields on the answer', () => {
    expect(findZone([0, 0], [red, green])?.id).toBe('g');
  });

  it('picks the first of two zones of the same colour', () => {
    const a = zone('a', 'red', square(0, 0, 2, 2));
    const b = zone('b', 'red', square(1, 1, 3, 3));
    expect(findZone([1.5, 1.5], [a, b])).toBe(a);
    expect(findZone([1.5, 1.5], [b, a])).toBe(b);
  });

  it('never lets a zone with an unknown colour (bad stored data) win', () => {
    const broken = { id: 'x', color: 'purple' as ZoneColor, geometry: square(-5, -5, 5, 5) };
    expect(findZone([0, 0], [broken, red])).toBe(red);
    expect(findZone([4, 4], [broken])).toBeNull();
  });
});

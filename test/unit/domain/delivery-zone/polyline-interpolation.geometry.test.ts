import { describe, expect, it } from 'vitest';
import {
  equirectangularDistanceMetres,
  equirectangularLengthDeg,
} from '../../../../src/domain/delivery-zone/equirectangular.geometry';
import type { LngLat } from '../../../../src/domain/delivery-zone/lng-lat';
import { interpolateAlongPolyline } from '../../../../src/domain/delivery-zone/polyline-interpolation.geometry';

const haversineMetres = (a: LngLat, b: LngLat): number => {
  const rad = Math.PI / 180;
  const dLat = (b[1] - a[1]) * rad;
  const dLng = (b[0] - a[0]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[1] * rad) * Math.cos(b[1] * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.sqrt(h));
};

describe('equirectangular distance', () => {
  it('matches the great-circle distance over a street in Lviv to well under a metre', () => {
    const rynok: LngLat = [24.0316, 49.8419];
    const opera: LngLat = [24.0262, 49.8441];
    const approx = equirectangularDistanceMetres(rynok, opera);
    expect(approx).toBeGreaterThan(400);
    expect(approx).toBeLessThan(500);
    expect(Math.abs(approx - haversineMetres(rynok, opera))).toBeLessThan(0.5);
  });

  it('shrinks a degree of longitude by cos(latitude)', () => {
    expect(equirectangularLengthDeg([0, 60], [1, 60])).toBeCloseTo(0.5, 10);
    expect(equirectangularLengthDeg([0, 0], [0, 1])).toBe(1);
  });
});

describe('interpolateAlongPolyline', () => {
  const line: LngLat[] = [
    [0, 0],
    [0, 1],
    [0, 3],
  ];

  it('returns the ends at 0 and 1', () => {
    expect(interpolateAlongPolyline(line, 0)).toEqual([0, 0]);
    expect(interpolateAlongPolyline(line, 1)).toEqual([0, 3]);
  });

  it('measures by length, not by vertex count', () => {
    const quarter = interpolateAlongPolyline(line, 0.25);
    expect(quarter?.[0]).toBe(0);
    expect(quarter?.[1]).toBeCloseTo(0.75, 12);
    const half = interpolateAlongPolyline(line, 0.5);
    expect(half?.[1]).toBeCloseTo(1.5, 12);
  });

  it('weighs longitude by cos(latitude)', () => {
    // At 60° the 2° of longitude eastwards are as long as the 1° of latitude northwards.
    const bent: LngLat[] = [
      [0, 60],
      [2, 60],
      [2, 61],
    ];
    const middle = interpolateAlongPolyline(bent, 0.5);
    expect(middle?.[0]).toBeCloseTo(2, 2);
    expect(middle?.[1]).toBeCloseTo(60, 2);
  });

  it('clamps t outside [0, 1] and reads NaN as 0', () => {
    expect(interpolateAlongPolyline(line, -3)).toEqual([0, 0]);
    expect(interpolateAlongPolyline(line, 7)).toEqual([0, 3]);
    expect(interpolateAlongPolyline(line, Number.NaN)).toEqual([0, 0]);
  });

  it('handles degenerate lines', () => {
    expect(interpolateAlongPolyline([], 0.5)).toBeNull();
    expect(interpolateAlongPolyline([[24, 49]], 0.5)).toEqual([24, 49]);
    expect(
      interpolateAlongPolyline(
        [
          [24, 49],
          [24, 49],
        ],
        0.5,
      ),
    ).toEqual([24, 49]);
  });

  it('skips repeated vertices', () => {
    const withRepeat: LngLat[] = [
      [0, 0],
      [0, 0],
      [0, 2],
    ];
    expect(interpolateAlongPolyline(withRepeat, 0.5)?.[1]).toBeCloseTo(1, 12);
  });
});

import { describe, expect, it } from 'vitest';
import {
  houseFraction,
  locateHouse,
  type StreetGeometry,
} from '../../../../src/domain/delivery-zone/house-location.geometry';
import { parseHouseNumber } from '../../../../src/domain/delivery-zone/house-number.parser';

describe('parseHouseNumber', () => {
  it('reads the leading number of the usual house forms', () => {
    expect(parseHouseNumber('28')).toBe(28);
    expect(parseHouseNumber('28А')).toBe(28);
    expect(parseHouseNumber('28а')).toBe(28);
    expect(parseHouseNumber('12/2')).toBe(12);
    expect(parseHouseNumber('5-7')).toBe(5);
    expect(parseHouseNumber('  40 ')).toBe(40);
    expect(parseHouseNumber('0')).toBe(0);
  });

  it('skips a prefix before the number', () => {
    expect(parseHouseNumber('№ 28')).toBe(28);
    expect(parseHouseNumber('буд. 3')).toBe(3);
  });

  it('answers null without digits', () => {
    expect(parseHouseNumber('')).toBeNull();
    expect(parseHouseNumber('А')).toBeNull();
    expect(parseHouseNumber('99999999999999999999')).toBeNull();
  });
});

describe('houseFraction', () => {
  it('places the house linearly between the ends and clamps', () => {
    const street = { firstHouse: 1, lastHouse: 101 };
    expect(houseFraction(street, 1)).toBe(0);
    expect(houseFraction(street, 51)).toBe(0.5);
    expect(houseFraction(street, 101)).toBe(1);
    expect(houseFraction(street, 500)).toBe(1);
    expect(houseFraction(street, 0)).toBe(0);
  });

  it('works for streets numbered the other way and single-house streets', () => {
    expect(houseFraction({ firstHouse: 100, lastHouse: 0 }, 25)).toBe(0.75);
    expect(houseFraction({ firstHouse: 7, lastHouse: 7 }, 7)).toBe(0);
  });
});

describe('locateHouse', () => {
  const street: StreetGeometry = {
    firstHouse: 2,
    lastHouse: 42,
    line: [
      [24.0, 49.8],
      [24.0, 49.9],
    ],
  };

  it('interpolates the house number along the street', () => {
    const point = locateHouse(street, '22');
    expect(point?.[0]).toBe(24.0);
    expect(point?.[1]).toBeCloseTo(49.85, 10);
  });

  it('uses the leading number of composite houses', () => {
    expect(locateHouse(street, '22А')).toEqual(locateHouse(street, '22'));
    expect(locateHouse(street, '22/1')).toEqual(locateHouse(street, '22'));
    expect(locateHouse(street, '22-24')).toEqual(locateHouse(street, '22'));
  });

  it('clamps houses beyond the street to its ends', () => {
    expect(locateHouse(street, '0')).toEqual([24.0, 49.8]);
    expect(locateHouse(street, '300')).toEqual([24.0, 49.9]);
  });

  it('falls back to the middle of the street without a number, and to null without a line', () => {
    expect(locateHouse(street, 'корпус')?.[1]).toBeCloseTo(49.85, 10);
    expect(locateHouse({ ...street, line: [] }, '22')).toBeNull();
  });
});

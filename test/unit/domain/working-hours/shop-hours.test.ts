import { describe, expect, it } from 'vitest';
import {
  areDeliveryAndPickupAvailableAt,
  isAlcoholAllowedAt,
  isNightAt,
} from '../../../../src/domain/working-hours/shop-hours.rule';
import { WORKING_HOURS_EDITOR_DEFAULTS } from '../../../../src/domain/working-hours/working-hours.constants';

const summer = (h: number, m: number) => Date.UTC(2026, 6, 1, h - 3, m);
const winter = (h: number, m: number) => Date.UTC(2026, 0, 15, h - 2, m);

describe.each([
  ['summer (UTC+3)', summer],
  ['winter (UTC+2)', winter],
])('shop hours in %s', (_season, at) => {
  it('is night before 10:30 and from 22:30', () => {
    expect(isNightAt(at(10, 29))).toBe(true);
    expect(isNightAt(at(10, 30))).toBe(false);
    expect(isNightAt(at(15, 0))).toBe(false);
    expect(isNightAt(at(22, 29))).toBe(false);
    expect(isNightAt(at(22, 30))).toBe(true);
    expect(isNightAt(at(0, 0))).toBe(true);
  });

  it('disables delivery and self-pickup from 22:30 until 10:00', () => {
    expect(areDeliveryAndPickupAvailableAt(at(9, 59))).toBe(false);
    expect(areDeliveryAndPickupAvailableAt(at(10, 0))).toBe(true);
    expect(areDeliveryAndPickupAvailableAt(at(22, 29))).toBe(true);
    expect(areDeliveryAndPickupAvailableAt(at(22, 30))).toBe(false);
    expect(areDeliveryAndPickupAvailableAt(at(3, 0))).toBe(false);
  });

  it('allows alcohol from 12:00 until 21:30', () => {
    expect(isAlcoholAllowedAt(at(11, 59))).toBe(false);
    expect(isAlcoholAllowedAt(at(12, 0))).toBe(true);
    expect(isAlcoholAllowedAt(at(21, 29))).toBe(true);
    expect(isAlcoholAllowedAt(at(21, 30))).toBe(false);
  });
});

describe('shop hours are Kyiv hours', () => {
  it('does not read UTC hours: 08:00 UTC in summer is 11:00 in Kyiv, open', () => {
    expect(isNightAt(Date.UTC(2026, 6, 1, 8, 0))).toBe(false);
    // 10:15 Kyiv: night message, but delivery is already possible (processed at 10:30).
    expect(isNightAt(summer(10, 15))).toBe(true);
    expect(areDeliveryAndPickupAvailableAt(summer(10, 15))).toBe(true);
  });

  it('exposes the texts and editor defaults of the product rules', () => {
    expect(WORKING_HOURS_EDITOR_DEFAULTS).toEqual({ open: '11:30', close: '21:30' });
  });
});

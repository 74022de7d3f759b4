import { describe, expect, it } from 'vitest';
import { allowedDeliveryTypes, resolveDeliveryType } from '../../../../src/domain/working-hours/delivery-types.rule';

const summer = (h: number, m: number) => Date.UTC(2026, 6, 1, h - 3, m);
const winter = (h: number, m: number) => Date.UTC(2026, 0, 15, h - 2, m);

describe('allowedDeliveryTypes', () => {
  it('offers all three in display order by day', () => {
    expect(allowedDeliveryTypes([], summer(13, 0))).toEqual(['delivery', 'self-pickup', 'pre-order']);
    expect(allowedDeliveryTypes([], winter(10, 0))).toEqual(['delivery', 'self-pickup', 'pre-order']);
  });

  it('offers only pre-order from 22:30 until 10:00', () => {
    expect(allowedDeliveryTypes([], summer(22, 30))).toEqual(['pre-order']);
    expect(allowedDeliveryTypes([], winter(9, 59))).toEqual(['pre-order']);
    expect(allowedDeliveryTypes([], winter(2, 0))).toEqual(['pre-order']);
  });

  it('leaves out the types staff disabled', () => {
    expect(allowedDeliveryTypes(['self-pickup'], summer(13, 0))).toEqual(['delivery', 'pre-order']);
    expect(allowedDeliveryTypes(['pre-order'], summer(23, 0))).toEqual([]);
  });
});

describe('resolveDeliveryType', () => {
  it('keeps an allowed choice', () => {
    expect(resolveDeliveryType('self-pickup', ['delivery', 'self-pickup', 'pre-order'])).toBe('self-pickup');
  });

  it('falls back to the first allowed type when the choice becomes disabled', () => {
    expect(resolveDeliveryType('delivery', ['pre-order'])).toBe('pre-order');
    expect(resolveDeliveryType('pre-order', ['delivery', 'self-pickup'])).toBe('delivery');
  });

  it('has nothing to fall back to when no type is allowed', () => {
    expect(resolveDeliveryType('delivery', [])).toBeNull();
  });
});

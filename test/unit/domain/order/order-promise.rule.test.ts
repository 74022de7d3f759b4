import { describe, expect, it } from 'vitest';
import { orderPromiseOf } from '../../../../src/domain/order/order-promise.rule';

const checkout = { deliveryType: 'delivery', deliveryDate: '05.03.2025', deliveryTime: '', zone: 'green' } as const;
// 05.03.2025 21:40 in Kyiv (UTC+2 in winter).
const placedAtMs = Date.parse('2025-03-05T19:40:00Z');

describe('order promise (when the order arrives)', () => {
  it("counts the zone's minutes from the order's Kyiv time, past midnight too", () => {
    expect(orderPromiseOf({ checkout, needsAddressCheck: false, placedAtMs })).toEqual({
      kind: 'zone',
      minutes: 29,
      by: '22:09',
    });
    expect(
      orderPromiseOf({
        checkout: { ...checkout, zone: 'blue' },
        needsAddressCheck: false,
        placedAtMs: placedAtMs + 2 * 3_600_000,
      }),
    ).toMatchObject({
      kind: 'zone',
      by: expect.stringMatching(/^0\d:\d\d$/),
    });
  });

  it('gives only the minutes when the order time is not known', () => {
    expect(orderPromiseOf({ checkout, needsAddressCheck: false, placedAtMs: null })).toEqual({
      kind: 'zone',
      minutes: 29,
      by: null,
    });
  });

  it("keeps a pre-order's slot, and promises no time out of zones or for self-pickup", () => {
    expect(
      orderPromiseOf({
        checkout: { ...checkout, deliveryType: 'pre-order', deliveryTime: '18:30' },
        needsAddressCheck: false,
        placedAtMs,
      }),
    ).toEqual({
      kind: 'pre-order',
      date: '05.03.2025',
      time: '18:30',
    });
    expect(orderPromiseOf({ checkout: { ...checkout, zone: null }, needsAddressCheck: true, placedAtMs })).toEqual({
      kind: 'address-check',
    });
    expect(
      orderPromiseOf({ checkout: { ...checkout, deliveryType: 'self-pickup' }, needsAddressCheck: false, placedAtMs }),
    ).toEqual({ kind: 'self-pickup' });
  });
});

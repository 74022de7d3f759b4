import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DELIVERY_TYPES } from '../../../../src/domain/order/order-form';
import {
  canMoveOrder,
  isOrderStatus,
  nextOrderStatuses,
  ORDER_STATUSES,
  type OrderStatus,
} from '../../../../src/domain/order/order-status';

const status = fc.constantFrom(...ORDER_STATUSES);
const deliveryType = fc.constantFrom(...DELIVERY_TYPES);
const FINAL: readonly OrderStatus[] = ['completed', 'cancelled'];

describe('order status (the kitchen workflow staff move orders through)', () => {
  it('walks a delivery new → accepted → cooking → delivering → completed', () => {
    expect(nextOrderStatuses('new', 'delivery')).toEqual(['accepted', 'cancelled']);
    expect(nextOrderStatuses('accepted', 'delivery')).toEqual(['cooking', 'cancelled']);
    expect(nextOrderStatuses('cooking', 'delivery')).toEqual(['delivering', 'cancelled']);
    expect(nextOrderStatuses('delivering', 'delivery')).toEqual(['completed', 'cancelled']);
    expect(nextOrderStatuses('cooking', 'pre-order')).toEqual(['delivering', 'cancelled']);
  });

  it('puts a self-pickup order on the counter (delivering: ready for pickup) before it is completed', () => {
    expect(nextOrderStatuses('cooking', 'self-pickup')).toEqual(['delivering', 'cancelled']);
    expect(canMoveOrder('cooking', 'completed', 'self-pickup')).toBe(false);
    expect(nextOrderStatuses('delivering', 'self-pickup')).toEqual(['completed', 'cancelled']);
  });

  it('never moves a completed or cancelled order again', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FINAL), status, deliveryType, (from, to, type) => !canMoveOrder(from, to, type)),
    );
  });

  it('never goes back, never stays, and can always be cancelled until it is final', () => {
    fc.assert(
      fc.property(status, status, deliveryType, (from, to, type) => {
        if (!canMoveOrder(from, to, type)) return true;
        return to !== from && (to === 'cancelled' || ORDER_STATUSES.indexOf(to) > ORDER_STATUSES.indexOf(from));
      }),
    );
    fc.assert(
      fc.property(status, deliveryType, (from, type) => FINAL.includes(from) || canMoveOrder(from, 'cancelled', type)),
    );
  });

  it('reaches completed from new by forward steps for every way of getting the order', () => {
    for (const type of DELIVERY_TYPES) {
      let current: OrderStatus = 'new';
      const path: OrderStatus[] = [current];
      while (!FINAL.includes(current)) {
        current = nextOrderStatuses(current, type)[0] as OrderStatus;
        path.push(current);
      }
      expect(path.at(-1), type).toBe('completed');
    }
  });

  it('knows its statuses', () => {
    expect(ORDER_STATUSES.every(isOrderStatus)).toBe(true);
    expect([undefined, 'eaten', 'NEW', 1].some(isOrderStatus)).toBe(false);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RECENT_ORDERS_KEPT, withRecentOrder, type RecentOrder } from '../../src/domain/order/recent-orders';
import { cartArb } from '../arbitraries/cart.arbitrary';

const orderArb: fc.Arbitrary<RecentOrder> = fc.record({
  code: fc.constantFrom('A1', 'B2', 'C3', 'D4', 'E5', 'F6', 'G7'),
  placedAt: fc.integer({ min: 0, max: 2_000_000_000_000 }),
  cartItems: cartArb,
});

/** Orders placed one after another, as the browser would remember them. */
const remembered = (orders: readonly RecentOrder[]): readonly RecentOrder[] =>
  orders.reduce(withRecentOrder, [] as readonly RecentOrder[]);

describe('recent orders', () => {
  it('keeps at most five, each code once, never a coupon line nor an order of coupon lines only', () => {
    fc.assert(
      fc.property(fc.array(orderArb, { maxLength: 20 }), (orders) => {
        const list = remembered(orders);
        expect(list.length).toBeLessThanOrEqual(RECENT_ORDERS_KEPT);
        expect(new Set(list.map((order) => order.code)).size).toBe(list.length);
        for (const order of list) {
          expect(order.cartItems.length).toBeGreaterThan(0);
          expect(order.cartItems.some((item) => item.isCoupon)).toBe(false);
        }
      }),
    );
  });

  it('puts the order just placed first, when it has anything to order again', () => {
    fc.assert(
      fc.property(fc.array(orderArb, { maxLength: 10 }), orderArb, (earlier, latest) => {
        const list = withRecentOrder(remembered(earlier), latest);
        const orderable = latest.cartItems.filter((item) => !item.isCoupon);
        if (orderable.length === 0) expect(list).toEqual(remembered(earlier));
        else expect(list[0]).toEqual({ ...latest, cartItems: orderable });
      }),
    );
  });

  it('keeps the others in the order they were placed, newest first (an oracle: the distinct codes, last wins)', () => {
    fc.assert(
      fc.property(fc.array(orderArb, { maxLength: 20 }), (orders) => {
        const orderable = orders.filter((order) => order.cartItems.some((item) => !item.isCoupon));
        const newestFirst: string[] = [];
        for (const order of [...orderable].reverse())
          if (!newestFirst.includes(order.code)) newestFirst.push(order.code);
        expect(remembered(orders).map((order) => order.code)).toEqual(newestFirst.slice(0, RECENT_ORDERS_KEPT));
      }),
    );
  });
});

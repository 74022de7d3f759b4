import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DELIVERY_TYPES, type DeliveryType } from '../../src/domain/order/order-form';
import { orderProgressOf, progressStatuses } from '../../src/domain/order/order-progress.rule';
import { nextOrderStatuses, ORDER_STATUSES, type OrderStatus } from '../../src/domain/order/order-status';

const deliveryType = fc.constantFrom(...DELIVERY_TYPES);

/** A path of allowed staff moves from 'new': each choice picks one of the moves then open. */
const walk = (type: DeliveryType, choices: readonly number[]): OrderStatus[] => {
  const path: OrderStatus[] = ['new'];
  for (const choice of choices) {
    const next = nextOrderStatuses(path.at(-1) as OrderStatus, type);
    if (next.length === 0) break;
    path.push(next[choice % next.length] as OrderStatus);
  }
  return path;
};

const pathOf = fc.tuple(deliveryType, fc.array(fc.nat(), { maxLength: 8 }));

describe('order progress along every path of staff moves', () => {
  it('lists its steps in the order staff reach them, one per forward status', () => {
    fc.assert(
      fc.property(deliveryType, (type) => {
        const statuses = progressStatuses(type);
        const indices = statuses.map((status) => ORDER_STATUSES.indexOf(status));
        expect(indices).toEqual([...indices].sort((a, b) => a - b));
        expect(new Set(indices).size).toBe(indices.length);
        // The forward path (first allowed move each time) reaches exactly these statuses, in order.
        const forward = walk(
          type,
          Array.from({ length: 8 }, () => 0),
        ).slice(1);
        expect(forward).toEqual(statuses);
      }),
    );
  });

  it('never moves the current step back while the order is not cancelled', () => {
    fc.assert(
      fc.property(pathOf, ([type, choices]) => {
        const progress = walk(type, choices).map((status) => orderProgressOf(status, type));
        for (let index = 1; index < progress.length; index += 1) {
          const before = progress[index - 1]!;
          const after = progress[index]!;
          if (after.state === 'cancelled') continue;
          expect(after.current).toBeGreaterThan(before.current);
        }
      }),
    );
  });

  it('is final once cancelled or done: no move leads anywhere else', () => {
    fc.assert(
      fc.property(pathOf, ([type, choices]) => {
        const path = walk(type, choices);
        const cancelledAt = path.indexOf('cancelled');
        if (cancelledAt >= 0) {
          expect(cancelledAt).toBe(path.length - 1);
          expect(nextOrderStatuses('cancelled', type)).toEqual([]);
        }
        const last = orderProgressOf(path.at(-1) as OrderStatus, type);
        if (last.state === 'cancelled' || last.state === 'done')
          expect(nextOrderStatuses(path.at(-1) as OrderStatus, type)).toEqual([]);
      }),
    );
  });

  it('shows every status with its steps for its way of getting the order', () => {
    fc.assert(
      fc.property(deliveryType, fc.constantFrom(...ORDER_STATUSES), (type, status) => {
        const progress = orderProgressOf(status, type);
        expect(progress.steps.length).toBe(4);
        expect(progress.current).toBeLessThan(progress.steps.length);
        expect(progress.state === 'waiting' || progress.state === 'cancelled').toBe(progress.current === -1);
      }),
    );
  });
});

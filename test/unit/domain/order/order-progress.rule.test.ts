import { describe, expect, it } from 'vitest';
import { orderProgressOf, progressSteps } from '../../../../src/domain/order/order-progress.rule';

describe('order progress (the steps a customer follows on the status page)', () => {
  it('walks a delivery and a pre-order accepted → cooking → with the courier → delivered', () => {
    for (const type of ['delivery', 'pre-order'] as const) {
      expect(progressSteps(type)).toEqual(['accepted', 'cooking', 'with-courier', 'delivered']);
      expect(orderProgressOf('cooking', type)).toMatchObject({ state: 'under-way', current: 1 });
      expect(orderProgressOf('delivering', type)).toMatchObject({ state: 'under-way', current: 2 });
      expect(orderProgressOf('completed', type)).toMatchObject({ state: 'done', current: 3 });
    }
  });

  it('walks a self-pickup accepted → cooking → ready for pickup → picked up', () => {
    expect(progressSteps('self-pickup')).toEqual(['accepted', 'cooking', 'ready-for-pickup', 'picked-up']);
    expect(orderProgressOf('accepted', 'self-pickup')).toMatchObject({ state: 'under-way', current: 0 });
    expect(orderProgressOf('delivering', 'self-pickup')).toMatchObject({ state: 'under-way', current: 2 });
    expect(orderProgressOf('completed', 'self-pickup')).toMatchObject({ state: 'done', current: 3 });
  });

  it('waits for the restaurant while the order is new, with no step reached', () => {
    expect(orderProgressOf('new', 'delivery')).toEqual({
      state: 'waiting',
      steps: progressSteps('delivery'),
      current: -1,
    });
  });

  it('says cancelled, with no step current, whatever the way of getting the order', () => {
    expect(orderProgressOf('cancelled', 'self-pickup')).toMatchObject({ state: 'cancelled', current: -1 });
    expect(orderProgressOf('cancelled', 'pre-order')).toMatchObject({ state: 'cancelled', current: -1 });
  });
});

import { describe, expect, it } from 'vitest';
import { InMemoryStorageAdapter } from '../../../../src/client/adapters/server-render/in-memory-storage.adapter';
import { SequentialRandomId } from '../support/doubles/sequential-random-id.adapter';
import { ORDER_SUBMISSION_KEY, OrderSubmissionKeys } from '../../../../src/client/application/order-submission-keys';
import type { OrderRequest } from '../../../../src/domain/order/order-request.builder';
import { emptyOrderForm } from '../../../../src/domain/order/order-form';
import { cartItemOf } from '../../../arbitraries/cart.arbitrary';

const requestOf = (overrides: Partial<OrderRequest> = {}): OrderRequest => ({
  orderId: null,
  cityId: 1,
  items: [cartItemOf({ id: 'line-1', iikoId: 'burger-classic', count: 2 })],
  isAutofill: false,
  orderForm: { ...emptyOrderForm(), name: 'Олена', phone: '+38 (067) 123 45 67' },
  ...overrides,
});

describe('the idempotency key of an order being submitted', () => {
  const keysOn = (storage = new InMemoryStorageAdapter()) => ({
    storage,
    keys: new OrderSubmissionKeys(storage, new SequentialRandomId('k')),
  });

  it('is the same for every press of the same order, also after a reload (a new instance on the same storage)', () => {
    const { storage, keys } = keysOn();
    expect(keys.keyFor(requestOf())).toBe('k-1');
    expect(
      keys.keyFor(requestOf({ items: [cartItemOf({ id: 'other-line-id', iikoId: 'burger-classic', count: 2 })] })),
    ).toBe('k-1');
    expect(new OrderSubmissionKeys(storage, new SequentialRandomId('reloaded')).keyFor(requestOf())).toBe('k-1');
  });

  it('changes with the dishes, their counts, the city or the form', () => {
    const { keys } = keysOn();
    const first = keys.keyFor(requestOf());
    const changed = [
      requestOf({ items: [cartItemOf({ id: 'line-1', iikoId: 'burger-classic', count: 3 })] }),
      requestOf({ cityId: 2 }),
      requestOf({ orderForm: { ...requestOf().orderForm, comment: 'без цибулі' } }),
    ].map((request) => keys.keyFor(request));
    expect(new Set([first, ...changed]).size).toBe(4);
  });

  it('is new after the order completed, even for the same dishes', () => {
    const { keys } = keysOn();
    expect(keys.keyFor(requestOf())).toBe('k-1');
    keys.forget();
    expect(keys.keyFor(requestOf())).toBe('k-2');
  });

  it('starts afresh from storage it cannot read', () => {
    const { storage, keys } = keysOn();
    storage.setItem(ORDER_SUBMISSION_KEY, '{not json');
    expect(keys.keyFor(requestOf())).toBe('k-1');
    storage.setItem(ORDER_SUBMISSION_KEY, JSON.stringify({ fingerprint: 1, key: '' }));
    expect(keys.keyFor(requestOf())).toBe('k-2');
  });
});

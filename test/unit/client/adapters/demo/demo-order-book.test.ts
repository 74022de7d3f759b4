import { describe, expect, it } from 'vitest';
import {
  DEMO_ORDER_BOOK_KEY,
  DemoOrderBook,
  type StorageChanges,
} from '../../../../../src/client/adapters/demo/demo-order-book';
import { FAKE_STAFF_ORDERS, withStatus } from '../../../../../src/client/adapters/demo/fake-staff-orders-data';
import { InMemoryStorageAdapter } from '../../../../../src/client/adapters/server-render/in-memory-storage.adapter';

/** Another tab's `storage` events, played by the test. */
const otherTabs = () => {
  const listeners = new Set<(event: { readonly key: string | null }) => void>();
  const changes: StorageChanges = {
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
  };
  return { changes, wrote: (key: string | null) => listeners.forEach((listener) => listener({ key })) };
};

describe('DemoOrderBook', () => {
  it('starts with the kitchen’s demo orders and keeps them in storage once staff move one', () => {
    const storage = new InMemoryStorageAdapter();
    const book = new DemoOrderBook(storage);
    expect(book.orders().map((order) => order.staff.code)).toEqual(FAKE_STAFF_ORDERS.map((order) => order.code));
    expect(storage.getItem(DEMO_ORDER_BOOK_KEY)).toBeNull();

    const lv1004 = book.find('LV1004');
    if (lv1004 === undefined) throw new Error('no LV1004');
    book.put({ ...lv1004, staff: withStatus(lv1004.staff, 'accepted') });
    // Another page (the admin area opened later) reads the same storage.
    const later = new DemoOrderBook(storage);
    expect(later.find('LV1004')?.staff.status).toBe('accepted');
    expect(later.orders().filter((order) => order.staff.code === 'LV1004')).toHaveLength(1);
  });

  it('gives each order a code of its city, never the same twice', () => {
    const book = new DemoOrderBook(new InMemoryStorageAdapter());
    expect([book.takeCode(1), book.takeCode(2), book.takeCode(1)]).toEqual(['LV3001', 'KV3002', 'LV3003']);
  });

  it('remembers confirmed phones', () => {
    const book = new DemoOrderBook(new InMemoryStorageAdapter());
    expect(book.isConfirmedPhone('+38 (067) 123 45 67')).toBe(false);
    book.confirmPhone('+38 (067) 123 45 67');
    book.confirmPhone('+38 (067) 123 45 67');
    expect(book.isConfirmedPhone('+38 (067) 123 45 67')).toBe(true);
  });

  it('starts afresh from unreadable or foreign data', () => {
    for (const stored of ['{not json', '{"version":2}', 'null', '[]']) {
      const storage = new InMemoryStorageAdapter();
      storage.setItem(DEMO_ORDER_BOOK_KEY, stored);
      const book = new DemoOrderBook(storage);
      expect(book.orders()).toHaveLength(FAKE_STAFF_ORDERS.length);
      expect(book.takeCode(1)).toBe('LV3001');
    }
  });

  it('tells its listeners of its own changes and of another tab’s, until they stop listening', () => {
    const tabs = otherTabs();
    const book = new DemoOrderBook(new InMemoryStorageAdapter(), tabs.changes);
    let heard = 0;
    const stop = book.subscribe(() => (heard += 1));
    book.takeCode(1);
    tabs.wrote(DEMO_ORDER_BOOK_KEY);
    tabs.wrote('shop:cart:v1');
    // A cleared storage (key null) may have removed the book too.
    tabs.wrote(null);
    expect(heard).toBe(3);
    stop();
    book.takeCode(1);
    tabs.wrote(DEMO_ORDER_BOOK_KEY);
    expect(heard).toBe(3);
  });
});

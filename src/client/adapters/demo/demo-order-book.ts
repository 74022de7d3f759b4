import type { CityId } from '../../../domain/city/city';
import type { OrderRequest } from '../../../domain/order/order-request.builder';
import type { StaffOrderDto } from '../../../domain/shop-api/staff-orders.contract';
import type { StoragePort } from '../../application/ports/storage.port';
import { FAKE_STAFF_ORDERS } from './fake-staff-orders-data';

/** What the storefront sent for an order placed in this browser; the seeded kitchen orders have none. */
export interface DemoPlacement {
  readonly request: OrderRequest;
  /** The key the storefront sent with it: the same key is answered with this order again. */
  readonly submissionKey: string | null;
  /** The SMS code still to be entered; null once it was, or when none was sent. */
  readonly smsCode: string | null;
  /** Hryvnias, as the coupon check answered it when the order was placed. */
  readonly couponDiscount: number;
}

/** One order of the demo shop: the kitchen's view of it, and how it was placed. */
export interface DemoOrder {
  readonly staff: StaffOrderDto;
  readonly placement: DemoPlacement | null;
}

interface StoredBook {
  readonly version: 1;
  readonly nextNumber: number;
  /** Phones that entered a code once: their next orders need none, as on the real shop. */
  readonly confirmedPhones: readonly string[];
  readonly orders: readonly DemoOrder[];
}

/** Where the book lives in the browser's storage; kept apart from the storefront's own keys. */
export const DEMO_ORDER_BOOK_KEY = 'shop:demo:orders:v1';

/** Tells a listener when another tab of the demo changed the book (the browser's `storage` event). */
export interface StorageChanges {
  addEventListener(type: 'storage', listener: (event: { readonly key: string | null }) => void): void;
  removeEventListener(type: 'storage', listener: (event: { readonly key: string | null }) => void): void;
}

const seeded = (): StoredBook => ({ version: 1, nextNumber: 1, confirmedPhones: [], orders: [] });

const isStoredBook = (value: unknown): value is StoredBook =>
  typeof value === 'object' &&
  value !== null &&
  (value as StoredBook).version === 1 &&
  typeof (value as StoredBook).nextNumber === 'number' &&
  Array.isArray((value as StoredBook).confirmedPhones) &&
  Array.isArray((value as StoredBook).orders);

/**
 * The demo shop's order records, standing in for the server's database: the storefront's demo
 * order API writes the orders customers place, the admin board's demo API lists and moves them,
 * the order status page follows them. Everything is kept in the browser's storage, so a reload, a
 * second tab or the admin area opened after ordering all see the same orders; nothing leaves the
 * browser. The kitchen's demo orders are there from the start. Unreadable data starts afresh.
 */
export class DemoOrderBook {
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly storage: StoragePort,
    private readonly changes: StorageChanges | null = null,
  ) {}

  /** Every order: the kitchen's demo orders (as staff last moved them), then the placed ones in the order they came. */
  orders(): readonly DemoOrder[] {
    const kept = this.read().orders;
    const keptCodes = new Set(kept.map((order) => order.staff.code));
    const seeds = FAKE_STAFF_ORDERS.filter((staff) => !keptCodes.has(staff.code)).map((staff): DemoOrder => ({
      staff,
      placement: null,
    }));
    return [...seeds, ...kept];
  }

  find(code: string): DemoOrder | undefined {
    return this.orders().find((order) => order.staff.code === code);
  }

  /** The order an earlier press of the same submission sent, if any. */
  findBySubmission(key: string): DemoOrder | undefined {
    return this.read().orders.find((order) => order.placement?.submissionKey === key || order.staff.code === key);
  }

  /** Stores the order as it is now (a new one, or a change of one already kept). */
  put(order: DemoOrder): void {
    const book = this.read();
    this.write({
      ...book,
      orders: [...book.orders.filter((kept) => kept.staff.code !== order.staff.code), order],
    });
  }

  /** A code no order has yet: the city's letters and a running number ('LV3001', 'KV3002'). */
  takeCode(cityId: CityId): string {
    const book = this.read();
    this.write({ ...book, nextNumber: book.nextNumber + 1 });
    return `${cityId === 2 ? 'KV' : 'LV'}${3000 + book.nextNumber}`;
  }

  isConfirmedPhone(phone: string): boolean {
    return this.read().confirmedPhones.includes(phone);
  }

  confirmPhone(phone: string): void {
    const book = this.read();
    if (!book.confirmedPhones.includes(phone))
      this.write({ ...book, confirmedPhones: [...book.confirmedPhones, phone] });
  }

  /** Calls `listener` after every change, made here or in another tab; answers the way to stop. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    const fromOtherTab = (event: { readonly key: string | null }) => {
      if (event.key === DEMO_ORDER_BOOK_KEY || event.key === null) listener();
    };
    this.changes?.addEventListener('storage', fromOtherTab);
    return () => {
      this.listeners.delete(listener);
      this.changes?.removeEventListener('storage', fromOtherTab);
    };
  }

  private read(): StoredBook {
    const text = this.storage.getItem(DEMO_ORDER_BOOK_KEY);
    if (text === null) return seeded();
    try {
      const value: unknown = JSON.parse(text);
      return isStoredBook(value) ? value : seeded();
    } catch {
      return seeded();
    }
  }

  private write(book: StoredBook): void {
    this.storage.setItem(DEMO_ORDER_BOOK_KEY, JSON.stringify(book));
    for (const listener of [...this.listeners]) listener();
  }
}

import { isCitySlug, type CitySlug } from '../../../domain/city/city';
import type { OrderForm } from '../../../domain/order/order-form';
import type {
  OrderSessionStoragePort,
  PlacedOrder,
  PlacedOrderStatus,
} from '../../application/ports/order-session-storage.port';
import type { StoragePort } from '../../application/ports/storage.port';
import { parseJson, readCart, readOrderForm } from './cart-storage.serialization';

export const ORDER_SESSION_KEYS = {
  form: (city: CitySlug) => `shop:order-form:v1:${city}`,
  placedOrder: 'shop:order:v1',
} as const;

const STATUSES: readonly PlacedOrderStatus[] = ['awaiting-sms', 'awaiting-payment', 'placed'];

/** The order form per city and the placed order as versioned JSON keys; unreadable data reads as none. */
export class KeyValueOrderSession implements OrderSessionStoragePort {
  constructor(private readonly storage: StoragePort) {}

  loadForm(city: CitySlug): OrderForm | null {
    const raw = parseJson(this.storage.getItem(ORDER_SESSION_KEYS.form(city)));
    return raw === null ? null : readOrderForm(raw);
  }

  saveForm(city: CitySlug, form: OrderForm): void {
    this.storage.setItem(ORDER_SESSION_KEYS.form(city), JSON.stringify(form));
  }

  loadPlacedOrder(): PlacedOrder | null {
    const raw = parseJson(this.storage.getItem(ORDER_SESSION_KEYS.placedOrder));
    if (typeof raw !== 'object' || raw === null) return null;
    const value = raw as Record<string, unknown>;
    if (typeof value.orderId !== 'string' || typeof value.city !== 'string' || !isCitySlug(value.city)) return null;
    const status = STATUSES.find((candidate) => candidate === value.status);
    if (status === undefined) return null;
    return {
      orderId: value.orderId,
      city: value.city,
      status,
      orderForm: readOrderForm(value.orderForm),
      items: readCart(value.items),
      toPay: typeof value.toPay === 'number' ? value.toPay : 0,
    };
  }

  savePlacedOrder(order: PlacedOrder): void {
    this.storage.setItem(ORDER_SESSION_KEYS.placedOrder, JSON.stringify(order));
  }

  clearPlacedOrder(): void {
    this.storage.removeItem(ORDER_SESSION_KEYS.placedOrder);
  }
}

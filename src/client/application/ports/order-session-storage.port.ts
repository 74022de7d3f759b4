import type { CitySlug } from '../../../domain/city/city';
import type { OrderForm } from '../../../domain/order/order-form';
import type { Cart } from '../../../domain/cart/cart.types';

/**
 * What the placed order is waiting for: the SMS code, the online payment, or nothing ('placed').
 * Kept across the payment page's round trip so /checkout/ knows what to ask.
 */
export type PlacedOrderStatus = 'awaiting-sms' | 'awaiting-payment' | 'placed';

export interface PlacedOrder {
  readonly orderId: string;
  readonly city: CitySlug;
  readonly status: PlacedOrderStatus;
  readonly orderForm: OrderForm;
  /** The lines ordered (cart plus coupon gifts): analytics and the previous order read them. */
  readonly items: Cart;
  /** Hryvnias to pay, for the purchase event. */
  readonly toPay: number;
}

/** The order form (kept per city, so the next visit starts filled in) and the order just placed. */
export interface OrderSessionStoragePort {
  loadForm(city: CitySlug): OrderForm | null;
  saveForm(city: CitySlug, form: OrderForm): void;
  loadPlacedOrder(): PlacedOrder | null;
  savePlacedOrder(order: PlacedOrder): void;
  clearPlacedOrder(): void;
}

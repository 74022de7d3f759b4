import type { DeliveryType } from './order-form';

/**
 * Where an order is in the kitchen's work, as staff move it along in the admin area. Every order
 * starts as 'new'; 'completed' and 'cancelled' are final.
 */
export const ORDER_STATUSES = ['new', 'accepted', 'cooking', 'delivering', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const isOrderStatus = (value: unknown): value is OrderStatus =>
  typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);

/**
 * The statuses staff may move an order to next: forward one step at a time, or cancelled while it
 * is not final. A self-pickup order goes from cooking straight to completed (nobody drives it); a
 * delivery or a pre-order goes out for delivery first.
 */
export const nextOrderStatuses = (status: OrderStatus, deliveryType: DeliveryType): readonly OrderStatus[] => {
  switch (status) {
    case 'new':
      return ['accepted', 'cancelled'];
    case 'accepted':
      return ['cooking', 'cancelled'];
    case 'cooking':
      return [deliveryType === 'self-pickup' ? 'completed' : 'delivering', 'cancelled'];
    case 'delivering':
      return ['completed', 'cancelled'];
    case 'completed':
    case 'cancelled':
      return [];
  }
};

export const canMoveOrder = (from: OrderStatus, to: OrderStatus, deliveryType: DeliveryType): boolean =>
  nextOrderStatuses(from, deliveryType).includes(to);

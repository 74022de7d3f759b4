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
 * is not final. Every order leaves the kitchen through 'delivering' before it is completed: for a
 * delivery or a pre-order that is the courier's ride, for a self-pickup order the wait at the
 * counter ("ready for pickup"), so the customer can be told it is ready (order-progress.rule.ts).
 */
// The delivery type is kept in the signature: the workflow is one rule per way of getting the order.
export const nextOrderStatuses = (status: OrderStatus, _deliveryType: DeliveryType): readonly OrderStatus[] => {
  switch (status) {
    case 'new':
      return ['accepted', 'cancelled'];
    case 'accepted':
      return ['cooking', 'cancelled'];
    case 'cooking':
      return ['delivering', 'cancelled'];
    case 'delivering':
      return ['completed', 'cancelled'];
    case 'completed':
    case 'cancelled':
      return [];
  }
};

export const canMoveOrder = (from: OrderStatus, to: OrderStatus, deliveryType: DeliveryType): boolean =>
  nextOrderStatuses(from, deliveryType).includes(to);

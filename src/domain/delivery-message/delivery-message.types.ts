import type { DeliveryType } from '../order/order-form';

/** Zone delivery time: 29/59/89 minutes, 0 = outside every zone, null = not looked up yet. */
export type ZoneMinutes = 0 | 29 | 59 | 89 | null;

/** Everything the message under the cart depends on; the view-model gathers it. */
export interface DeliveryMessageState {
  readonly cartIsIncorrect: boolean;
  readonly ordersAllowed: boolean;
  /** Title of the stop that blocks ordering, in the current language. */
  readonly stopTitle?: string;
  readonly isNight: boolean;
  readonly deliveryType: DeliveryType;
  /** DD.MM.YYYY, '' until chosen */
  readonly preOrderDate: string;
  /** HH:mm, '' until chosen */
  readonly preOrderTime: string;
  readonly zoneMinutes: ZoneMinutes;
  /** Busy mode's minutes, added to the zone's promise (0 or absent: not busy). */
  readonly busyMinutes?: number;
  readonly streetEntered: boolean;
}

export const DELIVERY_MESSAGE_KEYS = {
  incorrectCart: 'delivery-message.incorrect-cart',
  notWorking: 'delivery-message.not-working',
  nonWorkingHours: 'delivery-message.non-working-hours',
  preOrder: 'delivery-message.pre-order',
  preOrderChooseTime: 'delivery-message.pre-order-choose-time',
  selfPickup: 'delivery-message.self-pickup',
  deliveryTime: 'delivery-message.delivery-time',
  outOfZones: 'delivery-message.out-of-zones',
  enterAddress: 'delivery-message.enter-address',
} as const;

export type DeliveryMessageKey = (typeof DELIVERY_MESSAGE_KEYS)[keyof typeof DELIVERY_MESSAGE_KEYS];

/** A translation key and its interpolation values: the UI turns it into a sentence. */
export interface DeliveryMessage {
  readonly key: DeliveryMessageKey;
  readonly params?: Readonly<Record<string, string | number>>;
}

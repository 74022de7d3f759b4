import type { Locale } from '../shared/locale';

export const DELIVERY_TYPES = ['delivery', 'self-pickup', 'pre-order'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

/** Display order of the payment options. */
export const PAY_METHODS = ['online', 'card', 'cash'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];

export const isDeliveryType = (v: unknown): v is DeliveryType =>
  typeof v === 'string' && (DELIVERY_TYPES as readonly string[]).includes(v);
export const isPayMethod = (v: unknown): v is PayMethod =>
  typeof v === 'string' && (PAY_METHODS as readonly string[]).includes(v);

export interface DeliveryCity {
  readonly id: number;
  readonly name: string;
}

export interface Street {
  readonly id: string;
  readonly name: string;
}

export interface Address {
  readonly deliveryCity: DeliveryCity | null;
  readonly street: Street;
  readonly house: string;
  readonly flat: string;
  readonly entrance: string;
  readonly floor: string;
}

/** The order form the storefront sends (architecture/storefront-checkout.md). */
export interface OrderForm {
  readonly name: string;
  /** Masked: +38 (0##) ### ## ## */
  readonly phone: string;
  readonly deliveryType: DeliveryType;
  /** HH:mm, pre-order only */
  readonly deliveryTime: string;
  /** DD.MM.YYYY, pre-order only */
  readonly deliveryDate: string;
  readonly selfPickupPointId: string;
  readonly address: Address;
  readonly payMethod: PayMethod | null;
  /** Change needed from this amount (cash), hryvnias; empty when not given. */
  readonly cashback: string;
  readonly comment: string;
  readonly coupon: string;
  readonly isEcoPack: boolean;
  readonly sticks: number;
  readonly trainingSticks: number;
  /** The "do not call me" option. */
  readonly call: boolean;
  readonly numberOfPeople?: number;
}

export const emptyAddress = (): Address => ({
  deliveryCity: null,
  street: { id: '', name: '' },
  house: '',
  flat: '',
  entrance: '',
  floor: '',
});

export const emptyOrderForm = (): OrderForm => ({
  name: '',
  phone: '',
  deliveryType: 'delivery',
  deliveryTime: '',
  deliveryDate: '',
  selfPickupPointId: '',
  address: emptyAddress(),
  payMethod: null,
  cashback: '',
  comment: '',
  coupon: '',
  isEcoPack: false,
  sticks: 0,
  trainingSticks: 0,
  call: false,
});

/** A pickup point's locality and street in one language. */
export interface PickupPointAddress {
  readonly deliveryCityName: string;
  readonly streetName: string;
}

/** A self-pickup point of a city; the address fields are the Ukrainian ones orders snapshot. */
export interface SelfPickupPoint {
  readonly id: string;
  readonly deliveryCityName: string;
  readonly streetName: string;
  readonly house: string;
  /**
   * The address in other languages as staff typed it; an empty text reads the Ukrainian one.
   * Absent in orders stored before staff could translate it.
   */
  readonly translations?: Partial<Record<Locale, PickupPointAddress>>;
  /** Opening hours as staff typed them ('10:00–22:00'); '' or absent when not given. */
  readonly hours?: string;
}

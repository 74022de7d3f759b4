import type { ZoneColor } from '../delivery-zone/zone-color';
import { toDeliveryDate } from './delivery-date.format';
import type { DeliveryType, OrderForm, PayMethod, SelfPickupPoint } from './order-form';

/** What the thank-you page shows about a placed order. */
export interface CheckoutSummary {
  readonly payMethod: PayMethod | null;
  /** "Change from" amount; only cash has one. */
  readonly cashback: string;
  readonly zone: ZoneColor | null;
  /** DD.MM.YYYY, '' unless known. */
  readonly deliveryDate: string;
  readonly deliveryTime: string;
  readonly deliveryType: DeliveryType;
  readonly deliveryPointId: string;
  readonly street: string;
  readonly deliveryCityName: string;
  readonly house: string;
  /** Hryvnias. */
  readonly couponDiscount: number;
}

export interface CheckoutSummaryInput {
  readonly orderForm: OrderForm;
  /** The zone found for the address; null out of zones or for self-pickup. */
  readonly zone: ZoneColor | null;
  /** The applied coupon's discount for the chosen payment, hryvnias. */
  readonly couponDiscount: number;
  /** The city's pickup points; the form's selfPickupPointId picks one. */
  readonly pickupPoints?: readonly SelfPickupPoint[];
  /** Kyiv calendar date of placing the order (from the clock port), used when no date was chosen. */
  readonly orderDate?: string;
}

export const buildCheckoutSummary = (input: CheckoutSummaryInput): CheckoutSummary => {
  const { orderForm: form } = input;
  const isSelfPickup = form.deliveryType === 'self-pickup';
  const isPreOrder = form.deliveryType === 'pre-order';
  return {
    payMethod: form.payMethod,
    cashback: form.payMethod === 'cash' ? form.cashback.trim() : '',
    zone: isSelfPickup ? null : input.zone,
    deliveryDate: toDeliveryDate(isPreOrder ? form.deliveryDate : (input.orderDate ?? '')),
    deliveryTime: isPreOrder ? form.deliveryTime : '',
    deliveryType: form.deliveryType,
    deliveryPointId: isSelfPickup ? form.selfPickupPointId : '',
    ...placeOf(form, input.pickupPoints ?? []),
    couponDiscount: input.couponDiscount,
  };
};

type Place = Pick<CheckoutSummary, 'street' | 'deliveryCityName' | 'house'>;

// A self-pickup order shows the pickup point's address, because that is where the customer goes;
// a delivery address left in the form from earlier would mislead.
const placeOf = (form: OrderForm, pickupPoints: readonly SelfPickupPoint[]): Place => {
  if (form.deliveryType !== 'self-pickup') {
    return {
      street: form.address.street.name,
      deliveryCityName: form.address.deliveryCity?.name ?? '',
      house: form.address.house.trim(),
    };
  }
  const point = pickupPoints.find((candidate) => candidate.id === form.selfPickupPointId);
  return point
    ? { street: point.streetName, deliveryCityName: point.deliveryCityName, house: point.house }
    : { street: '', deliveryCityName: '', house: '' };
};

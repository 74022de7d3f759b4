import { awaitingReasonOf, type BoardOrderState } from '../../../domain/order/board-group';
import { nextOrderStatuses } from '../../../domain/order/order-status';
import type { OrderForm, SelfPickupPoint } from '../../../domain/order/order-form';
import { toHryvnias } from '../../../domain/shared/money';
import type { StaffOrderDto, StaffOrderLineDto } from '../../../domain/shop-api/staff-orders.contract';
import type { StoredOrderLine } from '../ports/order-record.types';
import type { StaffOrder } from '../ports/staff-orders.port';

/** "вулиця Городоцька 28, кв. 4, під'їзд 1, поверх 2, Львів": what a courier reads, in the staff's language. */
const deliveryAddressOf = (form: OrderForm): string => {
  const { street, house, flat, entrance, floor, deliveryCity } = form.address;
  const parts = [
    `${street.name} ${house}`.trim(),
    flat.trim() === '' ? '' : `кв. ${flat.trim()}`,
    entrance.trim() === '' ? '' : `під'їзд ${entrance.trim()}`,
    floor.trim() === '' ? '' : `поверх ${floor.trim()}`,
    deliveryCity?.name ?? '',
  ];
  return parts.filter((part) => part !== '').join(', ');
};

const pickupAddressOf = (point: SelfPickupPoint | null): string =>
  point === null ? '' : `${point.streetName} ${point.house}, ${point.deliveryCityName}`;

const lineOf = (line: StoredOrderLine): StaffOrderLineDto => ({
  name: line.name,
  count: line.count,
  modifiers: line.modifiers.map((modifier) => modifier.name),
  total: toHryvnias(line.lineTotalKopiykas),
  isGift: line.isGift,
});

/** Where a stored order stands on the board (board-group.ts). */
export const stateOf = ({ order, status }: Pick<StaffOrder, 'order' | 'status'>): BoardOrderState => ({
  status,
  confirmationStatus: order.confirmation.status,
  paymentStatus: order.payment.status,
});

/** The staff's view of a stored order; money in hryvnias, as every API answer shows it. */
export const staffOrderDtoOf = ({ order, status, cancelReason }: StaffOrder): StaffOrderDto => {
  const { form } = order;
  const isPickup = form.deliveryType === 'self-pickup';
  return {
    code: order.code,
    cityId: order.cityId as StaffOrderDto['cityId'],
    status,
    cancelReason: status === 'cancelled' ? cancelReason : null,
    // The customer has not finished an awaiting order: nothing to do with it yet.
    nextStatuses:
      awaitingReasonOf(stateOf({ order, status })) === null ? nextOrderStatuses(status, form.deliveryType) : [],
    createdAt: order.createdAt.toISOString(),
    customer: { name: form.name, phone: form.phone },
    deliveryType: form.deliveryType,
    address: isPickup ? pickupAddressOf(order.pickupPoint) : deliveryAddressOf(form),
    zone: order.zone,
    needsAddressCheck: order.needsAddressCheck,
    scheduledFor: form.deliveryType === 'pre-order' ? `${form.deliveryDate} ${form.deliveryTime}`.trim() : '',
    payMethod: order.payMethod,
    cashback: order.payMethod === 'cash' ? form.cashback.trim() : '',
    paymentStatus: order.payment.status,
    confirmationStatus: order.confirmation.status,
    doNotCall: form.call,
    comment: form.comment,
    sticks: form.sticks,
    trainingSticks: form.trainingSticks,
    ecoPack: form.isEcoPack,
    couponCode: order.couponCode,
    lines: order.lines.map(lineOf),
    totals: {
      order: toHryvnias(order.totals.orderKopiykas),
      shipping: toHryvnias(order.totals.shippingKopiykas),
      discount: toHryvnias(order.totals.discountKopiykas),
      toPay: toHryvnias(order.totals.toPayKopiykas),
    },
  };
};

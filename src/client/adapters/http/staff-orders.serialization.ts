import { isCityId } from '../../../domain/city/city';
import { isDeliveryType, isPayMethod } from '../../../domain/order/order-form';
import { isBoardGroup } from '../../../domain/order/board-group';
import { isOrderStatus } from '../../../domain/order/order-status';
import { ORDER_CONFIRMATION_STATUSES, ORDER_PAYMENT_STATUSES } from '../../../domain/shop-api/ordering.contract';
import type {
  StaffOrderDto,
  StaffOrderEventDto,
  StaffOrderLineDto,
} from '../../../domain/shop-api/staff-orders.contract';
import { isZoneColor } from './zone-color.guard';

/*
 * Shape checks at the edge. The list is read order by order: one malformed order is left out (and
 * counted, so the adapter can report it) instead of blanking the kitchen's whole screen. A line is
 * part of its order: an order with an unreadable line is left out rather than shown incomplete.
 */

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isString = (value: unknown): value is string => typeof value === 'string';
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;
const isOneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    isString(value) && (values as readonly string[]).includes(value);

const isPaymentStatus = isOneOf(ORDER_PAYMENT_STATUSES);
const isConfirmationStatus = isOneOf(ORDER_CONFIRMATION_STATUSES);

const isLine = (value: unknown): value is StaffOrderLineDto =>
  isObject(value) &&
  isString(value.name) &&
  isCount(value.count) &&
  Array.isArray(value.modifiers) &&
  value.modifiers.every(isString) &&
  isAmount(value.total) &&
  isBoolean(value.isGift);

const isTotals = (value: unknown): value is StaffOrderDto['totals'] =>
  isObject(value) &&
  isAmount(value.order) &&
  isAmount(value.shipping) &&
  isAmount(value.discount) &&
  isAmount(value.toPay);

const isCustomer = (value: unknown): value is StaffOrderDto['customer'] =>
  isObject(value) && isString(value.name) && isString(value.phone);

const isInstant = (value: unknown): value is string => isString(value) && Number.isFinite(Date.parse(value));

const isStaffOrder = (value: unknown): value is StaffOrderDto =>
  isObject(value) &&
  isString(value.code) &&
  value.code !== '' &&
  isCityId(value.cityId) &&
  isOrderStatus(value.status) &&
  (value.cancelReason === null || isString(value.cancelReason)) &&
  Array.isArray(value.nextStatuses) &&
  value.nextStatuses.every(isOrderStatus) &&
  isInstant(value.createdAt) &&
  isCustomer(value.customer) &&
  isDeliveryType(value.deliveryType) &&
  isString(value.address) &&
  (value.zone === null || isZoneColor(value.zone)) &&
  isBoolean(value.needsAddressCheck) &&
  isString(value.scheduledFor) &&
  isPayMethod(value.payMethod) &&
  isString(value.cashback) &&
  isPaymentStatus(value.paymentStatus) &&
  isConfirmationStatus(value.confirmationStatus) &&
  isBoolean(value.doNotCall) &&
  isString(value.comment) &&
  isCount(value.sticks) &&
  isCount(value.trainingSticks) &&
  isBoolean(value.ecoPack) &&
  (value.couponCode === null || isString(value.couponCode)) &&
  Array.isArray(value.lines) &&
  value.lines.every(isLine) &&
  isTotals(value.totals);

/** Only the contract's fields are kept: whatever else the server sends stays out of the UI. */
const copyOrder = (order: StaffOrderDto): StaffOrderDto => ({
  code: order.code,
  cityId: order.cityId,
  status: order.status,
  cancelReason: order.cancelReason,
  nextStatuses: [...order.nextStatuses],
  createdAt: order.createdAt,
  customer: { name: order.customer.name, phone: order.customer.phone },
  deliveryType: order.deliveryType,
  address: order.address,
  zone: order.zone,
  needsAddressCheck: order.needsAddressCheck,
  scheduledFor: order.scheduledFor,
  payMethod: order.payMethod,
  cashback: order.cashback,
  paymentStatus: order.paymentStatus,
  confirmationStatus: order.confirmationStatus,
  doNotCall: order.doNotCall,
  comment: order.comment,
  sticks: order.sticks,
  trainingSticks: order.trainingSticks,
  ecoPack: order.ecoPack,
  couponCode: order.couponCode,
  lines: order.lines.map(({ name, count, modifiers, total, isGift }) => ({
    name,
    count,
    modifiers: [...modifiers],
    total,
    isGift,
  })),
  totals: {
    order: order.totals.order,
    shipping: order.totals.shipping,
    discount: order.totals.discount,
    toPay: order.totals.toPay,
  },
});

/** One order (the status change's answer); null when it is not an order. */
export const readStaffOrder = (body: unknown): StaffOrderDto | null => (isStaffOrder(body) ? copyOrder(body) : null);

export interface StaffOrdersReading {
  readonly orders: readonly StaffOrderDto[];
  /** The next page's `before`; null on the last page (or from a server that does not page). */
  readonly nextBefore: string | null;
  /** How many entries were left out as malformed. */
  readonly dropped: number;
}

/** GET /admin/orders: {orders: [...], nextBefore}; null when the answer is not such a list at all. */
export const readStaffOrders = (body: unknown): StaffOrdersReading | null => {
  if (!isObject(body) || !Array.isArray(body.orders)) return null;
  if (
    body.nextBefore !== undefined &&
    body.nextBefore !== null &&
    !(isString(body.nextBefore) && body.nextBefore !== '')
  )
    return null;
  const orders = body.orders.filter(isStaffOrder).map(copyOrder);
  return {
    orders,
    nextBefore: isString(body.nextBefore) ? body.nextBefore : null,
    dropped: body.orders.length - orders.length,
  };
};

/** One message of the live stream; null when it is not one. */
export const readStaffOrderEvent = (data: string): StaffOrderEventDto | null => {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (
    !isObject(value) ||
    !isString(value.code) ||
    value.code === '' ||
    !isOrderStatus(value.status) ||
    !isBoardGroup(value.group)
  )
    return null;
  return { code: value.code, status: value.status, group: value.group };
};

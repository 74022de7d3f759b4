import { awaitingReasonOf, type AwaitingReason } from '../../domain/order/board-group';
import type { DeliveryType, PayMethod } from '../../domain/order/order-form';
import type { OrderStatus } from '../../domain/order/order-status';
import type { ZoneColor } from '../../domain/delivery-zone/zone-color';
import { formatTimeOfDay, kyivWallTime } from '../../domain/shared/kyiv-time';
import { formatHryvnias } from '../../domain/shared/money';
import type { StaffOrderDto } from '../../domain/shop-api/staff-orders.contract';
import { phoneHref } from './phone-href';

/** Confirmations the operator has to finish by phone before the kitchen starts. */
export type CallReason = 'sms-pending' | 'phone-call-requested';

export interface StaffOrderLineView {
  readonly name: string;
  readonly count: number;
  readonly modifiers: readonly string[];
  readonly totalText: string;
  readonly isGift: boolean;
}

/** An order as its card draws it: times in shop (Kyiv) time, money as text. */
export interface StaffOrderView {
  readonly code: string;
  readonly status: OrderStatus;
  /** Staff's reason for a cancellation, or null (not cancelled, or cancelled without one). */
  readonly cancelReason: string | null;
  readonly nextStatuses: readonly OrderStatus[];
  /** HH:mm and DD.MM.YYYY of createdAt, Kyiv time whatever the browser's zone. */
  readonly time: string;
  readonly date: string;
  readonly customerName: string;
  readonly phone: string;
  readonly phoneHref: string;
  readonly deliveryType: DeliveryType;
  readonly address: string;
  readonly zone: ZoneColor | null;
  readonly needsAddressCheck: boolean;
  /** '' for as soon as possible. */
  readonly scheduledFor: string;
  readonly payMethod: PayMethod;
  readonly paymentStatus: StaffOrderDto['paymentStatus'];
  readonly cashback: string;
  /** What a new order still waits for from the customer (it is not the kitchen's yet), or null. */
  readonly awaitingReason: AwaitingReason | null;
  /** Why the operator must call, or null when the order is confirmed (or needs no confirmation). */
  readonly callReason: CallReason | null;
  readonly doNotCall: boolean;
  readonly comment: string;
  readonly sticks: number;
  readonly trainingSticks: number;
  readonly ecoPack: boolean;
  readonly couponCode: string | null;
  readonly lines: readonly StaffOrderLineView[];
  readonly totals: {
    readonly order: string;
    readonly shipping: string;
    readonly discount: string;
    readonly toPay: string;
  };
}

const callReasonOf = (order: StaffOrderDto): CallReason | null =>
  order.confirmationStatus === 'sms-pending' || order.confirmationStatus === 'phone-call-requested'
    ? order.confirmationStatus
    : null;

export const staffOrderView = (order: StaffOrderDto): StaffOrderView => {
  const created = kyivWallTime(Date.parse(order.createdAt));
  return {
    code: order.code,
    status: order.status,
    cancelReason: order.status === 'cancelled' ? order.cancelReason : null,
    nextStatuses: order.nextStatuses,
    time: formatTimeOfDay(created.minutesOfDay),
    date: created.dateString,
    customerName: order.customer.name,
    phone: order.customer.phone,
    phoneHref: phoneHref(order.customer.phone),
    deliveryType: order.deliveryType,
    address: order.address,
    zone: order.zone,
    needsAddressCheck: order.needsAddressCheck,
    scheduledFor: order.scheduledFor,
    payMethod: order.payMethod,
    paymentStatus: order.paymentStatus,
    cashback: order.cashback,
    awaitingReason: awaitingReasonOf(order),
    callReason: callReasonOf(order),
    doNotCall: order.doNotCall,
    comment: order.comment,
    sticks: order.sticks,
    trainingSticks: order.trainingSticks,
    ecoPack: order.ecoPack,
    couponCode: order.couponCode,
    lines: order.lines.map((line) => ({
      name: line.name,
      count: line.count,
      modifiers: line.modifiers,
      totalText: formatHryvnias(line.total),
      isGift: line.isGift,
    })),
    totals: {
      order: formatHryvnias(order.totals.order),
      shipping: formatHryvnias(order.totals.shipping),
      discount: formatHryvnias(order.totals.discount),
      toPay: formatHryvnias(order.totals.toPay),
    },
  };
};

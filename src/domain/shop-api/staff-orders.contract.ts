/** Shapes of the staff's order calls (admin area), shared by the browser adapter and the server routes. */
import type { CityId } from '../city/city';
import type { DeliveryType, PayMethod } from '../order/order-form';
import type { OrderStatus } from '../order/order-status';
import type { BoardGroup } from '../order/board-group';
import type { ZoneColor } from '../delivery-zone/zone-color';
import type { OrderConfirmationStatus, OrderPaymentStatus } from './ordering.contract';

/** A line as the kitchen reads it; money in hryvnias, as every API answer shows it. */
export interface StaffOrderLineDto {
  /** The product's name in Ukrainian, as ordered. */
  readonly name: string;
  readonly count: number;
  /** Modifier names, as ordered ("Яловича котлета", "Додатковий бекон"). */
  readonly modifiers: readonly string[];
  readonly total: number;
  readonly isGift: boolean;
}

/** One order in the staff's list: who, what, where, when, how paid, and where it is in the work. */
export interface StaffOrderDto {
  /** The short code the customer saw on the thank-you page. */
  readonly code: string;
  readonly cityId: CityId;
  readonly status: OrderStatus;
  /** What staff wrote when they cancelled it (shown to the customer too); null otherwise. */
  readonly cancelReason: string | null;
  /** What staff may move it to next (order-status.ts). */
  readonly nextStatuses: readonly OrderStatus[];
  /** ISO 8601. */
  readonly createdAt: string;
  readonly customer: { readonly name: string; readonly phone: string };
  readonly deliveryType: DeliveryType;
  /** "вулиця Городоцька 28, кв. 4, під'їзд 1, поверх 2, Львів"; the pickup point's address for self-pickup. */
  readonly address: string;
  readonly zone: ZoneColor | null;
  /** Outside every zone: call the customer about the delivery. */
  readonly needsAddressCheck: boolean;
  /** Pre-orders: "DD.MM.YYYY HH:mm" (Kyiv); '' for as soon as possible. */
  readonly scheduledFor: string;
  readonly payMethod: PayMethod;
  /** Cash: the note the courier should bring change for; '' otherwise. */
  readonly cashback: string;
  readonly paymentStatus: OrderPaymentStatus;
  readonly confirmationStatus: OrderConfirmationStatus;
  /** The customer asked not to be called back. */
  readonly doNotCall: boolean;
  readonly comment: string;
  readonly sticks: number;
  readonly trainingSticks: number;
  readonly ecoPack: boolean;
  readonly couponCode: string | null;
  readonly lines: readonly StaffOrderLineDto[];
  readonly totals: {
    readonly order: number;
    readonly shipping: number;
    readonly discount: number;
    readonly toPay: number;
  };
}

/**
 * GET /api/admin/orders?cityId=N[&group=kitchen|awaiting][&status=][&day=YYYY-MM-DD (Kyiv)]
 * [&search=code or phone][&before=code][&limit=1..100] → newest first, one page.
 */
export interface StaffOrdersDto {
  readonly orders: readonly StaffOrderDto[];
  /** Pass as `before` for the next (older) page; null on the last page. */
  readonly nextBefore: string | null;
}

/**
 * One message of GET /api/admin/orders/events?cityId=N (Server-Sent Events, `event: order`): an
 * order of the city was placed or changed, and where it is now. `event: resync` (no data) says
 * changes may have been missed; reload.
 */
export interface StaffOrderEventDto {
  readonly code: string;
  readonly status: OrderStatus;
  readonly group: BoardGroup;
}

/** POST /api/admin/orders/{code}/status {from, to} → the order as it is now (StaffOrderDto). */
export interface StaffOrderStatusChangeDto {
  /** The status staff saw: a change made meanwhile by a colleague answers 409 instead of being overwritten. */
  readonly from: OrderStatus;
  readonly to: OrderStatus;
  /** With 'cancelled': why, in a sentence for the customer (shown on the order status page). */
  readonly reason?: string;
}

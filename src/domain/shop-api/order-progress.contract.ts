/** Shapes of the customer's order status calls, shared by the browser adapter and the server routes. */
import type { CityId } from '../city/city';
import type { DeliveryType } from '../order/order-form';
import type { OrderPromise } from '../order/order-promise.rule';
import type { OrderStatus } from '../order/order-status';
import type { Translated } from '../shared/locale';

export interface OrderProgressLineDto {
  /** The product's name in Ukrainian, as ordered; `translation` has the other languages. */
  readonly name: string;
  readonly translation: Partial<Translated>;
  readonly count: number;
  /** The modifiers of one piece as chosen (a modifier twice listed twice): name in Ukrainian, `translation` the rest. */
  readonly modifiers: readonly {
    readonly productId: string;
    readonly name: string;
    readonly translation: Partial<Translated>;
  }[];
  /** Hryvnias, (price + modifiers) × count. */
  readonly total: number;
  readonly isGift: boolean;
}

/**
 * GET /api/order/{code}/progress, and the data of each `event: progress` of
 * GET /api/order/{code}/progress/events. Anyone holding the code may read it, so it carries no
 * address and no full phone: the customer's first name and the phone's last two digits only.
 */
export interface OrderProgressDto {
  readonly code: string;
  readonly cityId: CityId;
  readonly deliveryType: DeliveryType;
  readonly status: OrderStatus;
  /** What staff wrote when they cancelled it; null unless cancelled with a reason. */
  readonly cancelReason: string | null;
  /**
   * An online order whose payment failed or was not finished, that may still be paid again or in
   * cash (payment-recovery.rule.ts): the page offers both. Says no more than the thank-you page does.
   */
  readonly awaitsOnlinePayment: boolean;
  /** ISO 8601. */
  readonly createdAt: string;
  readonly promise: OrderPromise;
  readonly customer: { readonly firstName: string; readonly phoneEnding: string };
  readonly lines: readonly OrderProgressLineDto[];
  /** Hryvnias: the delivery fee (0 when free or picked up) and the coupon's discount, so the lines add up to what is paid. */
  readonly shipping: number;
  readonly discount: number;
  /** Hryvnias. */
  readonly toPay: number;
}

import type { ZoneColor } from '../../../../domain/delivery-zone/zone-color';
import type { OrderForm, PayMethod, SelfPickupPoint } from '../../../../domain/order/order-form';
import type { Locale } from '../../../../domain/shared/locale';
import type { OrderConfirmation, OrderRecord } from '../../ports/order-record.types';
import type { PricedOrder } from './order-pricing';
import { toStoredOrderLine } from './stored-order-line.mapper';

export interface OrderRecordInput {
  readonly code: string;
  readonly idempotencyKey: string | null;
  readonly cityId: number;
  readonly now: Date;
  readonly language: Locale;
  readonly form: OrderForm;
  readonly phoneDigits: string;
  readonly payMethod: PayMethod;
  readonly isAutofill: boolean;
  readonly priced: PricedOrder;
  readonly zone: ZoneColor | null;
  readonly pickupPoint: SelfPickupPoint | null;
  readonly confirmation: OrderConfirmation;
}

/** The order as stored: the accepted form with the server's coupon code, and the server's prices. */
export const buildOrderRecord = (input: OrderRecordInput): OrderRecord => {
  const { priced, form } = input;
  const isSelfPickup = form.deliveryType === 'self-pickup';
  return {
    code: input.code,
    idempotencyKey: input.idempotencyKey,
    cityId: input.cityId,
    createdAt: input.now,
    language: input.language,
    form: {
      ...form,
      coupon: priced.coupon?.code ?? '',
      // Only cash has a "change from" amount; a stale value from an earlier choice would mislead.
      cashback: input.payMethod === 'cash' ? form.cashback.trim() : '',
    },
    phoneDigits: input.phoneDigits,
    payMethod: input.payMethod,
    isAutofill: input.isAutofill,
    lines: priced.lines.map(toStoredOrderLine),
    totals: {
      orderKopiykas: priced.totals.order,
      shippingKopiykas: priced.totals.shipping,
      discountKopiykas: priced.totals.discount,
      toPayKopiykas: priced.totals.toPay,
    },
    couponCode: priced.coupon?.code ?? null,
    zone: isSelfPickup ? null : input.zone,
    needsAddressCheck: !isSelfPickup && input.zone === null,
    pickupPoint: isSelfPickup ? input.pickupPoint : null,
    confirmation: input.confirmation,
    payment: {
      status: input.payMethod === 'online' ? 'awaiting' : 'not-required',
      providerStatus: null,
      paidAt: null,
      updatedAt: input.now,
    },
  };
};

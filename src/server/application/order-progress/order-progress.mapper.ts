import { orderPromiseOf } from '../../../domain/order/order-promise.rule';
import { awaitsOnlinePayment } from '../../../domain/order/payment-recovery.rule';
import { buildCheckoutSummary } from '../../../domain/order/checkout-summary.builder';
import { kyivWallTime } from '../../../domain/shared/kyiv-time';
import { toHryvnias } from '../../../domain/shared/money';
import type { OrderProgressDto } from '../../../domain/shop-api/order-progress.contract';
import type { StaffOrder } from '../ports/staff-orders.port';

/** "Олена Петрівна" → "Олена": enough for the customer to recognise the order as theirs. */
const firstNameOf = (name: string): string => name.trim().split(/\s+/)[0] ?? '';

/** The phone's last two digits, '' when it has fewer. */
const phoneEndingOf = (phone: string): string => {
  const digits = phone.replace(/\D/g, '');
  return digits.length < 2 ? '' : digits.slice(-2);
};

/**
 * What the order status page may show of an order to whoever holds its code: no address, no full
 * phone, no payment details (architecture/order-status.md).
 */
export const orderProgressDtoOf = ({ order, status, cancelReason }: StaffOrder): OrderProgressDto => {
  const checkout = buildCheckoutSummary({
    orderForm: order.form,
    zone: order.zone,
    couponDiscount: 0,
    // The promise needs only the date: a delivery "now" is dated the Kyiv day it was placed.
    orderDate: kyivWallTime(order.createdAt.getTime()).dateString,
  });
  return {
    code: order.code,
    cityId: order.cityId as OrderProgressDto['cityId'],
    deliveryType: order.form.deliveryType,
    status,
    cancelReason: status === 'cancelled' ? cancelReason : null,
    awaitsOnlinePayment: awaitsOnlinePayment({
      status,
      payMethod: order.payMethod,
      paymentStatus: order.payment.status,
    }),
    createdAt: order.createdAt.toISOString(),
    promise: orderPromiseOf({
      checkout,
      needsAddressCheck: order.needsAddressCheck,
      placedAtMs: order.createdAt.getTime(),
    }),
    customer: { firstName: firstNameOf(order.form.name), phoneEnding: phoneEndingOf(order.form.phone) },
    lines: order.lines.map((line) => ({
      name: line.name,
      translation: line.translation,
      count: line.count,
      modifiers: line.modifiers.map((modifier) => ({
        productId: modifier.productId,
        name: modifier.name,
        translation: modifier.translation ?? {},
      })),
      total: toHryvnias(line.lineTotalKopiykas),
      isGift: line.isGift,
    })),
    shipping: toHryvnias(order.totals.shippingKopiykas),
    discount: toHryvnias(order.totals.discountKopiykas),
    toPay: toHryvnias(order.totals.toPayKopiykas),
  };
};

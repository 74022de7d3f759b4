import { buildCheckoutSummary, type CheckoutSummary } from '../../../domain/order/checkout-summary.builder';
import type { SelfPickupPoint } from '../../../domain/order/order-form';
import { kyivWallTime } from '../../../domain/shared/kyiv-time';
import type { Translated } from '../../../domain/shared/locale';
import { toHryvnias } from '../../../domain/shared/money';
import { ok } from '../../../domain/shared/result';
import type { ConfirmationStatus, OrderRecord, StoredOrderLine } from '../ports/order-record.types';
import type { OrderRepositoryPort } from '../ports/order-repository.port';
import type { PaymentStatusAnswer } from './payment-status.use-case';
import { readOrderId } from './support/order-id-input';
import { refuse, type UseCaseResult } from './support/use-case-result';

/** A line of the thank-you page; amounts in hryvnias, as every API answer shows money. */
export interface OrderSummaryLine {
  readonly productId: string;
  readonly name: string;
  readonly translation: Partial<Translated>;
  readonly count: number;
  /** The product's own unit price. */
  readonly price: number;
  /** One entry per piece's modifier, a modifier chosen twice listed twice; `name` is Ukrainian, `translation` the rest. */
  readonly modifiers: readonly {
    readonly productId: string;
    readonly name: string;
    readonly translation: Partial<Translated>;
    readonly price: number;
  }[];
  /** (price + modifiers) × count. */
  readonly total: number;
  readonly isGift: boolean;
}

/** GET /order/{code}: the checkout's summary plus what the thank-you page lists. */
export interface OrderSummary {
  readonly orderId: string;
  readonly cityId: number;
  readonly createdAt: Date;
  readonly checkout: CheckoutSummary;
  readonly lines: readonly OrderSummaryLine[];
  readonly totals: {
    readonly order: number;
    readonly shipping: number;
    readonly discount: number;
    readonly toPay: number;
  };
  readonly paymentStatus: PaymentStatusAnswer;
  readonly confirmationStatus: ConfirmationStatus;
  /** Out of zones: the page says the operator will call about delivery. */
  readonly needsAddressCheck: boolean;
  /** A self-pickup order's point as it was when ordered, so the page can name it in the customer's language. */
  readonly pickupPoint: SelfPickupPoint | null;
}

export type OrderSummaryRefusal = 'order-id-required' | 'order-not-found';

/**
 * The code is the only key, and it is unguessable (it guards the address shown here). The
 * customer's name and phone are deliberately left out: the page does not need them.
 */
export class GetOrderSummaryUseCase {
  constructor(private readonly orders: OrderRepositoryPort) {}

  async execute(input: {
    readonly orderId?: string | null;
  }): Promise<UseCaseResult<OrderSummary, OrderSummaryRefusal>> {
    const orderCode = readOrderId(input.orderId);
    if (orderCode === null) return refuse('order-id-required');
    const order = await this.orders.findByCode(orderCode);
    if (order === null) return refuse('order-not-found');
    return ok(summaryOf(order));
  }
}

const summaryOf = (order: OrderRecord): OrderSummary => ({
  orderId: order.code,
  cityId: order.cityId,
  createdAt: order.createdAt,
  checkout: buildCheckoutSummary({
    orderForm: order.form,
    zone: order.zone,
    couponDiscount: toHryvnias(order.totals.discountKopiykas),
    pickupPoints: order.pickupPoint === null ? [] : [order.pickupPoint],
    // A delivery "now" is dated the Kyiv day it was placed, whatever the server's time zone.
    orderDate: kyivWallTime(order.createdAt.getTime()).dateString,
  }),
  lines: order.lines.map(summaryLineOf),
  totals: {
    order: toHryvnias(order.totals.orderKopiykas),
    shipping: toHryvnias(order.totals.shippingKopiykas),
    discount: toHryvnias(order.totals.discountKopiykas),
    toPay: toHryvnias(order.totals.toPayKopiykas),
  },
  paymentStatus: order.payment.status === 'paid' ? 'success' : order.payment.status,
  confirmationStatus: order.confirmation.status,
  needsAddressCheck: order.needsAddressCheck,
  pickupPoint: order.pickupPoint,
});

const summaryLineOf = (line: StoredOrderLine): OrderSummaryLine => ({
  productId: line.productId,
  name: line.name,
  translation: line.translation,
  count: line.count,
  price: toHryvnias(line.unitPriceKopiykas),
  modifiers: line.modifiers.map((m) => ({
    productId: m.productId,
    name: m.name,
    translation: m.translation ?? {},
    price: toHryvnias(m.priceKopiykas),
  })),
  total: toHryvnias(line.lineTotalKopiykas),
  isGift: line.isGift,
});

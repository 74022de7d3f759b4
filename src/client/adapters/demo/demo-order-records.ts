import type { CityId } from '../../../domain/city/city';
import type { ZoneColor } from '../../../domain/delivery-zone/zone-color';
import { buildCheckoutSummary } from '../../../domain/order/checkout-summary.builder';
import type { OrderForm } from '../../../domain/order/order-form';
import { orderPromiseOf } from '../../../domain/order/order-promise.rule';
import type { OrderRequest } from '../../../domain/order/order-request.builder';
import { lineTotal } from '../../../domain/pricing/line-total';
import { orderTotals } from '../../../domain/pricing/order-totals';
import { kyivWallTime } from '../../../domain/shared/kyiv-time';
import type { OrderProgressDto } from '../../../domain/shop-api/order-progress.contract';
import type { OrderConfirmationStatus } from '../../../domain/shop-api/ordering.contract';
import type { StaffOrderDto } from '../../../domain/shop-api/staff-orders.contract';
import type { OrderSummaryDto } from '../../application/ports/order-api.port';
import { FAKE_PICKUP_POINTS } from './demo-checkout-data';
import type { DemoOrder, DemoPlacement } from './demo-order-book';
import { withStatus } from './fake-staff-orders-data';

/** What the demo shop knows of an order as it is placed. */
export interface PlacedOrderFacts {
  readonly code: string;
  /** ISO 8601. */
  readonly createdAt: string;
  readonly request: OrderRequest;
  /** Hryvnias, as the coupon check answered it for this cart. */
  readonly couponDiscount: number;
  readonly confirmationStatus: OrderConfirmationStatus;
}

const cityOf = (request: OrderRequest): CityId => (request.cityId === 2 ? 2 : 1);

const pickupPointOf = (request: OrderRequest) =>
  FAKE_PICKUP_POINTS[cityOf(request)].find((point) => point.id === request.orderForm.selfPickupPointId) ?? null;

const totalsOf = (request: OrderRequest, couponDiscount: number) =>
  orderTotals({
    items: request.items,
    couponDiscount,
    payMethod: request.orderForm.payMethod,
    deliveryType: request.orderForm.deliveryType,
  });

/** Every demo street lies in the green zone (in-memory-address-zone-api.adapter.ts); a pickup has none. */
const zoneOf = (form: OrderForm): ZoneColor | null => (form.deliveryType === 'self-pickup' ? null : 'green');

// The same wording the server gives couriers (staff-order.mapper.ts on the server side).
const deliveryAddressOf = (form: OrderForm): string => {
  const { street, house, flat, entrance, floor, deliveryCity } = form.address;
  return [
    `${street.name} ${house}`.trim(),
    flat.trim() === '' ? '' : `кв. ${flat.trim()}`,
    entrance.trim() === '' ? '' : `під'їзд ${entrance.trim()}`,
    floor.trim() === '' ? '' : `поверх ${floor.trim()}`,
    deliveryCity?.name ?? '',
  ]
    .filter((part) => part !== '')
    .join(', ');
};

/** The kitchen's view of a newly placed order, with the next steps the workflow allows. */
export const staffOrderOfPlacement = (facts: PlacedOrderFacts): StaffOrderDto => {
  const { request } = facts;
  const form = request.orderForm;
  const point = pickupPointOf(request);
  const totals = totalsOf(request, facts.couponDiscount);
  return withStatus(
    {
      code: facts.code,
      cityId: cityOf(request),
      status: 'new',
      cancelReason: null,
      nextStatuses: [],
      createdAt: facts.createdAt,
      customer: { name: form.name, phone: form.phone },
      deliveryType: form.deliveryType,
      address:
        form.deliveryType === 'self-pickup'
          ? point === null
            ? ''
            : `${point.streetName} ${point.house}, ${point.deliveryCityName}`
          : deliveryAddressOf(form),
      zone: zoneOf(form),
      needsAddressCheck: false,
      scheduledFor: form.deliveryType === 'pre-order' ? `${form.deliveryDate} ${form.deliveryTime}`.trim() : '',
      payMethod: form.payMethod ?? 'cash',
      cashback: form.payMethod === 'cash' ? form.cashback.trim() : '',
      paymentStatus: 'not-required',
      confirmationStatus: facts.confirmationStatus,
      doNotCall: form.call,
      comment: form.comment,
      sticks: form.sticks,
      trainingSticks: form.trainingSticks,
      ecoPack: form.isEcoPack,
      couponCode: form.coupon.trim() === '' ? null : form.coupon.trim().toUpperCase(),
      lines: request.items.map((item) => ({
        name: item.name,
        count: item.count,
        modifiers: item.modifiers.map((modifier) => modifier.iikoName),
        total: lineTotal(item),
        isGift: item.isCoupon === true,
      })),
      totals,
    },
    'new',
  );
};

const placedAtOf = (order: DemoOrder): number => Date.parse(order.staff.createdAt);

/** GET /order/{code}: the thank-you page's summary of an order placed in this browser. */
export const orderSummaryOf = (order: DemoOrder, placement: DemoPlacement): OrderSummaryDto => {
  const { request } = placement;
  const { staff } = order;
  return {
    orderId: staff.code,
    cityId: staff.cityId,
    checkout: buildCheckoutSummary({
      orderForm: request.orderForm,
      zone: staff.zone,
      couponDiscount: placement.couponDiscount,
      pickupPoints: FAKE_PICKUP_POINTS[staff.cityId],
      orderDate: kyivWallTime(placedAtOf(order)).dateString,
    }),
    lines: request.items.map((item) => ({
      productId: item.iikoId,
      name: item.name,
      translation: item.translation,
      count: item.count,
      total: lineTotal(item),
      isGift: item.isCoupon === true,
    })),
    totals: staff.totals,
    paymentStatus: staff.paymentStatus === 'paid' ? 'success' : 'not-required',
    confirmationStatus: staff.confirmationStatus,
    needsAddressCheck: staff.needsAddressCheck,
    pickupPoint: pickupPointOf(request),
  };
};

/** GET /order/{code}/progress: what the order status page shows, without address or full phone. */
export const orderProgressOf = (order: DemoOrder, placement: DemoPlacement): OrderProgressDto => {
  const { staff } = order;
  const form = placement.request.orderForm;
  const checkout = buildCheckoutSummary({
    orderForm: form,
    zone: staff.zone,
    couponDiscount: placement.couponDiscount,
    orderDate: kyivWallTime(placedAtOf(order)).dateString,
  });
  const digits = form.phone.replace(/\D/g, '');
  return {
    code: staff.code,
    cityId: staff.cityId,
    deliveryType: staff.deliveryType,
    status: staff.status,
    cancelReason: staff.status === 'cancelled' ? staff.cancelReason : null,
    awaitsOnlinePayment: false,
    createdAt: staff.createdAt,
    promise: orderPromiseOf({ checkout, needsAddressCheck: staff.needsAddressCheck, placedAtMs: placedAtOf(order) }),
    customer: { firstName: form.name.trim().split(/\s+/)[0] ?? '', phoneEnding: digits.slice(-2) },
    lines: placement.request.items.map((item) => ({
      name: item.name,
      translation: item.translation,
      count: item.count,
      modifiers: item.modifiers.map((modifier) => ({
        productId: modifier.iikoId,
        name: modifier.iikoName,
        translation: modifier.translation ?? {},
      })),
      total: lineTotal(item),
      isGift: item.isCoupon === true,
    })),
    shipping: staff.totals.shipping,
    discount: staff.totals.discount,
    toPay: staff.totals.toPay,
  };
};

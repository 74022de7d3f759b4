import type { DeliveryType, OrderForm, PayMethod } from '../../../domain/order/order-form';
import type { Locale } from '../../../domain/shared/locale';
import type { CheckCouponInput } from '../../application/use-cases/check-coupon.use-case';
import type { CheckPricesInput } from '../../application/use-cases/check-prices.use-case';
import type { CreateOrderInput, CreateOrderItemInput } from '../../application/use-cases/create-order.use-case';

/*
 * Request bodies (already shape-checked by order-pipeline.schemas.ts) → use-case inputs. The
 * schemas let optional fields be missing and let ids be numbers; the use cases expect a complete
 * OrderForm of strings, so blanks are filled here, the same blanks the storefront's empty form has.
 */

type Loose = Readonly<Record<string, unknown>>;

const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const numberOr = (value: unknown, fallback: number): number => (typeof value === 'number' ? value : fallback);
const objectOf = (value: unknown): Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Loose) : {};
const listOf = (value: unknown): readonly Loose[] => (Array.isArray(value) ? value.map(objectOf) : []);

const lineId = (line: Loose, index: number): string => {
  const id = textOf(line.id);
  return id === '' ? `line-${index + 1}` : id;
};

const cartLinesOf = (value: unknown): CreateOrderItemInput[] =>
  listOf(value).map((line, index) => ({
    id: lineId(line, index),
    iikoId: textOf(line.iikoId),
    count: numberOr(line.count, Number.NaN),
    modifiers: listOf(line.modifiers).map((modifier) => ({ iikoId: textOf(modifier.iikoId) })),
    ...(line.isCoupon === true ? { isCoupon: true } : {}),
  }));

const orderFormOf = (value: unknown): OrderForm => {
  const form = objectOf(value);
  const address = objectOf(form.address);
  const deliveryCity =
    address.deliveryCity === null || address.deliveryCity === undefined ? null : objectOf(address.deliveryCity);
  const street = objectOf(address.street);
  return {
    name: textOf(form.name),
    phone: textOf(form.phone),
    deliveryType: form.deliveryType as DeliveryType,
    deliveryTime: textOf(form.deliveryTime),
    deliveryDate: textOf(form.deliveryDate),
    selfPickupPointId: textOf(form.selfPickupPointId),
    address: {
      deliveryCity:
        deliveryCity === null ? null : { id: numberOr(deliveryCity.id, 0), name: textOf(deliveryCity.name) },
      street: { id: textOf(street.id), name: textOf(street.name) },
      house: textOf(address.house),
      flat: textOf(address.flat),
      entrance: textOf(address.entrance),
      floor: textOf(address.floor),
    },
    payMethod: (form.payMethod ?? null) as PayMethod | null,
    cashback: textOf(form.cashback),
    comment: textOf(form.comment),
    coupon: textOf(form.coupon),
    isEcoPack: form.isEcoPack === true,
    sticks: numberOr(form.sticks, 0),
    trainingSticks: numberOr(form.trainingSticks, 0),
    call: form.call === true,
    ...(typeof form.numberOfPeople === 'number' ? { numberOfPeople: form.numberOfPeople } : {}),
  };
};

export const toCreateOrderInput = (body: Loose, language: Locale): CreateOrderInput => ({
  orderId: typeof body.orderId === 'string' || typeof body.orderId === 'number' ? String(body.orderId) : null,
  cityId: numberOr(body.cityId, Number.NaN),
  items: cartLinesOf(body.items),
  isAutofill: body.isAutofill === true,
  orderForm: orderFormOf(body.orderForm),
  language,
});

export const toCheckCouponInput = (body: Loose): CheckCouponInput => ({
  coupon: textOf(body.coupon),
  items: cartLinesOf(body.items),
  ...(typeof body.phone === 'string' ? { phone: body.phone } : {}),
  ...(typeof body.customerName === 'string' ? { customerName: body.customerName } : {}),
  cityId: numberOr(body.cityId, Number.NaN),
  payMethod: (body.payMethod ?? null) as PayMethod | null,
});

export const toCheckPricesInput = (body: Loose): CheckPricesInput => ({
  cityId: numberOr(body.cityId, Number.NaN),
  cartItems: listOf(body.cartItems).map((line, index) => ({
    id: lineId(line, index),
    iikoId: textOf(line.iikoId),
    price: numberOr(line.price, Number.NaN),
    ...(line.isCoupon === true ? { isCoupon: true } : {}),
    modifiers: listOf(line.modifiers).map((modifier) => ({
      id: textOf(modifier.id) || textOf(modifier.iikoId),
      iikoId: textOf(modifier.iikoId),
      price: numberOr(modifier.price, Number.NaN),
    })),
  })),
});

/** `{orderId}` bodies and `:orderId` params: the use cases read at most 64 characters of it. */
export const orderIdOf = (value: unknown): string | null =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : null;

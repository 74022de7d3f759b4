import { DELIVERY_TYPES, PAY_METHODS } from '../../../domain/order/order-form';

/*
 * Request shapes of the order calls. They check types and sizes only, so that a hand-made
 * body is refused with a 400 that names the field; what the values mean (a city, a quantity, a
 * slot, sticks) is the use cases' job and comes back as a 422 refusal. Extra fields are allowed:
 * the storefront sends whole cart items (names, photos, flags) and the server reads only ids.
 */

/*
 * Alternatives are written as anyOf (Ajv's strict mode warns about type lists), null first: Fastify's
 * Ajv coerces types, and a failed string branch must not turn a null into '' before the null
 * branch is tried.
 */
const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const nullOr = <T extends object>(schema: T) => ({ anyOf: [{ type: 'null' }, schema] }) as const;
/** A number is read as its text (house 28, street id 1582762). */
const textOrNumber = (maxLength: number) => ({ anyOf: [text(maxLength), { type: 'number' }] }) as const;
const ID = textOrNumber(100);
/** Codes and client keys are short tokens (readOrderId reads at most 64 characters). */
export const ORDER_ID = nullOr(textOrNumber(64));
const PAY_METHOD = nullOr({ type: 'string', enum: PAY_METHODS });
/** Cities are validated by the use cases (1 Lviv, 2 Kyiv); the bound only keeps absurd numbers out. */
const CITY_ID = { type: 'integer', minimum: -2_147_483_648, maximum: 2_147_483_647 } as const;

const MAX_LINES = 100;
const MAX_MODIFIERS = 30;

const CHOSEN_MODIFIER = {
  type: 'object',
  required: ['iikoId'],
  properties: { iikoId: text(100) },
} as const;

/** A cart line of an order or a coupon check: ids and the count are read, prices never. */
export const CART_LINE = {
  type: 'object',
  required: ['iikoId', 'count'],
  properties: {
    id: ID,
    iikoId: text(100),
    count: { type: 'number' },
    isCoupon: { type: 'boolean' },
    modifiers: { type: 'array', maxItems: MAX_MODIFIERS, items: CHOSEN_MODIFIER },
  },
} as const;

/** A cart line of a price check: the browser's prices are read, to be compared with the server's. */
const PRICED_LINE = {
  type: 'object',
  required: ['iikoId', 'price'],
  properties: {
    id: ID,
    iikoId: text(100),
    price: { type: 'number' },
    isCoupon: { type: 'boolean' },
    modifiers: {
      type: 'array',
      maxItems: MAX_MODIFIERS,
      items: {
        type: 'object',
        required: ['iikoId', 'price'],
        properties: { id: ID, iikoId: text(100), price: { type: 'number' } },
      },
    },
  },
} as const;

const ADDRESS = {
  type: 'object',
  properties: {
    deliveryCity: nullOr({
      type: 'object',
      properties: { id: { type: 'integer', minimum: 0, maximum: 2_147_483_647 }, name: text(200) },
    }),
    street: { type: 'object', properties: { id: ID, name: text(200) } },
    house: textOrNumber(20),
    flat: textOrNumber(20),
    entrance: textOrNumber(20),
    floor: textOrNumber(20),
  },
} as const;

/** The order form as the browser sends it. Missing optional fields are filled by order-request.mapper.ts. */
const ORDER_FORM = {
  type: 'object',
  required: ['name', 'phone', 'deliveryType'],
  properties: {
    name: text(200),
    phone: text(40),
    deliveryType: { type: 'string', enum: DELIVERY_TYPES },
    deliveryTime: text(10),
    deliveryDate: text(20),
    selfPickupPointId: textOrNumber(64),
    address: ADDRESS,
    payMethod: PAY_METHOD,
    cashback: textOrNumber(20),
    comment: text(1000),
    coupon: text(64),
    isEcoPack: { type: 'boolean' },
    sticks: { type: 'number' },
    trainingSticks: { type: 'number' },
    call: { type: 'boolean' },
    numberOfPeople: nullOr({ type: 'integer', minimum: 0, maximum: 99 }),
  },
} as const;

/** The body may name the language of its messages; unknown values fall back (request-language.ts). */
const LANGUAGE_FIELDS = { lang: text(10), language: text(10) } as const;

export const LANG_QUERY = {
  type: 'object',
  properties: { lang: text(10) },
} as const;

export const CREATE_ORDER_BODY = {
  type: 'object',
  required: ['cityId', 'items', 'orderForm'],
  properties: {
    orderId: ORDER_ID,
    cityId: CITY_ID,
    items: { type: 'array', maxItems: MAX_LINES, items: CART_LINE },
    isAutofill: { type: 'boolean' },
    orderForm: ORDER_FORM,
    ...LANGUAGE_FIELDS,
  },
} as const;

export const CHECK_PRICES_BODY = {
  type: 'object',
  required: ['cartItems', 'cityId'],
  properties: {
    cartItems: { type: 'array', maxItems: MAX_LINES, items: PRICED_LINE },
    cityId: CITY_ID,
    ...LANGUAGE_FIELDS,
  },
} as const;

export const CHECK_COUPON_BODY = {
  type: 'object',
  required: ['coupon', 'cityId'],
  properties: {
    coupon: text(64),
    items: { type: 'array', maxItems: MAX_LINES, items: CART_LINE },
    phone: text(40),
    customerName: text(200),
    cityId: CITY_ID,
    payMethod: PAY_METHOD,
    ...LANGUAGE_FIELDS,
  },
} as const;

export const ORDER_ID_BODY = {
  type: 'object',
  required: ['orderId'],
  properties: { orderId: ORDER_ID, ...LANGUAGE_FIELDS },
} as const;

export const VERIFY_CODE_BODY = {
  type: 'object',
  required: ['orderId', 'code'],
  properties: { orderId: ORDER_ID, code: textOrNumber(10), ...LANGUAGE_FIELDS },
} as const;

export const ORDER_ID_PARAMS = {
  type: 'object',
  required: ['orderId'],
  properties: { orderId: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

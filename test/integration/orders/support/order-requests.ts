import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { emptyOrderForm, type OrderForm } from '../../../../src/domain/order/order-form';

/** A Kyiv wall time of TEST_NOW's day (Wednesday 11 June 2025) or another day, as an instant. */
export const kyivAt = (hhmm: string, day = '2025-06-11'): Date => new Date(`${day}T${hhmm}:00+03:00`);

/** A fresh customer: the SMS rule keys on the phone, so each test gets its own. */
export const uniquePhone = (): string => {
  const digits = String(randomInt(10_000_000, 100_000_000)).padStart(7, '0');
  return `+38 (067) ${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5, 7)}`;
};

export const uniqueKey = (): string => `browser-${randomBytes(6).toString('hex')}`;

export interface LineOptions {
  readonly modifiers?: readonly string[];
  readonly price?: number;
  readonly isCoupon?: boolean;
}

/** A cart line as the storefront sends it, with whatever price the browser believes. */
export const cartLine = (iikoId: string, count = 1, options: LineOptions = {}) => ({
  id: `${Date.now()}-${iikoId}-${randomBytes(2).toString('hex')}`,
  iikoId,
  name: iikoId,
  translation: { uk: iikoId },
  price: options.price ?? 100,
  count,
  modifiers: (options.modifiers ?? []).map((id) => ({ id, iikoId: id, iikoName: id, price: 0 })),
  ...(options.isCoupon === undefined ? {} : { isCoupon: options.isCoupon }),
});

export const HORODOTSKA = { id: 'lviv-horodotska', name: 'вулиця Городоцька' } as const;
/** The gazetteer's "other street" entry: no point, so out of every zone. */
export const OTHER_STREET = { id: 'lviv-other', name: 'інша вулиця' } as const;

/** A complete cash delivery to вулиця Городоцька 28, Lviv, overridable field by field. */
export const orderForm = (overrides: Partial<OrderForm> = {}): OrderForm => ({
  ...emptyOrderForm(),
  name: 'Олена',
  phone: uniquePhone(),
  deliveryType: 'delivery',
  payMethod: 'cash',
  address: {
    deliveryCity: { id: 101, name: 'Львів' },
    street: HORODOTSKA,
    house: '28',
    flat: '4',
    entrance: '1',
    floor: '2',
  },
  ...overrides,
});

export const orderBody = (
  items: readonly ReturnType<typeof cartLine>[],
  form: Partial<OrderForm> = {},
  extra: Readonly<Record<string, unknown>> = {},
) => ({ orderId: null, cityId: 1, items, isAutofill: false, orderForm: orderForm(form), ...extra });

export const post = (
  app: FastifyInstance,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> => app.inject({ method: 'POST', url, payload: payload as object, headers });

export interface CreatedOrder {
  readonly orderId: string;
  readonly success: boolean;
  readonly smsConfirm: boolean;
  readonly liqpayForm: { readonly action: string; readonly data: string; readonly signature: string } | null;
  readonly isEmailSended: boolean;
}

/** Places an order and fails the test with the answer unless it was accepted. */
export const placeOrder = async (
  app: FastifyInstance,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<CreatedOrder> => {
  const response = await post(app, '/api/order/create', body, headers);
  if (response.statusCode !== 200) throw new Error(`order refused: ${response.statusCode} ${response.body}`);
  return response.json() as CreatedOrder;
};

/** The code the development SMS sender "sent" to a phone, read through /api/dev/sms. */
export const smsCodeFor = async (app: FastifyInstance, phone: string): Promise<string> => {
  const response = await app.inject({ method: 'GET', url: `/api/dev/sms?phone=${encodeURIComponent(phone)}` });
  if (response.statusCode !== 200) throw new Error(`no SMS for ${phone}: ${response.body}`);
  return (response.json() as { code: string }).code;
};

/** Places an order and, when the phone had to be confirmed, enters the SMS code: the kitchen's from then on. */
export const placeConfirmedOrder = async (
  app: FastifyInstance,
  body: ReturnType<typeof orderBody>,
): Promise<CreatedOrder> => {
  const created = await placeOrder(app, body);
  if (!created.smsConfirm) return created;
  const code = await smsCodeFor(app, body.orderForm.phone);
  const verified = await post(app, '/api/order/verify-code', { orderId: created.orderId, code });
  if (verified.statusCode !== 200) throw new Error(`code refused: ${verified.statusCode} ${verified.body}`);
  return created;
};

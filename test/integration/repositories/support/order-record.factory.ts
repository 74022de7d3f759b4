import { randomBytes, randomInt } from 'node:crypto';
import { emptyOrderForm, type OrderForm } from '../../../../src/domain/order/order-form';
import type {
  OrderConfirmation,
  OrderRecord,
  StoredOrderLine,
} from '../../../../src/server/application/ports/order-record.types';

export const PLACED_AT = new Date('2025-06-10T11:00:00.123Z');

/**
 * Codes, keys and phones unique per call: the PostgreSQL suites share one database across tests,
 * the in-memory ones get a fresh repository each time; unique values make both independent.
 */
export const uniqueCode = (): string => `C${randomBytes(5).toString('hex').toUpperCase()}`;
export const uniqueKey = (): string => `key-${randomBytes(8).toString('hex')}`;
export const uniquePhoneDigits = (): string => `0${String(randomInt(10 ** 8, 10 ** 9))}`;

const maskedPhone = (digits: string): string =>
  `+38 (${digits.slice(0, 3)}) ${digits.slice(3, 6)} ${digits.slice(6, 8)} ${digits.slice(8, 10)}`;

export const BURGER_LINE: StoredOrderLine = {
  productId: 'burger-classic',
  name: 'Класичний бургер',
  translation: { uk: 'Класичний бургер', en: 'Classic burger', ru: 'Классический бургер' },
  count: 2,
  unitPriceKopiykas: 18_990,
  modifiers: [
    { productId: 'mod-beef', name: 'Яловича котлета', productGroupId: 'patty', priceKopiykas: 0 },
    { productId: 'mod-bacon', name: 'Додатковий бекон', productGroupId: 'extras', priceKopiykas: 3_550 },
  ],
  lineTotalKopiykas: (18_990 + 3_550) * 2,
  isGift: false,
};

export const GIFT_LINE: StoredOrderLine = {
  productId: 'drink-cola',
  name: 'Кола',
  translation: { uk: 'Кола' },
  count: 1,
  unitPriceKopiykas: 0,
  modifiers: [],
  lineTotalKopiykas: 0,
  isGift: true,
};

/** A line of a product the catalogue no longer has: stored all the same (product_id stays NULL). */
export const UNKNOWN_PRODUCT_LINE: StoredOrderLine = {
  productId: 'burger-from-the-past',
  name: "Бургер «Ностальгія» — з п'ятьма соусами 🍔",
  translation: { en: 'Nostalgia burger' },
  count: 1,
  unitPriceKopiykas: 12_345,
  modifiers: [{ productId: 'mod-sauce', name: 'Соус', priceKopiykas: 100 }],
  lineTotalKopiykas: 12_445,
  isGift: false,
};

const formOf = (phoneDigits: string, overrides: Partial<OrderForm>): OrderForm => ({
  ...emptyOrderForm(),
  name: 'Олена Петрук',
  phone: maskedPhone(phoneDigits),
  deliveryType: 'delivery',
  payMethod: 'cash',
  address: {
    deliveryCity: { id: 101, name: 'Львів' },
    street: { id: 'lviv-horodotska', name: 'вулиця Городоцька' },
    house: '28',
    flat: '5',
    entrance: '1',
    floor: '3',
  },
  comment: 'Домофон не працює — зателефонуйте, будь ласка',
  ...overrides,
});

/** A complete, consistent order (the table checks totals, lines and phone), overridable. */
export const orderRecordOf = (
  overrides: Partial<OrderRecord> = {},
  formOverrides: Partial<OrderForm> = {},
): OrderRecord => {
  const phoneDigits = overrides.phoneDigits ?? uniquePhoneDigits();
  const lines = overrides.lines ?? [BURGER_LINE, GIFT_LINE];
  const orderKopiykas = lines.reduce((sum, line) => sum + line.lineTotalKopiykas, 0);
  return {
    code: uniqueCode(),
    idempotencyKey: null,
    cityId: 1,
    createdAt: PLACED_AT,
    language: 'uk',
    form: formOf(phoneDigits, formOverrides),
    phoneDigits,
    payMethod: 'cash',
    isAutofill: false,
    lines,
    totals: { orderKopiykas, shippingKopiykas: 0, discountKopiykas: 1_000, toPayKopiykas: orderKopiykas - 1_000 },
    couponCode: 'GIFT',
    zone: 'green',
    needsAddressCheck: false,
    pickupPoint: null,
    confirmation: {
      status: 'sms-pending',
      codeHash: 'a'.repeat(64),
      codeExpiresAt: new Date(PLACED_AT.getTime() + 300_000),
      attempts: 0,
      revision: 0,
      updatedAt: PLACED_AT,
    },
    payment: { status: 'not-required', providerStatus: null, paidAt: null, updatedAt: PLACED_AT },
    ...overrides,
  };
};

/** An online order awaiting its payment. */
export const onlineOrderOf = (overrides: Partial<OrderRecord> = {}): OrderRecord =>
  orderRecordOf(
    {
      payMethod: 'online',
      confirmation: {
        status: 'not-required',
        codeHash: null,
        codeExpiresAt: null,
        attempts: 0,
        revision: 0,
        updatedAt: PLACED_AT,
      },
      payment: { status: 'awaiting', providerStatus: null, paidAt: null, updatedAt: PLACED_AT },
      ...overrides,
    },
    { payMethod: 'online' },
  );

/** The confirmation one step on: the repository's compare-and-set wants revision + 1. */
export const nextConfirmation = (
  current: OrderConfirmation,
  change: Partial<OrderConfirmation>,
): OrderConfirmation => ({
  ...current,
  ...change,
  revision: current.revision + 1,
  updatedAt: new Date('2025-06-10T11:04:59.999Z'),
});

import { describe, expect, it } from 'vitest';
import type { PlacedOrder } from '../../../../src/client/application/ports/order-session-storage.port';
import { OrderSubmissionKeys } from '../../../../src/client/application/order-submission-keys';
import {
  ADULT_CONFIRMED_KEY,
  PlaceOrder,
  type OrderDraft,
} from '../../../../src/client/application/place-order.use-case';
import type { AlcoholHoursAnswer } from '../../../../src/client/application/ports/order-questions.port';
import type { RandomIdPort } from '../../../../src/client/application/ports/random-id.port';
import type { CartItem } from '../../../../src/domain/cart/cart-item';
import type { CouponSelectedItem } from '../../../../src/domain/coupon/coupon.types';
import { emptyOrderForm } from '../../../../src/domain/order/order-form';
import {
  FixedClock,
  MemoryOrderSession,
  MemoryStorage,
  RecordingPayment,
  ScriptedOrderApi,
  ScriptedQuestions,
} from './fakes/checkout-ports.fakes';

/** 13:00 and 11:00 in Kyiv (UTC+2 in January): alcohol comes from 12:00 until 21:30. */
const ONE_PM = Date.UTC(2025, 0, 15, 11, 0, 0);
const ELEVEN_AM = Date.UTC(2025, 0, 15, 9, 0, 0);

const fries: CartItem = {
  id: 'l1',
  iikoId: 'fries',
  name: 'Fries',
  translation: {},
  price: 100,
  count: 4,
  modifiers: [],
};
const beer: CartItem = {
  id: 'l2',
  iikoId: 'beer',
  name: 'Beer',
  translation: {},
  price: 80,
  count: 1,
  modifiers: [],
  isAlcohol: true,
};

class CountingIds implements RandomIdPort {
  private count = 0;
  next(): string {
    this.count += 1;
    return `key-${this.count}`;
  }
}

const setUp = (
  options: { now?: number; answers?: { alcohol?: AlcoholHoursAnswer; adult?: boolean }; cart?: CartItem[] } = {},
) => {
  const api = new ScriptedOrderApi();
  const session = new MemoryOrderSession();
  const storage = new MemoryStorage();
  const payment = new RecordingPayment();
  const questions = new ScriptedQuestions(options.answers);
  const keys = new OrderSubmissionKeys(storage, new CountingIds());
  const completed: PlacedOrder[] = [];
  const placeOrder = new PlaceOrder({
    api,
    session,
    keys,
    payment,
    questions,
    storage,
    clock: new FixedClock(options.now ?? ONE_PM),
    complete: (order) => void completed.push(order),
  });
  let cart: CartItem[] = options.cart ?? [fries];
  let orderForm = { ...emptyOrderForm(), name: 'Олена', phone: '+38 (067) 123 45 67', payMethod: 'cash' as const };
  /** The form's own rule, as the view-model answers it: 400 ₴ at least. */
  const draft = (): OrderDraft | null => {
    const total = cart.reduce((sum, line) => sum + line.price * line.count, 0);
    if (total < 400) return null;
    return {
      city: 'lviv',
      lang: 'uk',
      cartItems: cart,
      orderForm,
      isAutofill: false,
      couponItems: [],
      couponValue: '',
      toPay: total,
    };
  };
  const input = { draft, removeAlcohol: () => (cart = cart.filter((line) => line.isAlcohol !== true)) };
  return {
    api,
    session,
    storage,
    payment,
    questions,
    completed,
    placeOrder,
    input,
    setCart: (lines: CartItem[]) => (cart = lines),
    setForm: (changes: Partial<typeof orderForm>) => (orderForm = { ...orderForm, ...changes }),
    get cart() {
      return cart;
    },
  };
};

describe('PlaceOrder: sending the order', () => {
  it('places an order with nothing left to do and completes it with what was sent', async () => {
    const shop = setUp();
    const result = await shop.placeOrder.place(shop.input);
    expect(result.kind).toBe('placed');
    expect(shop.api.requests).toHaveLength(1);
    expect(shop.api.requests[0]?.orderId).toBe('key-1');
    expect(shop.api.requests[0]?.cityId).toBe(1);
    expect(shop.completed).toHaveLength(1);
    expect(shop.completed[0]).toMatchObject({ orderId: 'A1', city: 'lviv', status: 'placed', toPay: 400 });
    expect(shop.completed[0]?.items.map((line) => line.iikoId)).toEqual(['fries']);
    expect(shop.session.placed?.orderId).toBe('A1');
  });

  it('an SMS step hands the order back, and confirming it completes that very order without reading storage', async () => {
    const shop = setUp();
    shop.api.answerCreated({ smsConfirm: true });
    const result = await shop.placeOrder.place(shop.input);
    if (result.kind !== 'confirm-sms') throw new Error(`expected the SMS step, got ${result.kind}`);
    expect(result.order.status).toBe('awaiting-sms');
    expect(shop.completed).toHaveLength(0);
    // Whatever the storage holds by now, the order passed along is the one completed.
    shop.session.clearPlacedOrder();
    shop.api.verifyAnswer = shop.api.failWith({ kind: 'refused', reason: 'sms-code-invalid', message: 'Невірний код' });
    expect(await shop.placeOrder.confirmCode(result.order, '9999', 'uk')).toEqual({
      kind: 'refused',
      message: 'Невірний код',
    });
    expect(shop.completed).toHaveLength(0);
    shop.api.verifyAnswer = { ok: true, value: undefined };
    expect(await shop.placeOrder.confirmCode(result.order, '1234', 'uk')).toEqual({
      kind: 'placed',
      order: result.order,
    });
    expect(shop.completed).toEqual([result.order]);
    expect(shop.api.calls).toContain('verifyCode:A1:1234');
  });

  it("the operator's call confirms as well; an unreachable server says nothing of its own", async () => {
    const shop = setUp();
    shop.api.answerCreated({ smsConfirm: true });
    const result = await shop.placeOrder.place(shop.input);
    if (result.kind !== 'confirm-sms') throw new Error('expected the SMS step');
    shop.api.verifyAnswer = shop.api.failWith({ kind: 'unavailable' });
    expect(await shop.placeOrder.confirmByPhoneCall(result.order, 'uk')).toEqual({ kind: 'refused', message: null });
    shop.api.verifyAnswer = { ok: true, value: undefined };
    expect((await shop.placeOrder.confirmByPhoneCall(result.order, 'uk')).kind).toBe('placed');
    expect(shop.completed).toHaveLength(1);
  });

  it('online payment opens the payment page and leaves completion to the thank-you page', async () => {
    const shop = setUp();
    const form = { action: 'https://pay.example/', data: 'd', signature: 's' };
    shop.api.answerCreated({ liqpayForm: form });
    const result = await shop.placeOrder.place(shop.input);
    expect(result.kind).toBe('pay-online');
    expect(shop.payment.submitted).toEqual([form]);
    expect(shop.session.placed?.status).toBe('awaiting-payment');
    expect(shop.completed).toHaveLength(0);
  });

  it("a refusal carries the server's sentence; an unreachable server none", async () => {
    const shop = setUp();
    shop.api.createAnswer = shop.api.failWith({
      kind: 'refused',
      reason: 'orders-stopped',
      message: 'Замовлення зупинено',
    });
    expect(await shop.placeOrder.place(shop.input)).toEqual({ kind: 'refused', message: 'Замовлення зупинено' });
    shop.api.createAnswer = shop.api.failWith({ kind: 'unavailable' });
    expect(await shop.placeOrder.place(shop.input)).toEqual({ kind: 'refused', message: null });
    shop.api.answerCreated({ success: false, orderId: null, message: 'Ні' });
    expect(await shop.placeOrder.place(shop.input)).toEqual({ kind: 'refused', message: 'Ні' });
    expect(shop.session.saved).toHaveLength(0);
  });

  it('pressing again after a lost answer sends the same key; the next order after completion a new one', async () => {
    const shop = setUp();
    shop.api.createAnswer = shop.api.failWith({ kind: 'unavailable' });
    await shop.placeOrder.place(shop.input);
    shop.api.answerCreated({});
    await shop.placeOrder.place(shop.input);
    await shop.placeOrder.place(shop.input);
    expect(shop.api.requests.map((request) => request.orderId)).toEqual(['key-1', 'key-1', 'key-2']);
  });

  it('a form that cannot be sent sends nothing', async () => {
    const shop = setUp({ cart: [{ ...fries, count: 1 }] });
    expect(await shop.placeOrder.place(shop.input)).toEqual({ kind: 'stopped' });
    expect(shop.api.requests).toHaveLength(0);
  });

  it("the coupon's gifts go as free coupon lines with ids of their own", async () => {
    const shop = setUp();
    const gift: CouponSelectedItem = {
      actionIndex: 0,
      iikoId: 'gift-burger',
      name: 'Бургер',
      translation: {},
      modifiers: [],
    };
    const input = {
      ...shop.input,
      draft: () => {
        const draft = shop.input.draft();
        return draft === null
          ? null
          : {
              ...draft,
              couponItems: [gift, { ...gift, actionIndex: 1, iikoId: 'gift-cola', name: 'Кола' }],
              couponValue: 'GIFT',
            };
      },
    };
    await shop.placeOrder.place(input);
    const gifts = shop.api.requests[0]?.items.filter((line) => line.isCoupon === true) ?? [];
    expect(gifts.map((line) => [line.iikoId, line.price])).toEqual([
      ['gift-burger', 0],
      ['gift-cola', 0],
    ]);
    expect(new Set(gifts.map((line) => line.id)).size).toBe(2);
  });
});

describe('PlaceOrder: the alcohol and age rules', () => {
  it('outside the alcohol hours, choosing pre-order sends nothing and says so', async () => {
    const shop = setUp({ now: ELEVEN_AM, cart: [fries, beer], answers: { alcohol: 'pre-order' } });
    expect(await shop.placeOrder.place(shop.input)).toEqual({ kind: 'pre-order-instead' });
    expect(shop.api.requests).toHaveLength(0);
  });

  it('outside the alcohol hours, cancelling sends nothing and keeps the cart', async () => {
    const shop = setUp({ now: ELEVEN_AM, cart: [fries, beer], answers: { alcohol: 'cancel' } });
    expect(await shop.placeOrder.place(shop.input)).toEqual({ kind: 'stopped' });
    expect(shop.cart).toHaveLength(2);
    expect(shop.api.requests).toHaveLength(0);
  });

  it('ordering without the alcohol drops those lines, asks nothing more and sends the rest', async () => {
    const shop = setUp({ now: ELEVEN_AM, cart: [fries, beer], answers: { alcohol: 'without-alcohol' } });
    expect((await shop.placeOrder.place(shop.input)).kind).toBe('placed');
    expect(shop.questions.asked).toEqual(['alcohol']);
    expect(shop.api.requests[0]?.items.map((line) => line.iikoId)).toEqual(['fries']);
  });

  it('ordering without the alcohol stops when the rest no longer makes an order', async () => {
    const shop = setUp({
      now: ELEVEN_AM,
      cart: [{ ...fries, count: 3 }, beer],
      answers: { alcohol: 'without-alcohol' },
    });
    expect(await shop.placeOrder.place(shop.input)).toEqual({ kind: 'stopped' });
    expect(shop.api.requests).toHaveLength(0);
  });

  it('a pre-order with alcohol skips the hours question; 18+ is asked, and a "no" sends nothing', async () => {
    const shop = setUp({ now: ELEVEN_AM, cart: [fries, beer], answers: { adult: false } });
    shop.setForm({ deliveryType: 'pre-order', deliveryDate: '16.01.2025', deliveryTime: '12:00' });
    expect(await shop.placeOrder.place(shop.input)).toEqual({ kind: 'stopped' });
    expect(shop.questions.asked).toEqual(['adult']);
    expect(shop.storage.getItem(ADULT_CONFIRMED_KEY)).toBeNull();
    expect(shop.api.requests).toHaveLength(0);
  });

  it('within the alcohol hours 18+ is asked once, then remembered', async () => {
    const shop = setUp({ cart: [fries, beer], answers: { adult: true } });
    expect((await shop.placeOrder.place(shop.input)).kind).toBe('placed');
    expect(shop.storage.getItem(ADULT_CONFIRMED_KEY)).toBe('yes');
    await shop.placeOrder.place(shop.input);
    expect(shop.questions.asked).toEqual(['adult']);
    expect(shop.api.requests).toHaveLength(2);
  });

  it('an order without alcohol asks nothing', async () => {
    const shop = setUp({ now: ELEVEN_AM });
    await shop.placeOrder.place(shop.input);
    expect(shop.questions.asked).toEqual([]);
  });
});

describe('PlaceOrder: a new SMS code', () => {
  const waiting = async () => {
    const shop = setUp();
    shop.api.answerCreated({ smsConfirm: true });
    const result = await shop.placeOrder.place(shop.input);
    if (result.kind !== 'confirm-sms') throw new Error('expected the SMS step');
    return { shop, order: result.order };
  };

  it('says when the next one may be asked for', async () => {
    const { shop, order } = await waiting();
    shop.api.resendAnswer = { ok: true, value: { resendInSeconds: 60 } };
    expect(await shop.placeOrder.resendCode(order, 'uk')).toEqual({ kind: 'sent', resendInSeconds: 60 });
  });

  it("too soon: the server's seconds, or a whole minute when it gave none", async () => {
    const { shop, order } = await waiting();
    shop.api.resendAnswer = shop.api.failWith({
      kind: 'refused',
      reason: 'resend-too-soon',
      message: 'Зарано',
      secondsLeft: 12,
    });
    expect(await shop.placeOrder.resendCode(order, 'uk')).toEqual({
      kind: 'refused',
      message: 'Зарано',
      retryInSeconds: 12,
      operatorCalls: false,
    });
    shop.api.resendAnswer = shop.api.failWith({ kind: 'refused', reason: 'resend-too-soon', message: 'Зарано' });
    expect(await shop.placeOrder.resendCode(order, 'uk')).toMatchObject({ retryInSeconds: 60 });
  });

  it('past the SMS limits the operator calls; an unreachable server is said apart', async () => {
    const { shop, order } = await waiting();
    shop.api.resendAnswer = shop.api.failWith({
      kind: 'refused',
      reason: 'sms-limit-reached',
      message: 'Оператор зателефонує',
    });
    expect(await shop.placeOrder.resendCode(order, 'uk')).toEqual({
      kind: 'refused',
      message: 'Оператор зателефонує',
      retryInSeconds: null,
      operatorCalls: true,
    });
    shop.api.resendAnswer = shop.api.failWith({ kind: 'unavailable' });
    expect(await shop.placeOrder.resendCode(order, 'uk')).toEqual({ kind: 'unavailable' });
  });
});

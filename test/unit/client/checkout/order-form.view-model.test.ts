import 'reflect-metadata';
import { runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { InMemoryOrderApi } from '../../../../src/client/adapters/fakes/in-memory-order-api.adapter';
import { RecordingAnalytics } from '../../../../src/client/adapters/fakes/recording-analytics.adapter';
import { RecordingPaymentRedirect } from '../../../../src/client/adapters/fakes/recording-payment-redirect.adapter';
import { InMemorySiteApi } from '../../../../src/client/adapters/fakes/in-memory-site-api.adapter';
import { KeyValueOrderSession } from '../../../../src/client/adapters/storage/key-value-order-session.adapter';
import { createCompleteOrder } from '../../../../src/client/application/complete-order.use-case';
import { createSubmitOrder } from '../../../../src/client/application/submit-order.use-case';
import type { AddressZoneReading, CouponReading } from '../../../../src/client/view-models/checkout/checkout-parts.contract';
import { CheckoutReferenceStore } from '../../../../src/client/view-models/checkout/checkout-reference.store';
import { OrderCompletion } from '../../../../src/client/view-models/checkout/order-completion';
import { OrderFormViewModel } from '../../../../src/client/view-models/checkout/order-form.view-model';
import { OrderSubmissionViewModel } from '../../../../src/client/view-models/checkout/order-submission.view-model';
import { DialogViewModel } from '../../../../src/client/view-models/dialog.view-model';
import { WorkingHoursViewModel } from '../../../../src/client/view-models/working-hours.view-model';
import { loadedStorefrontAt, settle } from '../support/storefront-fixtures';

/** Small fakes of the two checkout parts (the seam), as the contract describes them. */
class FakeZone implements AddressZoneReading {
  zoneColor = null;
  zoneMinutes: 0 | 29 | 59 | 89 | null = null;
  outOfZone = false;
  zoneWord = '';
  lookingUp = false;
  calls: string[] = [];
  addressChanged(input: { street: { name: string }; house: string }): void {
    this.calls.push(`${input.street.name} ${input.house}`);
  }
  reset(): void {
    this.calls.push('reset');
  }
}

class FakeCoupon implements CouponReading {
  state = 'default' as const;
  appliedValue = '';
  discount = 0;
  selectedItems = [];
  payMethods: (string | null)[] = [];
  cleared = 0;
  cartChanges = 0;
  customer: () => { name: string; phone: string } = () => ({ name: '', phone: '' });
  connectCustomer(source: () => { name: string; phone: string }): void {
    this.customer = source;
  }
  payMethodChanged(method: string | null): void {
    this.payMethods.push(method);
  }
  cartChanged(): void {
    this.cartChanges += 1;
  }
  clear(): void {
    this.cleared += 1;
  }
}

const checkoutAt = async (path = '/', now = Date.UTC(2025, 0, 15, 10, 0, 0)) => {
  const store = await loadedStorefrontAt(path);
  store.clock.set(now);
  const api = new InMemoryOrderApi();
  const site = new InMemorySiteApi();
  const session = new KeyValueOrderSession(store.storage);
  const zone = new FakeZone();
  const coupon = new FakeCoupon();
  const dialog = new DialogViewModel();
  const workingHours = new WorkingHoursViewModel(site, store.clock, store.shell, store.cities);
  const reference = new CheckoutReferenceStore(api, site);
  const form = new OrderFormViewModel(store.shell, store.cart, reference, workingHours, store.clock, session, store.cartStorage, zone, coupon);
  form.activate();
  const analytics = new RecordingAnalytics();
  const payment = new RecordingPaymentRedirect();
  const completion = new OrderCompletion(createCompleteOrder({ session, cartStorage: store.cartStorage, analytics }), store.cart, form, coupon);
  const submission = new OrderSubmissionViewModel(
    form, store.cart, store.shell, dialog, store.clock, store.scroll, createSubmitOrder({ api, session }), api, session, payment, completion, store.storage,
  );
  await settle();
  return { ...store, api, session, zone, coupon, dialog, form, submission, analytics, payment };
};

const fillCart = (store: Awaited<ReturnType<typeof checkoutAt>>, id: string, times: number) => {
  for (let i = 0; i < times; i += 1) store.options.choose(id);
};

const fillValid = (form: OrderFormViewModel) => {
  form.setName('Олена');
  form.setPhone('0671234567');
  form.chooseStreet({ id: 's1', name: 'вулиця Городоцька' });
  form.setHouse('28');
  form.choosePayMethod('cash');
};

describe('OrderFormViewModel', () => {
  it('masks the phone live and marks errors only after touching or a submit attempt', async () => {
    const { form } = await checkoutAt();
    form.setPhone('067123');
    expect(form.form.phone).toBe('+38 (067) 123');
    expect(form.errorFor('phone')).toBeNull();
    form.touch('phone');
    expect(form.errorFor('phone')).toBe('phone-incomplete');
    expect(form.errorFor('name')).toBeNull();
    form.attemptSubmit();
    expect(form.errorFor('name')).toBe('name-required');
  });

  it('enables submission exactly when the domain rules hold (minimum, name, phone, street, pay method)', async () => {
    const store = await checkoutAt();
    fillValid(store.form);
    fillCart(store, 'side-fries', 2);
    expect(store.form.failures).toEqual({ total: 'below-minimum' });
    expect(store.form.canSubmit).toBe(false);
    fillCart(store, 'side-fries', 2);
    expect(store.form.canSubmit).toBe(true);
    store.form.clearStreet();
    expect(store.form.failures).toEqual({ street: 'street-required' });
    expect(store.zone.calls.at(-1)).toBe('reset');
  });

  it('offers online, card, cash in that order and falls back from online to cash without a street', async () => {
    const { form, coupon } = await checkoutAt();
    expect(form.payOptions.map((o) => o.method)).toEqual(['online', 'card', 'cash']);
    expect(form.form.payMethod).toBe('cash');
    form.chooseStreet({ id: 's1', name: 'вулиця Городоцька' });
    form.choosePayMethod('online');
    expect(form.form.payMethod).toBe('online');
    expect(coupon.payMethods.at(-1)).toBe('online');
    form.clearStreet();
    expect(form.form.payMethod).toBe('cash');
  });

  it('filters streets with the domain rule and hints when nothing matches or nothing was chosen', async () => {
    const { form } = await checkoutAt();
    await settle();
    form.streetSearch.type('город');
    expect(form.streetSearch.suggestions.map((s) => s.name)).toEqual(['вулиця Городоцька']);
    expect(form.streetSearch.hint).toBe('choose-from-list');
    form.streetSearch.type('інша');
    expect(form.streetSearch.hint).toBe('no-results');
    form.streetSearch.choose({ id: 's1', name: 'вулиця Городоцька' });
    expect(form.streetSearch.hint).toBeNull();
  });

  it('tells the coupon who orders, as the form reads at the moment of the check', async () => {
    const { form, coupon } = await checkoutAt();
    form.setName('Олена');
    form.setPhone('0671234567');
    expect(coupon.customer()).toEqual({ name: 'Олена', phone: '+38 (067) 123 45 67' });
    form.setName('Оля');
    expect(coupon.customer().name).toBe('Оля');
  });

  it('tells the coupon of every cart change so an applied coupon is re-checked', async () => {
    const store = await checkoutAt();
    const before = store.coupon.cartChanges;
    fillCart(store, 'side-fries', 2);
    expect(store.coupon.cartChanges).toBe(before + 2);
  });

  it('persists the form per city across a reload', async () => {
    const store = await checkoutAt();
    store.form.setName('Олена');
    expect(store.session.loadForm('lviv')?.name).toBe('Олена');
  });
});

describe('OrderSubmissionViewModel', () => {
  it('SMS: the cart stays until the right code, a wrong code shows the server message', async () => {
    const store = await checkoutAt();
    fillCart(store, 'side-fries', 4);
    fillValid(store.form);
    await store.submission.submit();
    expect(store.submission.smsOrderId).toBe('A0001');
    expect(store.cart.isEmpty).toBe(false);
    for (const digit of '9999') store.submission.code.key(digit);
    await store.submission.confirmCode();
    expect(store.submission.smsError).toEqual({ message: 'Invalid code, try again or choose confirmation by a phone call' });
    expect(store.cart.isEmpty).toBe(false);
    store.submission.code.paste('1234');
    await store.submission.confirmCode();
    expect(store.cart.isEmpty).toBe(true);
    expect(store.cartStorage.loadCheckoutCart()).toHaveLength(1);
    expect(store.cartStorage.loadPreviousOrder('lviv')?.orderForm.coupon).toBe('');
    expect(store.analytics.purchases).toHaveLength(1);
    expect(store.submission.navigation).toBe('/checkout/');
  });

  it('without SMS and without online payment the cart moves at once', async () => {
    const store = await checkoutAt();
    store.api.smsRequired = 'never';
    fillCart(store, 'side-fries', 4);
    fillValid(store.form);
    await store.submission.submit();
    expect(store.cart.isEmpty).toBe(true);
    expect(store.coupon.cleared).toBe(1);
  });

  it('online payment posts the payment form and keeps the cart until payment success', async () => {
    const store = await checkoutAt();
    fillCart(store, 'side-fries', 4);
    fillValid(store.form);
    store.form.choosePayMethod('online');
    await store.submission.submit();
    expect(store.payment.submitted).toHaveLength(1);
    expect(store.cart.isEmpty).toBe(false);
    expect(store.session.loadPlacedOrder()?.status).toBe('awaiting-payment');
  });

  it('cannot be pressed twice while the order is being sent', async () => {
    const store = await checkoutAt();
    store.api.smsRequired = 'never';
    fillCart(store, 'side-fries', 4);
    fillValid(store.form);
    store.api.hold();
    const first = store.submission.submit();
    expect(store.form.isSubmitting).toBe(true);
    expect(store.form.canSubmit).toBe(false);
    await store.submission.submit();
    store.api.release();
    await first;
    expect(store.api.calls.filter((c) => c.startsWith('createOrder'))).toHaveLength(1);
  });
});

/** 11:00 in Kyiv (UTC+2 in January): the shop works, alcohol cannot be delivered yet (12:00–21:30). */
const ELEVEN_KYIV = Date.UTC(2025, 0, 15, 9, 0, 0);

describe('OrderSubmissionViewModel: alcohol outside 12:00–21:30', () => {
  const withBeer = async () => {
    const store = await checkoutAt('/', ELEVEN_KYIV);
    store.api.smsRequired = 'never';
    fillCart(store, 'side-fries', 4);
    fillCart(store, 'beer-lager', 1);
    fillValid(store.form);
    return store;
  };

  it('asks; "choose pre-order" switches to pre-order, scrolls to the time and sends nothing', async () => {
    const store = await withBeer();
    const sending = store.submission.submit();
    await settle();
    expect(store.dialog.config?.title).toBe('checkout:alcohol.title');
    store.dialog.answer('choose-pre-order');
    await sending;
    expect(store.form.form.deliveryType).toBe('pre-order');
    expect(store.scroll.scrolledTo).toContain('checkout-pre-order-time');
    expect(store.api.calls.filter((c) => c.startsWith('createOrder'))).toHaveLength(0);
    expect(store.form.isSubmitting).toBe(false);
  });

  it('"order without alcohol" removes the alcohol lines, then asks nothing more and sends the order', async () => {
    const store = await withBeer();
    const sending = store.submission.submit();
    await settle();
    store.dialog.answer('order_without_alcohol');
    await sending;
    expect(store.cart.items.some((line) => line.isAlcohol === true)).toBe(false);
    expect(store.api.calls.filter((c) => c.startsWith('createOrder'))).toHaveLength(1);
  });

  it('cancel (or dismissing) sends nothing and keeps the cart', async () => {
    const store = await withBeer();
    const sending = store.submission.submit();
    await settle();
    store.dialog.answer('cancel');
    await sending;
    expect(store.cart.items.some((line) => line.isAlcohol === true)).toBe(true);
    expect(store.api.calls.filter((c) => c.startsWith('createOrder'))).toHaveLength(0);
  });

  it('a pre-order with alcohol skips the hours question and asks 18+ once; "no" sends nothing', async () => {
    const store = await withBeer();
    store.form.chooseDeliveryType('pre-order');
    store.form.setDeliveryDate('16.01.2025');
    store.form.setDeliveryTime('12:00');
    const refused = store.submission.submit();
    await settle();
    expect(store.dialog.config?.title).toBe('checkout:age.title');
    store.dialog.answer('no');
    await refused;
    expect(store.api.calls.filter((c) => c.startsWith('createOrder'))).toHaveLength(0);

    const accepted = store.submission.submit();
    await settle();
    store.dialog.answer('yes');
    await accepted;
    expect(store.api.calls.filter((c) => c.startsWith('createOrder'))).toHaveLength(1);
    expect(store.storage.getItem('shop:adult-confirmed:v1')).toBe('yes');
  });
});

describe('OrderFormViewModel: pre-order, sticks, delivery types', () => {
  it('pre-order slots stop at 21:30 with alcohol and at a later time without', async () => {
    const store = await checkoutAt();
    store.form.setDeliveryDate('16.01.2025');
    const plain = store.form.preOrder.slots;
    fillCart(store, 'beer-lager', 1);
    const withAlcohol = store.form.preOrder.slots;
    expect(withAlcohol.at(-1)).toBe('21:30');
    expect(plain.length).toBeGreaterThan(withAlcohol.length);
    expect(plain).toContain('22:00');
  });

  it('the first pre-order date rolls to tomorrow after the last slot of today', async () => {
    const day = await checkoutAt();
    expect(day.form.preOrder.minDate).toBe('15.01.2025');
    const late = await checkoutAt('/', Date.UTC(2025, 0, 15, 21, 50, 0));
    expect(late.form.preOrder.minDate).toBe('16.01.2025');
    expect(late.form.preOrder.minDateIso).toBe('2025-01-16');
  });

  it('sticks are bound by the rolls in the cart and shrink when rolls go', async () => {
    const store = await checkoutAt();
    store.form.sticks.increase('sticks');
    expect(store.form.form.sticks).toBe(0);
    fillCart(store, 'roll-philadelphia', 1);
    for (let i = 0; i < 5; i += 1) store.form.sticks.increase('sticks');
    expect(store.form.form.sticks).toBe(2);
    store.form.sticks.increase('trainingSticks');
    expect(store.form.form.trainingSticks).toBe(0);
    const roll = store.cart.items.find((line) => line.iikoId === 'roll-philadelphia');
    store.cart.remove(roll?.id ?? '');
    expect(store.form.form.sticks).toBe(0);
  });

  it('disabled delivery types are hidden and the choice falls back to the first allowed', async () => {
    const store = await checkoutAt();
    expect(store.form.allowedDeliveryTypes).toContain('delivery');
    runInAction(() => {
      store.form.reference.disabledDeliveryTypes = ['delivery'];
    });
    expect(store.form.allowedDeliveryTypes).not.toContain('delivery');
    expect(store.form.form.deliveryType).toBe(store.form.allowedDeliveryTypes[0]);
    store.form.chooseDeliveryType('delivery');
    expect(store.form.form.deliveryType).not.toBe('delivery');
  });
});

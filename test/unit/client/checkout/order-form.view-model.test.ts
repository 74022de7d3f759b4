import 'reflect-metadata';
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
  payMethodChanged(method: string | null): void {
    this.payMethods.push(method);
  }
  cartChanged(): void {}
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

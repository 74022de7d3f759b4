import 'reflect-metadata';
import { runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { settle } from '../support/storefront-fixtures';
import { checkoutAt, fillCart, fillValid } from './checkout-fixtures';

describe('OrderFormViewModel', () => {
  it('masks the phone live and marks errors only after touching or a submit attempt', async () => {
    const { form } = await checkoutAt();
    form.contact.setPhone('067123');
    expect(form.draft.form.phone).toBe('+38 (067) 123');
    expect(form.totals.errorFor('phone')).toBeNull();
    form.draft.touch('phone');
    expect(form.totals.errorFor('phone')).toBe('phone-incomplete');
    expect(form.totals.errorFor('name')).toBeNull();
    form.draft.attemptSubmit();
    expect(form.totals.errorFor('name')).toBe('name-required');
  });

  it('enables submission exactly when the domain rules hold (minimum, name, phone, street, pay method)', async () => {
    const store = await checkoutAt();
    fillValid(store.form);
    fillCart(store, 'side-fries', 2);
    expect(store.form.totals.failures).toEqual({ total: 'below-minimum' });
    expect(store.form.totals.canSubmit).toBe(false);
    fillCart(store, 'side-fries', 2);
    expect(store.form.totals.canSubmit).toBe(true);
    store.form.contact.clearStreet();
    expect(store.form.totals.failures).toEqual({ street: 'street-required' });
    expect(store.zone.calls.at(-1)).toBe('reset');
  });

  it('offers online, card, cash in that order and falls back from online to cash when the street is cleared', async () => {
    const { form, coupon } = await checkoutAt();
    expect(form.delivery.payOptions.map((o) => o.method)).toEqual(['online', 'card', 'cash']);
    // Nothing chosen yet: the first allowed method in display order (the domain's rule).
    expect(form.draft.form.payMethod).toBe('online');
    form.delivery.choosePayMethod('cash');
    form.contact.chooseStreet({ id: 's1', name: 'вулиця Городоцька' });
    form.delivery.choosePayMethod('online');
    expect(form.draft.form.payMethod).toBe('online');
    expect(coupon.payMethods.at(-1)).toBe('online');
    form.contact.clearStreet();
    expect(form.draft.form.payMethod).toBe('cash');
  });

  it('filters streets with the domain rule and hints when nothing matches or nothing was chosen', async () => {
    const { form } = await checkoutAt();
    await settle();
    form.contact.streetSearch.type('город');
    expect(form.contact.streetSearch.suggestions.map((s) => s.name)).toEqual(['вулиця Городоцька']);
    expect(form.contact.streetSearch.hint).toBe('choose-from-list');
    form.contact.streetSearch.type('інша');
    expect(form.contact.streetSearch.hint).toBe('no-results');
    form.contact.streetSearch.choose({ id: 's1', name: 'вулиця Городоцька' });
    expect(form.contact.streetSearch.hint).toBeNull();
  });

  it('tells the coupon who orders, as the form reads at the moment of the check', async () => {
    const { form, coupon } = await checkoutAt();
    form.contact.setName('Олена');
    form.contact.setPhone('0671234567');
    expect(coupon.customer()).toEqual({ name: 'Олена', phone: '+38 (067) 123 45 67' });
    form.contact.setName('Оля');
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
    store.form.contact.setName('Олена');
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
    expect(store.submission.smsError).toEqual({
      message: 'Invalid code, try again or choose confirmation by a phone call',
    });
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
    store.form.delivery.choosePayMethod('online');
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
    expect(store.form.draft.isSubmitting).toBe(true);
    expect(store.form.totals.canSubmit).toBe(false);
    await store.submission.submit();
    store.api.release();
    await first;
    expect(store.api.calls.filter((c) => c.startsWith('createOrder'))).toHaveLength(1);
  });

  it('a retry after a lost answer is the same order: one order and one SMS, however often it is pressed', async () => {
    const store = await checkoutAt();
    fillCart(store, 'side-fries', 4);
    fillValid(store.form);
    store.api.loseNextAnswer('createOrder');
    await store.submission.submit();
    expect(store.submission.error).toEqual({ key: 'checkout:errors.unavailable' });
    for (let press = 0; press < 50; press += 1) await store.submission.submit();
    expect(store.api.calls.filter((c) => c.startsWith('createOrder'))).toHaveLength(51);
    expect([...store.api.orders.keys()]).toEqual(['A0001']);
    expect(store.submission.smsOrderId).toBe('A0001');
    // Closing the SMS step and sending the same order again still asks for the same order's code.
    store.submission.closeSms();
    await store.submission.submit();
    expect(store.submission.smsOrderId).toBe('A0001');
    expect(store.api.orders.size).toBe(1);
  });

  it('a changed order, or the next order after one is complete, gets a key of its own', async () => {
    const store = await checkoutAt();
    store.api.smsRequired = 'never';
    fillCart(store, 'side-fries', 4);
    fillValid(store.form);
    await store.submission.submit();
    expect(store.cart.isEmpty).toBe(true);
    // The same dishes again, after the first order completed: a second order.
    fillCart(store, 'side-fries', 4);
    fillValid(store.form);
    await store.submission.submit();
    expect([...store.api.orders.keys()]).toEqual(['A0001', 'A0002']);
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
    expect(store.form.draft.form.deliveryType).toBe('pre-order');
    expect(store.scroll.scrolledTo).toContain('checkout-pre-order-time');
    expect(store.api.calls.filter((c) => c.startsWith('createOrder'))).toHaveLength(0);
    expect(store.form.draft.isSubmitting).toBe(false);
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
    store.form.delivery.chooseDeliveryType('pre-order');
    store.form.delivery.setDeliveryDate('16.01.2025');
    store.form.delivery.setDeliveryTime('12:00');
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
    store.form.delivery.setDeliveryDate('16.01.2025');
    const plain = store.form.delivery.preOrder.slots;
    fillCart(store, 'beer-lager', 1);
    const withAlcohol = store.form.delivery.preOrder.slots;
    expect(withAlcohol.at(-1)).toBe('21:30');
    expect(plain.length).toBeGreaterThan(withAlcohol.length);
    expect(plain).toContain('22:00');
  });

  it('the first pre-order date rolls to tomorrow after the last slot of today', async () => {
    const day = await checkoutAt();
    expect(day.form.delivery.preOrder.minDate).toBe('15.01.2025');
    const late = await checkoutAt('/', Date.UTC(2025, 0, 15, 21, 50, 0));
    expect(late.form.delivery.preOrder.minDate).toBe('16.01.2025');
    expect(late.form.delivery.preOrder.minDateIso).toBe('2025-01-16');
  });

  it('sticks are bound by the rolls in the cart and shrink when rolls go', async () => {
    const store = await checkoutAt();
    store.form.delivery.sticks.increase('sticks');
    expect(store.form.draft.form.sticks).toBe(0);
    fillCart(store, 'roll-philadelphia', 1);
    for (let i = 0; i < 5; i += 1) store.form.delivery.sticks.increase('sticks');
    expect(store.form.draft.form.sticks).toBe(2);
    store.form.delivery.sticks.increase('trainingSticks');
    expect(store.form.draft.form.trainingSticks).toBe(0);
    const roll = store.cart.items.find((line) => line.iikoId === 'roll-philadelphia');
    store.cart.remove(roll?.id ?? '');
    expect(store.form.draft.form.sticks).toBe(0);
  });

  it('disabled delivery types are hidden and the choice falls back to the first allowed', async () => {
    const store = await checkoutAt();
    expect(store.form.delivery.allowedDeliveryTypes).toContain('delivery');
    runInAction(() => {
      store.form.reference.disabledDeliveryTypes = ['delivery'];
    });
    expect(store.form.delivery.allowedDeliveryTypes).not.toContain('delivery');
    expect(store.form.draft.form.deliveryType).toBe(store.form.delivery.allowedDeliveryTypes[0]);
    store.form.delivery.chooseDeliveryType('delivery');
    expect(store.form.draft.form.deliveryType).not.toBe('delivery');
  });
});

describe('OrderFormViewModel: online payment, the street and the zone', () => {
  const online = (form: { delivery: { payOptions: readonly { method: string; disabled: boolean }[] } }) =>
    form.delivery.payOptions.find((option) => option.method === 'online');

  it('self-pickup offers online whatever the street or the zone', async () => {
    const { form, zone } = await checkoutAt();
    form.contact.chooseStreet({ id: 's1', name: 'вулиця Городоцька' });
    form.contact.clearStreet();
    runInAction(() => (zone.outOfZone = true));
    form.delivery.chooseDeliveryType('self-pickup');
    expect(online(form)?.disabled).toBe(false);
    form.delivery.choosePayMethod('online');
    expect(form.draft.form.payMethod).toBe('online');
  });

  it('delivery with no street typed yet still offers online', async () => {
    const { form, coupon } = await checkoutAt();
    expect(form.draft.form.address.street.name).toBe('');
    expect(online(form)?.disabled).toBe(false);
    form.delivery.choosePayMethod('online');
    expect(form.draft.form.payMethod).toBe('online');
    expect(coupon.payMethods.at(-1)).toBe('online');
    // Choosing the street afterwards keeps it.
    form.contact.chooseStreet({ id: 's1', name: 'вулиця Городоцька' });
    expect(form.draft.form.payMethod).toBe('online');
  });

  it('a street entered and then cleared switches online to cash until a street is chosen again', async () => {
    const { form } = await checkoutAt();
    form.delivery.choosePayMethod('online');
    form.contact.chooseStreet({ id: 's1', name: 'вулиця Городоцька' });
    form.contact.clearStreet();
    expect(form.draft.form.payMethod).toBe('cash');
    expect(online(form)?.disabled).toBe(true);
    form.delivery.choosePayMethod('online');
    expect(form.draft.form.payMethod).toBe('cash');
    form.contact.chooseStreet({ id: 's2', name: 'вулиця Зелена' });
    expect(online(form)?.disabled).toBe(false);
    form.delivery.choosePayMethod('online');
    expect(form.draft.form.payMethod).toBe('online');
  });

  it('typing over a chosen street clears it, and so does choosing another locality', async () => {
    const { form } = await checkoutAt();
    form.contact.chooseStreet({ id: 's1', name: 'вулиця Городоцька' });
    form.delivery.choosePayMethod('online');
    form.contact.streetSearch.type('вулиця Город');
    expect(form.draft.form.payMethod).toBe('cash');

    const other = await checkoutAt();
    await settle();
    other.form.contact.chooseStreet({ id: 's1', name: 'вулиця Городоцька' });
    other.form.delivery.choosePayMethod('online');
    other.form.contact.chooseDeliveryCity('102');
    expect(other.form.draft.form.address.deliveryCity?.name).toBe('Брюховичі');
    expect(other.form.draft.form.payMethod).toBe('cash');
  });

  it('an address out of every zone switches online to cash and shows online disabled', async () => {
    const { form, zone } = await checkoutAt();
    form.contact.chooseStreet({ id: 's1', name: 'вулиця Городоцька' });
    form.contact.setHouse('28');
    form.delivery.choosePayMethod('online');
    runInAction(() => (zone.outOfZone = true));
    expect(form.draft.form.payMethod).toBe('cash');
    expect(online(form)?.disabled).toBe(true);
  });

  it('a fresh form after clearing the autofill offers online again', async () => {
    const { form } = await checkoutAt();
    form.contact.chooseStreet({ id: 's1', name: 'вулиця Городоцька' });
    form.contact.clearStreet();
    expect(online(form)?.disabled).toBe(true);
    form.contact.clearAutofill();
    expect(online(form)?.disabled).toBe(false);
  });
});

describe('OrderFormViewModel: no dead ends', () => {
  it('refuses a house that is no house number, under the field once it was left', async () => {
    const store = await checkoutAt();
    fillValid(store.form);
    fillCart(store, 'side-fries', 4);
    expect(store.form.totals.canSubmit).toBe(true);
    store.form.contact.setHouse('абв');
    expect(store.form.totals.failures).toEqual({ house: 'house-invalid' });
    expect(store.form.totals.errorFor('house')).toBeNull();
    store.form.draft.touch('house');
    expect(store.form.totals.errorFor('house')).toBe('house-invalid');
    store.form.contact.setHouse('');
    expect(store.form.totals.errorFor('house')).toBe('house-required');
    store.form.contact.setHouse('28/2');
    expect(store.form.totals.errorFor('house')).toBeNull();
    expect(store.form.totals.canSubmit).toBe(true);
  });

  it('says why the submit button is disabled: the first reason, untouched fields included', async () => {
    const store = await checkoutAt();
    expect(store.form.totals.submitBlockReason).toBe('below-minimum');
    fillCart(store, 'side-fries', 4);
    expect(store.form.totals.submitBlockReason).toBe('name-required');
    fillValid(store.form);
    expect(store.form.totals.submitBlockReason).toBeNull();
    store.form.contact.setHouse('абв');
    expect(store.form.totals.submitBlockReason).toBe('house-invalid');
    store.form.contact.setHouse('28');
    store.form.delivery.setCashback('10');
    expect(store.form.totals.submitBlockReason).toBe('cashback-below-total');
    store.form.delivery.setCashback('');
    store.form.draft.setSubmitting(true);
    // The button's own label says it is sending.
    expect(store.form.totals.submitBlockReason).toBeNull();
  });

  it('shows chopstick counters in Lviv, which sells rolls, and hides them in Kyiv, which does not', async () => {
    expect((await checkoutAt('/')).form.delivery.showsSticks).toBe(true);
    expect((await checkoutAt('/kyiv/')).form.delivery.showsSticks).toBe(false);
  });
});

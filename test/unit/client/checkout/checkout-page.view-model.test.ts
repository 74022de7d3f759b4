import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { KeyValueRecentOrdersStorage } from '../../../../src/client/adapters/storage/key-value-recent-orders-storage.adapter';
import { checkoutAt, fillCart, fillValid, type CheckoutFixture } from './checkout-fixtures';

/** An online order sent to the payment page: the browser is away, the cart still full. */
const awaitingPayment = async (): Promise<CheckoutFixture & { orderId: string }> => {
  const store = await checkoutAt();
  fillCart(store, 'side-fries', 4);
  fillValid(store.form);
  store.form.delivery.choosePayMethod('online');
  await store.submission.submit();
  const orderId = store.session.loadPlacedOrder()?.orderId ?? '';
  expect(store.session.loadPlacedOrder()?.status).toBe('awaiting-payment');
  expect(store.cart.isEmpty).toBe(false);
  return { ...store, orderId };
};

describe('CheckoutPageViewModel: back from the payment page', () => {
  it("'success' finishes the order once and shows the thank-you page with the code and summary", async () => {
    const store = await awaitingPayment();
    store.api.pay(store.orderId);
    const page = store.newCheckoutPage();
    expect(page.state).toBe('loading');

    await page.load(store.orderId);

    expect(page.state).toBe('ready');
    expect(page.summary?.orderId).toBe(store.orderId);
    expect(page.summary?.totals.toPay).toBeGreaterThan(0);
    // The way on to following the order: its status page, in the order's city and the page's language.
    expect(page.statusPath).toBe(`/order/${store.orderId}/`);
    expect(page.lines).toEqual([expect.objectContaining({ count: 4, isGift: false })]);
    expect(page.lines[0]?.totalText).toMatch(/₴/);
    expect(store.api.calls).toContain(`paymentStatus:${store.orderId}`);
    // Only now the cart moves to the checkout cart and becomes the city's previous order.
    expect(store.cart.isEmpty).toBe(true);
    expect(store.cartStorage.loadCheckoutCart()).toHaveLength(1);
    expect(store.cartStorage.loadPreviousOrder('lviv')?.orderForm.name).toBe('Олена');
    expect(store.session.loadPlacedOrder()?.status).toBe('placed');
    expect(store.analytics.purchases).toHaveLength(1);

    // A reload of the page shows the same order and does not count the purchase twice.
    const reloaded = store.newCheckoutPage();
    await reloaded.load(null);
    expect(reloaded.state).toBe('ready');
    expect(reloaded.summary?.orderId).toBe(store.orderId);
    expect(store.analytics.purchases).toHaveLength(1);
    // It is the city's newest recent order, once, though it was completed twice.
    expect(new KeyValueRecentOrdersStorage(store.storage).loadRecentOrders('lviv').map((order) => order.code)).toEqual([
      store.orderId,
    ]);
  });

  it("an unpaid order keeps its summary, the cart and this browser's record, and offers both ways out", async () => {
    const store = await awaitingPayment();
    const page = store.newCheckoutPage();

    await page.load(store.orderId);

    expect(page.state).toBe('payment-failed');
    expect(page.summary?.orderId).toBe(store.orderId);
    expect(page.awaitsPayment).toBe(true);
    expect(store.session.loadPlacedOrder()).toMatchObject({ orderId: store.orderId, status: 'awaiting-payment' });
    expect(store.cart.isEmpty).toBe(false);
    expect(store.cartStorage.loadCheckoutCart()).toEqual([]);
    expect(store.analytics.purchases).toHaveLength(0);

    // Coming back to /checkout/ later finds the same unpaid order, still to be paid.
    const later = store.newCheckoutPage();
    await later.load(null);
    expect(later.state).toBe('payment-failed');
    expect(later.summary?.orderId).toBe(store.orderId);
  });

  it('"pay again" sends the same order to the payment page, and its payment finishes it', async () => {
    const store = await awaitingPayment();
    const page = store.newCheckoutPage();
    await page.load(store.orderId);
    const before = store.payment.submitted.length;

    await page.payAgain();

    expect(store.api.calls).toContain(`retryPayment:${store.orderId}`);
    expect(store.payment.submitted).toHaveLength(before + 1);
    expect(page.recovery.busy).toBe('retry');
    store.api.pay(store.orderId);
    const back = store.newCheckoutPage();
    await back.load(store.orderId);
    expect(back.state).toBe('ready');
    expect(store.cart.isEmpty).toBe(true);
    expect(store.analytics.purchases).toHaveLength(1);
    expect(store.api.calls.filter((call) => call.startsWith('createOrder'))).toHaveLength(1);
  });

  it('"pay in cash" from a known phone places the order at once and shows its thank-you page', async () => {
    const store = await awaitingPayment();
    store.api.smsRequired = 'never';
    const page = store.newCheckoutPage();
    await page.load(store.orderId);

    await page.payInCash();

    expect(page.recovery.cashOutcome).toBe('placed');
    expect(page.state).toBe('ready');
    expect(page.summary?.checkout.payMethod).toBe('cash');
    expect(page.awaitsPayment).toBe(false);
    expect(store.cart.isEmpty).toBe(true);
    expect(store.session.loadPlacedOrder()).toMatchObject({ status: 'placed', orderForm: { payMethod: 'cash' } });
    expect(store.analytics.purchases).toHaveLength(1);
  });

  it('"pay in cash" from a new phone opens the SMS code modal for the same order', async () => {
    const store = await awaitingPayment();
    store.api.smsRequired = 'always';
    const page = store.newCheckoutPage();
    await page.load(store.orderId);

    await page.payInCash();

    expect(page.recovery.cashOutcome).toBe('sms');
    expect(store.submission.smsOrderId).toBe(store.orderId);
    expect(store.cart.isEmpty).toBe(false);
    store.submission.code.paste(store.api.smsCode);
    await store.submission.confirmCode();
    expect(store.cart.isEmpty).toBe(true);
    expect(store.session.loadPlacedOrder()).toMatchObject({ orderId: store.orderId, status: 'placed' });
    expect(store.submission.navigation).toBe('/checkout/');
  });

  it("a refused way out says why in the server's words and unlocks the buttons", async () => {
    const store = await awaitingPayment();
    const page = store.newCheckoutPage();
    await page.load(store.orderId);
    store.api.fail('payInCash');
    await page.payInCash();
    expect(page.recovery.error).toEqual({ key: 'checkout:recovery.unavailable' });
    expect(page.recovery.busy).toBeNull();

    store.api.pay(store.orderId);
    await page.payAgain();
    expect(page.recovery.error).toEqual({ message: 'This order is already paid; there is nothing more to pay.' });
    expect(page.recovery.busy).toBeNull();
  });

  it('a payment status that cannot be read leaves it to the summary: paid is finished, unpaid offers the ways out', async () => {
    const store = await awaitingPayment();
    store.api.fail('paymentStatus');
    const unpaid = store.newCheckoutPage();
    await unpaid.load(store.orderId);
    expect(unpaid.state).toBe('payment-failed');
    expect(unpaid.awaitsPayment).toBe(true);
    expect(store.cart.isEmpty).toBe(false);

    store.api.pay(store.orderId);
    const paid = store.newCheckoutPage();
    await paid.load(store.orderId);
    expect(paid.state).toBe('ready');
    expect(store.cart.isEmpty).toBe(true);
    expect(store.session.loadPlacedOrder()?.status).toBe('placed');
  });

  it('an unpaid order whose summary cannot be read either says the payment failed and forgets it', async () => {
    const store = await awaitingPayment();
    store.api.fail('getOrderSummary');
    const page = store.newCheckoutPage();
    await page.load(store.orderId);
    expect(page.state).toBe('payment-failed');
    expect(page.awaitsPayment).toBe(false);
    expect(store.session.loadPlacedOrder()).toBeNull();
    expect(store.cart.isEmpty).toBe(false);
  });
});

describe('CheckoutPageViewModel: without a payment round trip', () => {
  it("no placed order: the friendly 'no order yet' state, and the server is not asked", async () => {
    const store = await checkoutAt();
    const page = store.newCheckoutPage();
    await page.load(null);
    expect(page.state).toBe('no-order');
    expect(
      store.api.calls.filter((call) => call.startsWith('paymentStatus') || call.startsWith('getOrderSummary')),
    ).toEqual([]);
  });

  it('a placed cash order shows its summary without asking for a payment status', async () => {
    const store = await checkoutAt();
    store.api.smsRequired = 'never';
    fillCart(store, 'side-fries', 4);
    fillValid(store.form);
    await store.submission.submit();
    const page = store.newCheckoutPage();
    await page.load(null);
    expect(page.state).toBe('ready');
    expect(page.summary?.orderId).toBe('A0001');
    expect(store.api.calls.filter((call) => call.startsWith('paymentStatus'))).toEqual([]);
  });

  it('an order the server no longer knows reads as no order; an unreachable server says so', async () => {
    const store = await checkoutAt();
    store.api.smsRequired = 'never';
    fillCart(store, 'side-fries', 4);
    fillValid(store.form);
    await store.submission.submit();
    store.api.orders.clear();
    const gone = store.newCheckoutPage();
    await gone.load(null);
    expect(gone.state).toBe('no-order');

    const other = await checkoutAt();
    other.api.smsRequired = 'never';
    fillCart(other, 'side-fries', 4);
    fillValid(other.form);
    await other.submission.submit();
    other.api.fail('getOrderSummary');
    const down = other.newCheckoutPage();
    await down.load(null);
    expect(down.state).toBe('unavailable');
  });
});

describe('CheckoutPageViewModel: who confirms the order', () => {
  const placeCashOrder = async (smsRequired: 'never' | 'always' | 'limit-reached'): Promise<CheckoutFixture> => {
    const store = await checkoutAt();
    store.api.smsRequired = smsRequired;
    fillCart(store, 'side-fries', 4);
    fillValid(store.form);
    await store.submission.submit();
    return store;
  };

  it('says nothing about a call when no confirmation was needed or the SMS code confirmed the order', async () => {
    const plain = await placeCashOrder('never');
    const plainPage = plain.newCheckoutPage();
    await plainPage.load(null);
    expect(plainPage.summary?.confirmationStatus).toBe('not-required');
    expect(plainPage.operatorWillCall).toBe(false);

    const bySms = await placeCashOrder('always');
    for (const digit of '1234') bySms.submission.code.key(digit);
    await bySms.submission.confirmCode();
    const smsPage = bySms.newCheckoutPage();
    await smsPage.load(null);
    expect(smsPage.summary?.confirmationStatus).toBe('sms-confirmed');
    expect(smsPage.operatorWillCall).toBe(false);
  });

  it('tells a customer who chose a call instead of the code that the operator will call', async () => {
    const store = await placeCashOrder('always');
    await store.submission.confirmByPhoneCall();
    const page = store.newCheckoutPage();
    await page.load(null);
    expect(page.state).toBe('ready');
    expect(page.operatorWillCall).toBe(true);
  });

  it("tells a customer whose phone had used up the hour's SMS codes that the operator will call", async () => {
    const store = await placeCashOrder('limit-reached');
    // No code to type: the order is placed at once, and the page explains who confirms it.
    expect(store.submission.smsOrderId).toBeNull();
    const page = store.newCheckoutPage();
    await page.load(null);
    expect(page.summary?.confirmationStatus).toBe('phone-call-requested');
    expect(page.operatorWillCall).toBe(true);
  });
});

describe('CheckoutPageViewModel: a self-pickup order', () => {
  const pickupOrderAt = async (path: string): Promise<CheckoutFixture> => {
    const store = await checkoutAt(path);
    store.api.smsRequired = 'never';
    fillCart(store, 'side-fries', 4);
    fillValid(store.form);
    store.form.delivery.chooseDeliveryType('self-pickup');
    store.form.delivery.choosePickupPoint('1');
    await store.submission.submit();
    return store;
  };

  it("names the point in the customer's language, with its hours", async () => {
    const english = await pickupOrderAt('/en/');
    expect(english.form.delivery.pickupPointOptions).toEqual([{ id: '1', label: 'Lviv, Horodotska Street, 28' }]);
    const page = english.newCheckoutPage();
    await page.load(null);
    expect(page.place).toBe('Lviv, Horodotska Street, 28');
    expect(page.pickupHours).toBe('10:30–22:30');
  });

  it('reads Ukrainian where staff left the translation empty', async () => {
    // The demo point has no Russian street: the Russian customer reads the Ukrainian one.
    const page = (await pickupOrderAt('/ru/')).newCheckoutPage();
    await page.load(null);
    expect(page.place).toBe('Львов, вулиця Городоцька, 28');
  });
});

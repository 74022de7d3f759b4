import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { checkoutAt, fillCart, fillValid, type CheckoutFixture } from './checkout-fixtures';

const T0 = Date.UTC(2025, 0, 15, 10, 0, 0);

/** An order waiting for its SMS code, the modal open at T0. */
const waitingForCode = async (): Promise<CheckoutFixture> => {
  const store = await checkoutAt('/', T0);
  fillCart(store, 'side-fries', 4);
  fillValid(store.form);
  await store.submission.submit();
  expect(store.submission.smsOrderId).toBe('A0001');
  return store;
};

/** The browser's clock and its timers move together, as they do in a tab. */
const pass = (store: CheckoutFixture, ms: number) => {
  store.clock.set(store.clock.now() + ms);
  store.timer.advance(ms);
};

describe('OrderSubmissionViewModel: a new SMS code', () => {
  it('counts the minute down on the browser clock, then offers a new code', async () => {
    const store = await waitingForCode();
    const { submission } = store;
    expect(submission.resend.text).toBe('1:00');
    expect(submission.canResend).toBe(false);
    pass(store, 18_000);
    expect(submission.resend.text).toBe('0:42');
    await submission.resendCode();
    expect(store.api.calls.filter((call) => call.startsWith('resendCode'))).toHaveLength(0);
    pass(store, 42_000);
    expect(submission.resend.secondsLeft).toBe(0);
    expect(submission.canResend).toBe(true);
    // Nothing ticks once the wait is over.
    expect(store.timer.pending).toBe(0);
  });

  it('sends the new code, clears the boxes and the error, and starts a new minute; the new code confirms', async () => {
    const store = await waitingForCode();
    const { submission } = store;
    for (const digit of '9999') submission.code.key(digit);
    await submission.confirmCode();
    expect(submission.smsError).not.toBeNull();
    pass(store, 60_000);
    store.api.smsCode = '5678';
    submission.code.key('1');
    await submission.resendCode();
    expect(store.api.calls).toContain('resendCode:A0001');
    expect(submission.smsError).toBeNull();
    expect(submission.smsNotice).toBe('checkout:sms.resent');
    expect(submission.code.value).toBe('');
    expect(submission.resend.text).toBe('1:00');
    submission.code.paste('5678');
    await submission.confirmCode();
    expect(store.cart.isEmpty).toBe(true);
    expect(submission.resend.secondsLeft).toBe(0);
  });

  it("takes the server's word when it says it is too soon", async () => {
    const store = await waitingForCode();
    pass(store, 60_000);
    store.api.fail('resendCode', {
      kind: 'refused',
      reason: 'resend-too-soon',
      message: 'Новий код можна попросити через 12 с.',
      secondsLeft: 12,
    });
    await store.submission.resendCode();
    expect(store.submission.smsError).toEqual({ message: 'Новий код можна попросити через 12 с.' });
    expect(store.submission.resend.text).toBe('0:12');
    expect(store.submission.canResend).toBe(false);
  });

  it("past the SMS limits leaves only the operator's call, and says so", async () => {
    const store = await waitingForCode();
    pass(store, 60_000);
    const message =
      'Більше кодів на цей номер зараз надіслати не можемо. Оператор зателефонує вам, щоб підтвердити замовлення.';
    store.api.fail('resendCode', { kind: 'refused', reason: 'sms-limit-reached', message });
    await store.submission.resendCode();
    expect(store.submission.operatorCalls).toBe(true);
    expect(store.submission.smsError).toEqual({ message });
    expect(store.submission.canResend).toBe(false);
    await store.submission.confirmByPhoneCall();
    expect(store.submission.navigation).toBe('/checkout/');
  });

  it('an unreachable server leaves the way to try again', async () => {
    const store = await waitingForCode();
    pass(store, 60_000);
    store.api.fail('resendCode');
    await store.submission.resendCode();
    expect(store.submission.smsError).toEqual({ key: 'checkout:sms.resendFailed' });
    expect(store.submission.canResend).toBe(true);
  });

  it('closing the modal stops the countdown', async () => {
    const store = await waitingForCode();
    const whileOpen = store.timer.pending;
    store.submission.closeSms();
    expect(store.timer.pending).toBe(whileOpen - 1);
    expect(store.submission.canResend).toBe(false);
  });
});

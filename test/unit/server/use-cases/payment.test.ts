import { describe, expect, it } from 'vitest';
import type { VerifiedPaymentCallback } from '../../../../src/server/application/use-cases/accept-payment-callback.use-case';
import { buildPipeline, lineOf, orderOf, reasonOf, valueOf, type Pipeline } from './order-pipeline.fixture';

/** Two burgers paid online: 428 ₴ with delivery. */
const placeOnlineOrder = async (p: Pipeline): Promise<string> =>
  valueOf(await p.createOrder.execute(orderOf([lineOf('burger-classic', 2)], { payMethod: 'online' }))).orderId;

const callbackOf = (orderId: string, overrides: Partial<VerifiedPaymentCallback> = {}): VerifiedPaymentCallback => ({
  order_id: orderId,
  status: 'success',
  amount: 428,
  currency: 'UAH',
  ...overrides,
});

describe('payment status', () => {
  it('answers the current status, and success once paid', async () => {
    const p = buildPipeline();
    const orderId = await placeOnlineOrder(p);
    expect(valueOf(await p.paymentStatus.execute({ orderId }))).toBe('awaiting');
    valueOf(await p.acceptPaymentCallback.execute(callbackOf(orderId)));
    expect(valueOf(await p.paymentStatus.execute({ orderId }))).toBe('success');
  });

  it('answers not-required for an order paid on delivery, failed after a failed payment', async () => {
    const p = buildPipeline();
    const cash = valueOf(await p.createOrder.execute(orderOf([lineOf('burger-classic', 2)]))).orderId;
    expect(valueOf(await p.paymentStatus.execute({ orderId: cash }))).toBe('not-required');
    const online = await placeOnlineOrder(p);
    valueOf(await p.acceptPaymentCallback.execute(callbackOf(online, { status: 'failure' })));
    expect(valueOf(await p.paymentStatus.execute({ orderId: online }))).toBe('failed');
  });

  it('fails without an order id, and for an unknown order', async () => {
    const p = buildPipeline();
    expect(reasonOf(await p.paymentStatus.execute({}))).toBe('order-id-required');
    expect(reasonOf(await p.paymentStatus.execute({ orderId: 'NOSUCHCODE' }))).toBe('order-not-found');
  });
});

describe('accept payment callback', () => {
  it('marks the order paid when the status is success and the amount is the server total', async () => {
    const p = buildPipeline();
    const orderId = await placeOnlineOrder(p);
    expect(valueOf(await p.acceptPaymentCallback.execute(callbackOf(orderId)))).toBe('paid');
    expect((await p.orders.findByCode(orderId))?.payment).toEqual({
      status: 'paid',
      providerStatus: 'success',
      paidAt: p.clock.now(),
      updatedAt: p.clock.now(),
    });
  });

  it('accepts the sandbox status of test mode and an amount written with decimals', async () => {
    const p = buildPipeline();
    const orderId = await placeOnlineOrder(p);
    expect(
      valueOf(await p.acceptPaymentCallback.execute(callbackOf(orderId, { status: 'sandbox', amount: 428.0 }))),
    ).toBe('paid');
  });

  it('is idempotent: a resent callback changes nothing', async () => {
    const p = buildPipeline();
    const orderId = await placeOnlineOrder(p);
    valueOf(await p.acceptPaymentCallback.execute(callbackOf(orderId)));
    const paidAt = (await p.orders.findByCode(orderId))?.payment.paidAt;
    p.clock.advanceBy(60_000);

    expect(valueOf(await p.acceptPaymentCallback.execute(callbackOf(orderId)))).toBe('already-paid');
    expect(valueOf(await p.acceptPaymentCallback.execute(callbackOf(orderId, { status: 'failure' })))).toBe(
      'already-paid',
    );
    expect((await p.orders.findByCode(orderId))?.payment).toMatchObject({ status: 'paid', paidAt });
  });

  it('marks paid once when two callbacks race', async () => {
    const p = buildPipeline();
    const orderId = await placeOnlineOrder(p);
    const outcomes = await Promise.all([
      p.acceptPaymentCallback.execute(callbackOf(orderId)),
      p.acceptPaymentCallback.execute(callbackOf(orderId)),
    ]);
    expect(outcomes.map(valueOf).sort()).toEqual(['already-paid', 'paid']);
  });

  it.each([[{ amount: 1 }], [{ amount: 427.99 }], [{ amount: Number.NaN }], [{ currency: 'USD' }]])(
    'refuses and records as failed a success that does not pay the total: %j',
    async (change) => {
      const p = buildPipeline();
      const orderId = await placeOnlineOrder(p);
      expect(await p.acceptPaymentCallback.execute(callbackOf(orderId, change))).toMatchObject({
        ok: false,
        reason: 'amount-mismatch',
        details: { expected: 428 },
      });
      expect((await p.orders.findByCode(orderId))?.payment).toMatchObject({
        status: 'failed',
        providerStatus: 'success',
      });
    },
  );

  it('records a failure, and still takes a later successful attempt', async () => {
    const p = buildPipeline();
    const orderId = await placeOnlineOrder(p);
    expect(valueOf(await p.acceptPaymentCallback.execute(callbackOf(orderId, { status: 'failure' })))).toBe('failed');
    expect(valueOf(await p.acceptPaymentCallback.execute(callbackOf(orderId)))).toBe('paid');
  });

  it('keeps waiting on an intermediate status', async () => {
    const p = buildPipeline();
    const orderId = await placeOnlineOrder(p);
    expect(valueOf(await p.acceptPaymentCallback.execute(callbackOf(orderId, { status: 'wait_secure' })))).toBe(
      'awaiting',
    );
    expect((await p.orders.findByCode(orderId))?.payment).toMatchObject({
      status: 'awaiting',
      providerStatus: 'wait_secure',
    });
  });

  it('refuses a callback for an unknown order, without an id, or for an order paid on delivery', async () => {
    const p = buildPipeline();
    expect(reasonOf(await p.acceptPaymentCallback.execute(callbackOf('NOSUCHCODE')))).toBe('order-not-found');
    expect(reasonOf(await p.acceptPaymentCallback.execute(callbackOf('')))).toBe('order-id-required');
    const cash = valueOf(await p.createOrder.execute(orderOf([lineOf('burger-classic', 2)]))).orderId;
    expect(reasonOf(await p.acceptPaymentCallback.execute(callbackOf(cash, { status: 'failure' })))).toBe(
      'not-an-online-order',
    );
    expect((await p.orders.findByCode(cash))?.payment.status).toBe('not-required');
  });

  it('takes a success for an order paid on delivery: only a form signed before a switch to cash can bring one', async () => {
    const p = buildPipeline();
    const cash = valueOf(await p.createOrder.execute(orderOf([lineOf('burger-classic', 2)]))).orderId;
    expect(valueOf(await p.acceptPaymentCallback.execute(callbackOf(cash)))).toBe('paid');
    expect(await p.orders.findByCode(cash)).toMatchObject({
      payMethod: 'online',
      form: { payMethod: 'online' },
      payment: { status: 'paid' },
    });
  });

  it('makes the payer a known customer: their next cash order needs no SMS', async () => {
    const p = buildPipeline();
    const orderId = await placeOnlineOrder(p);
    valueOf(await p.acceptPaymentCallback.execute(callbackOf(orderId)));
    expect(valueOf(await p.createOrder.execute(orderOf([lineOf('burger-classic', 2)]))).smsConfirm).toBe(false);
  });
});

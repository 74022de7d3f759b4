import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { databaseTargets } from '../support/database-targets';
import { resetClock, useOrderTestShop, type OrderTestShop } from './support/order-test-shop';
import { cartLine, orderBody, placeOrder, post, smsCodeFor, uniquePhone } from './support/order-requests';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const formBody = (fields: Record<string, string>): string => new URLSearchParams(fields).toString();

const LIQPAY = { publicKey: 'sandbox_i00000000000', privateKey: 'sandbox_private_key_for_tests_only' };
const sign = (data: string): string =>
  createHash('sha1').update(`${LIQPAY.privateKey}${data}${LIQPAY.privateKey}`).digest('base64');
const encode = (fields: Record<string, unknown>): string => Buffer.from(JSON.stringify(fields)).toString('base64');

interface PaymentRow {
  order_code: string | null;
  provider: string;
  provider_order_id: string | null;
  provider_payment_id: string | null;
  status: string;
  amount: number | null;
  data: string;
  signature: string;
  signature_valid: boolean;
  payload: { outcome: string };
}

/** The audit rows of the payments table, oldest first, with the order each one is linked to. */
const paymentRows = async (shop: OrderTestShop, since: number): Promise<PaymentRow[]> =>
  (
    await shop.database.query<PaymentRow>(
      `SELECT o.code AS order_code, p.provider, p.provider_order_id, p.provider_payment_id, p.status, p.amount,
              p.data, p.signature, p.signature_valid, p.payload
         FROM payments p LEFT JOIN orders o ON o.id = p.order_id WHERE p.id > $1 ORDER BY p.id`,
      [since],
    )
  ).rows;

const lastPaymentId = async (shop: OrderTestShop): Promise<number> =>
  Number((await shop.database.query<{ id: string | null }>('SELECT max(id) AS id FROM payments')).rows[0]?.id ?? 0);

describe.each(databaseTargets())('payments audit of LiqPay callbacks on $name PostgreSQL', (target) => {
  const shop = useOrderTestShop(target, { liqpay: LIQPAY });
  beforeEach(() => resetClock(shop()));

  const callback = (data: string, signature: string) =>
    post(shop().app, '/api/payments/liqpay/callback', formBody({ data, signature }), FORM);

  it('writes every callback, verified or not, with what the shop did about it', async () => {
    const since = await lastPaymentId(shop());
    const order = await placeOrder(shop().app, orderBody([cartLine('burger-classic', 2)], { payMethod: 'online' }));
    const success = encode({
      public_key: LIQPAY.publicKey,
      order_id: order.orderId,
      status: 'success',
      amount: 428,
      currency: 'UAH',
      payment_id: 987,
    });
    const unknown = encode({
      public_key: LIQPAY.publicKey,
      order_id: 'NOSUCHORDER',
      status: 'success',
      amount: 1,
      currency: 'UAH',
    });

    expect((await callback(success, sign(success))).json()).toEqual({ received: true, outcome: 'paid' });
    expect((await callback(success, sign(success))).json()).toEqual({ received: true, outcome: 'already-paid' });
    expect((await callback(success, 'forged')).statusCode).toBe(400);
    expect((await callback(unknown, sign(unknown))).json()).toEqual({ received: true, refused: 'order-not-found' });

    const verified = {
      provider: 'liqpay',
      provider_order_id: order.orderId,
      provider_payment_id: '987',
      status: 'success',
      amount: 42_800,
      data: success,
      signature: sign(success),
      signature_valid: true,
    };
    expect(await paymentRows(shop(), since)).toEqual([
      { ...verified, order_code: order.orderId, payload: { outcome: 'paid' } },
      { ...verified, order_code: order.orderId, payload: { outcome: 'already-paid' } },
      // Unsigned data is kept as received but never read: no order, no status, no amount from it.
      {
        order_code: null,
        provider: 'liqpay',
        provider_order_id: null,
        provider_payment_id: null,
        status: 'unverified',
        amount: null,
        data: success,
        signature: 'forged',
        signature_valid: false,
        payload: { outcome: 'rejected:bad-signature' },
      },
      {
        order_code: null,
        provider: 'liqpay',
        provider_order_id: 'NOSUCHORDER',
        provider_payment_id: null,
        status: 'success',
        amount: 100,
        data: unknown,
        signature: sign(unknown),
        signature_valid: true,
        payload: { outcome: 'refused:order-not-found' },
      },
    ]);
  });

  it('writes a callback without its fields, and one with a bad signature that is not even base64', async () => {
    const since = await lastPaymentId(shop());
    expect((await post(shop().app, '/api/payments/liqpay/callback', '', FORM)).statusCode).toBe(400);
    expect((await callback('data', 'sig')).statusCode).toBe(400);
    const rows = await paymentRows(shop(), since);
    expect(rows.map((row) => [row.data, row.signature, row.signature_valid, row.payload.outcome])).toEqual([
      ['', '', false, 'rejected:missing-fields'],
      ['data', 'sig', false, 'rejected:bad-signature'],
    ]);
  });
});

describe.each(databaseTargets())(
  'payments and SMS code audit through the test payment page on $name PostgreSQL',
  (target) => {
    const shop = useOrderTestShop(target);
    beforeEach(() => resetClock(shop()));

    it('writes the test page callbacks into payments', async () => {
      const since = await lastPaymentId(shop());
      const order = await placeOrder(shop().app, orderBody([cartLine('burger-classic', 2)], { payMethod: 'online' }));
      const form = order.liqpayForm!;
      // A checkout's own signature is not a payment result: rejected, and audited as such.
      expect(
        (
          await post(
            shop().app,
            '/api/payments/test-callback',
            formBody({ data: form.data, signature: form.signature }),
            FORM,
          )
        ).statusCode,
      ).toBe(400);
      const rows = await paymentRows(shop(), since);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        provider: 'test-payment',
        signature_valid: false,
        status: 'unverified',
        payload: { outcome: 'rejected:bad-signature' },
      });
    });

    it('writes every SMS code sent into sms_codes, as a digest bound to the order, never the code', async () => {
      const phone = uniquePhone();
      const order = await placeOrder(shop().app, orderBody([cartLine('burger-classic', 2)], { phone }));
      expect(order.smsConfirm).toBe(true);
      const code = await smsCodeFor(shop().app, phone);
      const rows = (
        await shop().database.query<{
          phone_digits: string;
          code_hash: string;
          sent_at: Date;
          expires_at: Date;
          live_hash: string;
        }>(
          `SELECT s.phone_digits, s.code_hash, s.sent_at, s.expires_at, o.confirmation_code_hash AS live_hash
           FROM sms_codes s JOIN orders o ON o.id = s.order_id WHERE o.code = $1`,
          [order.orderId],
        )
      ).rows;
      expect(rows).toHaveLength(1);
      const row = rows[0]!;
      expect(row.phone_digits).toBe(phone.replace(/\D/g, '').slice(-10));
      expect(row.code_hash).toBe(row.live_hash);
      // A digest, never the code: neither the code itself nor its unpeppered hash (a 4-digit code's
      // plain SHA-256 is found by trying all 10,000). Checking that the 64 hex characters merely do
      // not contain the 4 digits would fail by chance about once in a thousand runs.
      expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.code_hash).not.toBe(createHash('sha256').update(code).digest('hex'));
      expect(row.expires_at.getTime() - row.sent_at.getTime()).toBe(5 * 60_000);

      // An order that needs no code (paid online) leaves no row.
      const online = await placeOrder(
        shop().app,
        orderBody([cartLine('burger-classic', 2)], { payMethod: 'online', phone: uniquePhone() }),
      );
      const none = await shop().database.query(
        'SELECT 1 FROM sms_codes s JOIN orders o ON o.id = s.order_id WHERE o.code = $1',
        [online.orderId],
      );
      expect(none.rowCount).toBe(0);
    });

    it('sends one phone at most 5 codes an hour: the sixth order is left to the operator, and no SMS goes out', async () => {
      const phone = uniquePhone();
      const orders = [];
      for (let index = 0; index < 6; index++)
        orders.push(await placeOrder(shop().app, orderBody([cartLine('burger-classic', 2)], { phone })));
      expect(orders.map((order) => order.smsConfirm)).toEqual([true, true, true, true, true, false]);
      const sixth = await shop().database.query<{ confirmation_status: string; codes: number }>(
        `SELECT o.confirmation_status, (SELECT count(*) FROM sms_codes s WHERE s.order_id = o.id)::int AS codes FROM orders o WHERE o.code = $1`,
        [orders[5]!.orderId],
      );
      expect(sixth.rows).toEqual([{ confirmation_status: 'phone-call-requested', codes: 0 }]);
      // The thank-you page reads this from the order's summary and tells the customer to expect a call.
      const summary = await shop().app.inject({ method: 'GET', url: `/api/order/${orders[5]!.orderId}` });
      expect(summary.json()).toMatchObject({ orderId: orders[5]!.orderId, confirmationStatus: 'phone-call-requested' });
      const sent = await shop().database.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM sms_codes WHERE phone_digits = $1',
        [phone.replace(/\D/g, '').slice(-10)],
      );
      expect(sent.rows[0]?.n).toBe(5);
      // Another number is not held up by this one.
      expect(
        (await placeOrder(shop().app, orderBody([cartLine('burger-classic', 2)], { phone: uniquePhone() }))).smsConfirm,
      ).toBe(true);
    });
  },
);

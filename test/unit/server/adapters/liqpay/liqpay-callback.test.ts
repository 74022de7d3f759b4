import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LiqpayGateway } from '../../../../../src/server/adapters/liqpay/liqpay-gateway.adapter';
import { toProviderCallback } from '../../../../../src/server/application/use-cases/support/provider-callback';
import type { VerifiedPaymentCallback } from '../../../../../src/server/application/use-cases/accept-payment-callback.use-case';

const KEYS = { publicKey: 'sandbox_i00000000001', privateKey: 'sandbox_4f2c9a7e1b3d5f60718293a4b5c6d7e8f9012345' };
const gateway = new LiqpayGateway(KEYS);

// What LiqPay posts to server_url after a card payment (fields as its callback documents them).
const successfulCallback = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  payment_id: 2_384_751_602,
  action: 'pay',
  status: 'success',
  version: 3,
  type: 'buy',
  paytype: 'card',
  public_key: KEYS.publicKey,
  acq_id: 414_963,
  order_id: 'K7M2QX',
  liqpay_order_id: 'Q1WZ5RAV1700000000123456',
  description: 'Замовлення K7M2QX',
  sender_card_mask2: '414962*71',
  sender_card_bank: 'pb',
  sender_card_type: 'visa',
  sender_card_country: 804,
  amount: 289.5,
  currency: 'UAH',
  sender_commission: 0,
  receiver_commission: 4.34,
  agent_commission: 0,
  amount_debit: 289.5,
  amount_credit: 289.5,
  currency_debit: 'UAH',
  currency_credit: 'UAH',
  is_3ds: true,
  language: 'uk',
  create_date: 1_700_000_000_000,
  end_date: 1_700_000_012_000,
  transaction_id: 2_384_751_602,
  ...overrides,
});

// Signed the way LiqPay signs, independently of the adapter's code.
const sign = (json: unknown, privateKey = KEYS.privateKey): { data: string; signature: string } => {
  const data = Buffer.from(JSON.stringify(json), 'utf8').toString('base64');
  return {
    data,
    signature: createHash('sha1')
      .update(privateKey + data + privateKey)
      .digest('base64'),
  };
};

describe('LiqpayGateway.verifyCallback', () => {
  it('accepts a correctly signed callback and reads the typed payload', () => {
    expect(gateway.verifyCallback(sign(successfulCallback()))).toEqual({
      ok: true,
      value: { orderId: 'K7M2QX', status: 'success', amountKopiykas: 28_950, paymentId: '2384751602' },
    });
  });

  it('refuses a callback whose data was changed after signing', () => {
    const signed = sign(successfulCallback({ amount: 1 }));
    const forged = Buffer.from(JSON.stringify(successfulCallback()), 'utf8').toString('base64');
    expect(gateway.verifyCallback({ data: forged, signature: signed.signature })).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
  });

  it('refuses a callback signed with another private key', () => {
    expect(gateway.verifyCallback(sign(successfulCallback(), 'someone-elses-key'))).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
  });

  it('refuses a truncated or empty signature without throwing', () => {
    const { data, signature } = sign(successfulCallback());
    expect(gateway.verifyCallback({ data, signature: signature.slice(0, 10) })).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
    expect(gateway.verifyCallback({ data, signature: '' })).toEqual({ ok: false, reason: 'missing-fields' });
  });

  it('refuses missing, non-string and oversized fields before hashing', () => {
    const { data, signature } = sign(successfulCallback());
    expect(gateway.verifyCallback({ data })).toEqual({ ok: false, reason: 'missing-fields' });
    expect(gateway.verifyCallback({ signature })).toEqual({ ok: false, reason: 'missing-fields' });
    expect(gateway.verifyCallback({ data: [data], signature })).toEqual({ ok: false, reason: 'missing-fields' });
    expect(gateway.verifyCallback({ data: 'A'.repeat(70_000), signature })).toEqual({
      ok: false,
      reason: 'missing-fields',
    });
  });

  it('refuses signed data that is not the expected JSON object', () => {
    const notJson = Buffer.from('not json').toString('base64');
    const signature = createHash('sha1')
      .update(KEYS.privateKey + notJson + KEYS.privateKey)
      .digest('base64');
    expect(gateway.verifyCallback({ data: notJson, signature })).toEqual({ ok: false, reason: 'malformed-data' });
    expect(gateway.verifyCallback(sign([1, 2]))).toEqual({ ok: false, reason: 'malformed-data' });
    expect(gateway.verifyCallback(sign(successfulCallback({ order_id: '' })))).toEqual({
      ok: false,
      reason: 'malformed-data',
    });
    expect(gateway.verifyCallback(sign(successfulCallback({ status: undefined })))).toEqual({
      ok: false,
      reason: 'malformed-data',
    });
    expect(gateway.verifyCallback(sign(successfulCallback({ amount: 'lots' })))).toEqual({
      ok: false,
      reason: 'malformed-data',
    });
  });

  it('refuses another merchant and another currency', () => {
    expect(gateway.verifyCallback(sign(successfulCallback({ public_key: 'i999' })))).toEqual({
      ok: false,
      reason: 'foreign-merchant',
    });
    expect(gateway.verifyCallback(sign(successfulCallback({ currency: 'USD' })))).toEqual({
      ok: false,
      reason: 'unexpected-currency',
    });
  });

  it("passes every status through as LiqPay wrote it: judging it is the use case's business", () => {
    for (const status of ['success', 'sandbox', 'failure', 'reversed', '3ds_verify', 'wait_accept']) {
      const result = gateway.verifyCallback(sign(successfulCallback({ status })));
      expect(result.ok && result.value.status).toBe(status);
    }
  });

  it('keeps a missing payment id as null and a textual one as text', () => {
    const withoutId = gateway.verifyCallback(sign(successfulCallback({ payment_id: undefined })));
    expect(withoutId.ok && withoutId.value.paymentId).toBeNull();
    const textual = gateway.verifyCallback(sign(successfulCallback({ payment_id: 'abc-1' })));
    expect(textual.ok && textual.value.paymentId).toBe('abc-1');
  });

  it("passes the signature check on LiqPay's documented example form, then refuses its checkout-only data", () => {
    const documented = new LiqpayGateway({ publicKey: 'your_public_key', privateKey: 'your_private_key' });
    const data = [
      'eyAidmVyc2lvbiIgOiAzLCAicHVibGljX2tleSIgOiAieW91cl9wdWJsaWNfa2V5IiwgImFjdGlv',
      'biIgOiAicGF5IiwgImFtb3VudCIgOiAxLCAiY3VycmVuY3kiIDogIlVTRCIsICJkZXNjcmlwdGlv',
      'biIgOiAiZGVzY3JpcHRpb24gdGV4dCIsICJvcmRlcl9pZCIgOiAib3JkZXJfaWRfMSIgfQ==',
    ].join('\n');
    // A checkout request has no status: signed correctly, yet not a payment result.
    expect(documented.verifyCallback({ data, signature: 'QvJD5u9Fg55PCx/Hdz6lzWtYwcI=' })).toEqual({
      ok: false,
      reason: 'malformed-data',
    });
    expect(documented.verifyCallback({ data, signature: 'QvJD5u9Fg55PCx/Hdz6lzWtYwcJ=' })).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
  });
});

describe('toProviderCallback', () => {
  it("gives AcceptPaymentCallbackUseCase its input: LiqPay's field names, hryvnias that round-trip exactly", () => {
    const verified = gateway.verifyCallback(sign(successfulCallback({ amount: 350.5 })));
    if (!verified.ok) throw new Error(verified.reason);
    // Typed as the use case's input, so a change on either side fails the type check.
    const input: VerifiedPaymentCallback = toProviderCallback(verified.value);
    expect(input).toEqual({ order_id: 'K7M2QX', status: 'success', amount: 350.5, currency: 'UAH' });
    expect(
      toProviderCallback({ orderId: 'A', status: 'success', amountKopiykas: 100_001, paymentId: null }).amount,
    ).toBe(1000.01);
  });
});

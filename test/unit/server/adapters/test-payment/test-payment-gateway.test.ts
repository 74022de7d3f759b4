import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TestPaymentGateway } from '../../../../../src/server/adapters/test-payment/test-payment-gateway.adapter';
import { generateTestPaymentSecret } from '../../../../../src/server/adapters/test-payment/test-payment-secret';
import { LiqpayGateway } from '../../../../../src/server/adapters/liqpay/liqpay-gateway.adapter';
import type { CheckoutInput } from '../../../../../src/server/application/ports/payment-gateway.port';

const SECRET = 'test-secret-0123456789abcdef0123456789abcdef';

const INPUT: CheckoutInput = {
  orderCode: 'K7M2QX',
  amountKopiykas: 28_950,
  description: 'Замовлення K7M2QX',
  language: 'en',
  resultUrl: 'http://localhost:3000/lviv/thank-you?orderId=K7M2QX',
  serverUrl: 'http://localhost:3000/api/payments/liqpay/callback',
};

const hmac = (purpose: string, data: string, secret = SECRET): string =>
  createHmac('sha256', secret).update(`${purpose}:${data}`).digest('base64');

const signCheckout = (json: unknown, secret = SECRET) => {
  const data = Buffer.from(JSON.stringify(json)).toString('base64');
  return { data, signature: hmac('checkout', data, secret) };
};

describe('TestPaymentGateway.buildCheckout', () => {
  const gateway = new TestPaymentGateway({ secret: SECRET });
  const form = gateway.buildCheckout(INPUT);

  it("posts to the shop's own test page", () => {
    expect(form.action).toBe('/api/payments/test-page');
    expect(
      new TestPaymentGateway({ secret: SECRET, pageUrl: 'http://localhost:3000/pay' }).buildCheckout(INPUT).action,
    ).toBe('http://localhost:3000/pay');
  });

  it("carries LiqPay's data JSON, marked with the stand-in's own public key", () => {
    const liqpayJson = JSON.parse(
      Buffer.from(
        new LiqpayGateway({ publicKey: 'i1', privateKey: 'p1' }).buildCheckout(INPUT).data,
        'base64',
      ).toString('utf8'),
    ) as Record<string, unknown>;
    expect(JSON.parse(Buffer.from(form.data, 'base64').toString('utf8'))).toEqual({
      ...liqpayJson,
      public_key: 'test-payment',
    });
  });

  it('signs with HMAC-SHA256 of the local secret, recomputed by hand', () => {
    expect(form.signature).toBe(hmac('checkout', form.data));
  });
});

describe('TestPaymentGateway.verifyCheckout', () => {
  const gateway = new TestPaymentGateway({ secret: SECRET });

  it('reads a checkout the shop signed', () => {
    expect(gateway.verifyCheckout(gateway.buildCheckout(INPUT))).toEqual({
      ok: true,
      value: {
        orderId: 'K7M2QX',
        amountKopiykas: 28_950,
        description: 'Замовлення K7M2QX',
        language: 'en',
        resultUrl: INPUT.resultUrl,
      },
    });
  });

  it('refuses a checkout changed in the browser, signed by another secret, or signed the LiqPay way', () => {
    const form = gateway.buildCheckout(INPUT);
    const cheaper = gateway.buildCheckout({ ...INPUT, amountKopiykas: 100 });
    expect(gateway.verifyCheckout({ data: cheaper.data, signature: form.signature })).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
    expect(new TestPaymentGateway({ secret: 'other' }).verifyCheckout(form)).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
    const liqpayForm = new LiqpayGateway({ publicKey: 'test-payment', privateKey: SECRET }).buildCheckout(INPUT);
    expect(gateway.verifyCheckout(liqpayForm)).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('refuses missing fields', () => {
    expect(gateway.verifyCheckout({})).toEqual({ ok: false, reason: 'missing-fields' });
    expect(gateway.verifyCheckout({ data: 'x', signature: 42 })).toEqual({ ok: false, reason: 'missing-fields' });
  });

  it('refuses signed data it cannot settle: no amount, an unsafe result URL, another currency or merchant', () => {
    const base = JSON.parse(Buffer.from(gateway.buildCheckout(INPUT).data, 'base64').toString('utf8')) as Record<
      string,
      unknown
    >;
    expect(gateway.verifyCheckout(signCheckout({ ...base, amount: '0.00' }))).toEqual({
      ok: false,
      reason: 'malformed-data',
    });
    expect(gateway.verifyCheckout(signCheckout({ ...base, result_url: 'javascript:alert(1)' }))).toEqual({
      ok: false,
      reason: 'malformed-data',
    });
    expect(gateway.verifyCheckout(signCheckout({ ...base, result_url: '//evil.example/' }))).toEqual({
      ok: false,
      reason: 'malformed-data',
    });
    expect(gateway.verifyCheckout(signCheckout({ ...base, currency: 'EUR' }))).toEqual({
      ok: false,
      reason: 'unexpected-currency',
    });
    expect(gateway.verifyCheckout(signCheckout({ ...base, public_key: 'i1' }))).toEqual({
      ok: false,
      reason: 'foreign-merchant',
    });
  });

  it('reads a Russian-speaking checkout in Ukrainian, as LiqPay would show it', () => {
    const result = gateway.verifyCheckout(gateway.buildCheckout({ ...INPUT, language: 'ru' }));
    expect(result.ok && result.value.language).toBe('uk');
  });
});

describe('generateTestPaymentSecret', () => {
  it('gives a fresh 256-bit URL-safe secret each time', () => {
    const first = generateTestPaymentSecret();
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(generateTestPaymentSecret()).not.toBe(first);
  });
});

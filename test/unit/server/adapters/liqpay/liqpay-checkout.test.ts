import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LiqpayGateway } from '../../../../../src/server/adapters/liqpay/liqpay-gateway.adapter';
import { formatLiqpayAmount, parseLiqpayAmount } from '../../../../../src/server/adapters/liqpay/liqpay-amount';
import { liqpayLanguage } from '../../../../../src/server/adapters/liqpay/liqpay-language';
import type { CheckoutInput } from '../../../../../src/server/application/ports/payment-gateway.port';

const KEYS = { publicKey: 'sandbox_i00000000001', privateKey: 'sandbox_4f2c9a7e1b3d5f60718293a4b5c6d7e8f9012345' };

const INPUT: CheckoutInput = {
  orderCode: 'K7M2QX',
  amountKopiykas: 28_950,
  description: 'Замовлення K7M2QX',
  language: 'ru',
  resultUrl: 'https://shop.example.com/lviv/thank-you?orderId=K7M2QX',
  serverUrl: 'https://shop.example.com/api/payments/liqpay/callback',
};

// Computed once outside the adapter (node -e with Buffer and createHash) and frozen here.
const KNOWN_DATA =
  'eyJ2ZXJzaW9uIjozLCJwdWJsaWNfa2V5Ijoic2FuZGJveF9pMDAwMDAwMDAwMDEiLCJhY3Rpb24iOiJwYXkiLCJhbW91bnQiOiIyODkuNTAiLCJjdXJyZW5jeSI6IlVBSCIsImRlc2NyaXB0aW9uIjoi0JfQsNC80L7QstC70LXQvdC90Y8gSzdNMlFYIiwib3JkZXJfaWQiOiJLN00yUVgiLCJyZXN1bHRfdXJsIjoiaHR0cHM6Ly9zaG9wLmV4YW1wbGUuY29tL2x2aXYvdGhhbmsteW91P29yZGVySWQ9SzdNMlFYIiwic2VydmVyX3VybCI6Imh0dHBzOi8vc2hvcC5leGFtcGxlLmNvbS9hcGkvcGF5bWVudHMvbGlxcGF5L2NhbGxiYWNrIiwibGFuZ3VhZ2UiOiJ1ayJ9';
const KNOWN_SIGNATURE = '6YG6Gl4oZDFeoHyXX9vCD28KtkU=';

describe('LiqpayGateway.buildCheckout', () => {
  const form = new LiqpayGateway(KEYS).buildCheckout(INPUT);

  it('posts to the Checkout API v3 page', () => {
    expect(form.action).toBe('https://www.liqpay.ua/api/3/checkout');
  });

  it('matches a known vector for data and signature', () => {
    expect(form.data).toBe(KNOWN_DATA);
    expect(form.signature).toBe(KNOWN_SIGNATURE);
  });

  it('encodes the documented v3 fields as UTF-8 JSON, amount in hryvnias with two decimals', () => {
    const json = Buffer.from(form.data, 'base64').toString('utf8');
    expect(JSON.parse(json)).toEqual({
      version: 3,
      public_key: KEYS.publicKey,
      action: 'pay',
      amount: '289.50',
      currency: 'UAH',
      description: 'Замовлення K7M2QX',
      order_id: 'K7M2QX',
      result_url: INPUT.resultUrl,
      server_url: INPUT.serverUrl,
      language: 'uk',
    });
  });

  it('signs as base64(sha1(private + data + private)), recomputed by hand', () => {
    const byHand = createHash('sha1')
      .update(KEYS.privateKey + form.data + KEYS.privateKey)
      .digest('base64');
    expect(form.signature).toBe(byHand);
  });

  it('refuses amounts that are not a positive whole number of kopiykas', () => {
    const gateway = new LiqpayGateway(KEYS);
    for (const amountKopiykas of [0, -100, 10.5, Number.NaN]) {
      expect(() => gateway.buildCheckout({ ...INPUT, amountKopiykas })).toThrow(RangeError);
    }
  });
});

describe('LiqPay amounts and languages', () => {
  it('formats kopiykas with exactly two decimals, without floats', () => {
    expect(formatLiqpayAmount(5)).toBe('0.05');
    expect(formatLiqpayAmount(100)).toBe('1.00');
    expect(formatLiqpayAmount(18_950)).toBe('189.50');
    expect(formatLiqpayAmount(123_456_789)).toBe('1234567.89');
  });

  it('reads callback amounts given as numbers or strings', () => {
    expect(parseLiqpayAmount(289.5)).toBe(28_950);
    expect(parseLiqpayAmount('289.50')).toBe(28_950);
    expect(parseLiqpayAmount(1.005)).toBe(101);
    expect(parseLiqpayAmount('abc')).toBeNull();
    expect(parseLiqpayAmount('')).toBeNull();
    expect(parseLiqpayAmount(-1)).toBeNull();
    expect(parseLiqpayAmount(null)).toBeNull();
  });

  it('offers LiqPay only the languages it speaks: Russian becomes Ukrainian', () => {
    expect(liqpayLanguage('uk')).toBe('uk');
    expect(liqpayLanguage('en')).toBe('en');
    expect(liqpayLanguage('ru')).toBe('uk');
  });
});

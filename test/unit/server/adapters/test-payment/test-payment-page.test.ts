import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TestPaymentGateway } from '../../../../../src/server/adapters/test-payment/test-payment-gateway.adapter';
import { renderTestPaymentPage } from '../../../../../src/server/adapters/test-payment/test-payment-page.renderer';
import { verifyTestPaymentCallback } from '../../../../../src/server/adapters/test-payment/test-payment-callback.verifier';
import { verifyTestCheckout } from '../../../../../src/server/adapters/test-payment/test-checkout.verifier';
import type { TestCheckout } from '../../../../../src/server/adapters/test-payment/test-checkout.types';
import type { CheckoutInput } from '../../../../../src/server/application/ports/payment-gateway.port';

const SECRET = 'page-secret-0123456789abcdef0123456789abcdef';

const INPUT: CheckoutInput = {
  orderCode: 'K7M2QX',
  amountKopiykas: 28_950,
  description: 'Замовлення K7M2QX',
  language: 'uk',
  resultUrl: '/lviv/thank-you?orderId=K7M2QX',
  serverUrl: 'http://localhost:3000/api/payments/liqpay/callback',
};

const CHECKOUT: TestCheckout = {
  orderId: 'K7M2QX',
  amountKopiykas: 28_950,
  description: 'Замовлення K7M2QX',
  language: 'en',
  resultUrl: '/lviv/thank-you?orderId=K7M2QX',
};

const unescape = (text: string): string =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

interface PageForm {
  readonly action: string;
  readonly data: string;
  readonly signature: string;
}

// Reads the page the way a browser submits it: each <form>'s action and hidden fields.
const formOf = (html: string, decision: 'pay' | 'decline'): PageForm => {
  const form = [...html.matchAll(/<form method="POST" action="([^"]*)">(.*?)<\/form>/g)].find((match) =>
    (match[2] ?? '').includes(`data-testid="test-payment-${decision}"`),
  );
  if (!form) throw new Error(`no ${decision} form`);
  const field = (name: string): string =>
    unescape(new RegExp(`name="${name}" value="([^"]*)"`).exec(form[2] ?? '')?.[1] ?? '');
  return { action: unescape(form[1] ?? ''), data: field('data'), signature: field('signature') };
};

describe('renderTestPaymentPage', () => {
  const html = renderTestPaymentPage(SECRET, CHECKOUT, { paymentId: 'test-1' });

  it('shows the order code and the amount', () => {
    expect(html).toContain('<dd data-testid="test-payment-order">K7M2QX</dd>');
    expect(html).toContain('<dd data-testid="test-payment-amount">289.50 ₴</dd>');
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<html lang="en">');
  });

  it('offers Pay and Decline, each a form posting back to the callback URL', () => {
    expect(html).toMatch(/data-testid="test-payment-pay">Pay<\/button>/);
    expect(html).toMatch(/data-testid="test-payment-decline">Decline<\/button>/);
    expect(formOf(html, 'pay').action).toBe('/api/payments/test-callback');
    const custom = renderTestPaymentPage(SECRET, CHECKOUT, { callbackUrl: 'http://localhost:3000/cb?a=1&b=2' });
    expect(formOf(custom, 'decline').action).toBe('http://localhost:3000/cb?a=1&b=2');
  });

  it('speaks Ukrainian to a Ukrainian checkout', () => {
    const uk = renderTestPaymentPage(SECRET, { ...CHECKOUT, language: 'uk' });
    expect(uk).toContain('<html lang="uk">');
    expect(uk).toContain('>Сплатити</button>');
    expect(uk).toContain('>Відмовитися</button>');
  });

  it('escapes what comes from the order and runs no script (the shop CSP allows none inline)', () => {
    const hostile = renderTestPaymentPage(SECRET, {
      ...CHECKOUT,
      description: '<script>alert("x")</script>',
      orderId: 'A&B',
    });
    expect(hostile).not.toContain('<script');
    expect(hostile).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(hostile).toContain('>A&amp;B</dd>');
  });
});

describe('the whole offline payment flow', () => {
  const gateway = new TestPaymentGateway({ secret: SECRET });

  const pageFor = (input: CheckoutInput): string => {
    const checkout = verifyTestCheckout(SECRET, gateway.buildCheckout(input));
    if (!checkout.ok) throw new Error(checkout.reason);
    return gateway.renderPage(checkout.value, { paymentId: 'test-42' });
  };

  it('Pay posts a signed success the callback verifier accepts, with where to redirect', () => {
    const pay = formOf(pageFor(INPUT), 'pay');
    expect(verifyTestPaymentCallback(SECRET, pay)).toEqual({
      ok: true,
      value: {
        orderId: 'K7M2QX',
        status: 'success',
        amountKopiykas: 28_950,
        paymentId: 'test-42',
        resultUrl: '/lviv/thank-you?orderId=K7M2QX',
      },
    });
  });

  it('Decline posts a signed failure', () => {
    const decline = formOf(pageFor(INPUT), 'decline');
    const result = gateway.verifyCallback(decline);
    expect(result.ok && result.value.status).toBe('failure');
  });

  it('refuses a result turned from failure into success in the browser', () => {
    const page = pageFor(INPUT);
    const decline = formOf(page, 'decline');
    const json = JSON.parse(Buffer.from(decline.data, 'base64').toString('utf8')) as Record<string, unknown>;
    const flipped = Buffer.from(JSON.stringify({ ...json, status: 'success' })).toString('base64');
    expect(gateway.verifyCallback({ data: flipped, signature: decline.signature })).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
  });

  it('refuses a checkout form replayed as a payment result, and a result from another secret', () => {
    const checkoutForm = gateway.buildCheckout(INPUT);
    expect(gateway.verifyCallback(checkoutForm)).toEqual({ ok: false, reason: 'bad-signature' });
    const pay = formOf(pageFor(INPUT), 'pay');
    expect(verifyTestPaymentCallback('another-secret', pay)).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('refuses a correctly signed result whose redirect is not a safe URL', () => {
    const data = Buffer.from(
      JSON.stringify({
        public_key: 'test-payment',
        status: 'success',
        order_id: 'K7M2QX',
        amount: '289.50',
        currency: 'UAH',
        result_url: 'javascript:alert(1)',
      }),
    ).toString('base64');
    const signature = createHmac('sha256', SECRET).update(`result:${data}`).digest('base64');
    expect(verifyTestPaymentCallback(SECRET, { data, signature })).toEqual({ ok: false, reason: 'malformed-data' });
  });

  it('refuses missing fields', () => {
    expect(verifyTestPaymentCallback(SECRET, {})).toEqual({ ok: false, reason: 'missing-fields' });
  });
});

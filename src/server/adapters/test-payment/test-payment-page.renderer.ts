import { randomUUID } from 'node:crypto';
import { formatHryvnias, toHryvnias } from '../../../domain/shared/money';
import { escapeHtml } from './html-escape';
import type { SignedTestForm, TestCheckout } from './test-checkout.types';
import { signTestPaymentResult } from './test-payment-result.signer';
import { TEST_PAYMENT_PAGE_TEXTS } from './test-payment-page.texts';
import { TEST_PAYMENT_CALLBACK_PATH, type TestPaymentDecision } from './test-payment.constants';

export interface TestPaymentPageOptions {
  /** Where the buttons post; the shop's test callback route. */
  readonly callbackUrl?: string;
  /** The "provider's" payment id; a fresh one per page, as LiqPay gives one per attempt. */
  readonly paymentId?: string;
}

const resultForm = (callbackUrl: string, form: SignedTestForm, decision: TestPaymentDecision, label: string): string =>
  [
    `<form method="POST" action="${escapeHtml(callbackUrl)}">`,
    `<input type="hidden" name="data" value="${escapeHtml(form.data)}">`,
    `<input type="hidden" name="signature" value="${escapeHtml(form.signature)}">`,
    `<button type="submit" class="${decision}" data-testid="test-payment-${decision}">${escapeHtml(label)}</button>`,
    '</form>',
  ].join('');

// Inline styles only, no script: the page must work under the shop's Content-Security-Policy.
const STYLE = [
  'body{font-family:system-ui,sans-serif;background:#f4f4f4;margin:0;padding:2rem 1rem;color:#222}',
  'main{max-width:26rem;margin:0 auto;background:#fff;border-radius:.75rem;padding:1.5rem;box-shadow:0 2px 8px #0002}',
  '.notice{background:#fff6d6;padding:.75rem;border-radius:.5rem}',
  'dt{color:#666;font-size:.85rem}dd{margin:0 0 .75rem;font-size:1.1rem}',
  '.actions{display:flex;gap:.75rem}form{flex:1}',
  'button{width:100%;padding:.8rem;border:0;border-radius:.5rem;font-size:1rem;cursor:pointer}',
  '.pay{background:#2e7d32;color:#fff}.decline{background:#e0e0e0}',
].join('');

/**
 * The stand-in for LiqPay's checkout page, for a checkout already verified with verifyTestCheckout.
 * Each button carries its own signed result, so the callback route verifies it like a real one.
 */
export const renderTestPaymentPage = (
  secret: string,
  checkout: TestCheckout,
  options: TestPaymentPageOptions = {},
): string => {
  const texts = TEST_PAYMENT_PAGE_TEXTS[checkout.language];
  const callbackUrl = options.callbackUrl ?? TEST_PAYMENT_CALLBACK_PATH;
  const paymentId = options.paymentId ?? `test-${randomUUID()}`;
  const pay = signTestPaymentResult(secret, checkout, 'pay', paymentId);
  const decline = signTestPaymentResult(secret, checkout, 'decline', paymentId);
  return [
    '<!doctype html>',
    `<html lang="${checkout.language}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="robots" content="noindex"><title>${escapeHtml(texts.title)}</title><style>${STYLE}</style></head>`,
    '<body><main>',
    `<h1>${escapeHtml(texts.title)}</h1>`,
    `<p class="notice">${escapeHtml(texts.notice)}</p>`,
    '<dl>',
    `<dt>${escapeHtml(texts.order)}</dt><dd data-testid="test-payment-order">${escapeHtml(checkout.orderId)}</dd>`,
    `<dt>${escapeHtml(texts.amount)}</dt><dd data-testid="test-payment-amount">${escapeHtml(formatHryvnias(toHryvnias(checkout.amountKopiykas)))}</dd>`,
    checkout.description === ''
      ? ''
      : `<dt>${escapeHtml(texts.description)}</dt><dd>${escapeHtml(checkout.description)}</dd>`,
    '</dl>',
    '<div class="actions">',
    resultForm(callbackUrl, pay, 'pay', texts.pay),
    resultForm(callbackUrl, decline, 'decline', texts.decline),
    '</div>',
    '</main></body></html>',
  ].join('\n');
};

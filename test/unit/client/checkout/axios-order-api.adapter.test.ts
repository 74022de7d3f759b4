import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { InMemoryCookieAdapter } from '../../../../src/client/adapters/server-render/in-memory-cookie.adapter';
import { createHttpClient } from '../../../../src/client/adapters/http/axios-http-client';
import { AxiosOrderApi } from '../../../../src/client/adapters/http/axios-order-api.adapter';
import type { OrderRequest } from '../../../../src/domain/order/order-request.builder';

/*
 * The adapter against a real HTTP server on a free local port, so what is tested is the wire:
 * statuses, JSON bodies (payment-status answers a bare JSON string), query parameters. Each test
 * says how the server answers the next request; the server records what it was sent.
 */

interface Answer {
  readonly status: number;
  readonly body: unknown;
  /** Raw text instead of JSON (an HTML error page, say). */
  readonly text?: string;
}

interface Received {
  readonly method: string;
  readonly url: string;
  readonly body: unknown;
}

let server: Server;
let baseURL = '';
let answer: Answer = { status: 200, body: {} };
let received: Received[] = [];

const readBody = (request: IncomingMessage): Promise<unknown> =>
  new Promise((resolve) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => resolve(raw === '' ? undefined : JSON.parse(raw)));
  });

beforeAll(async () => {
  server = createServer((request, response) => {
    void readBody(request).then((body) => {
      received.push({ method: request.method ?? '', url: request.url ?? '', body });
      const text = answer.text ?? JSON.stringify(answer.body);
      response.writeHead(answer.status, {
        'content-type': answer.text === undefined ? 'application/json; charset=utf-8' : 'text/html',
      });
      response.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  received = [];
});

const answering = (next: Answer) => {
  answer = next;
  const logged: string[] = [];
  const api = new AxiosOrderApi(createHttpClient(new InMemoryCookieAdapter(), { baseURL }), (message) =>
    logged.push(message),
  );
  return { api, logged };
};

/** The adapter passes the request through untouched; its content is the server's business. */
const REQUEST = { cityId: 1, orderForm: { name: 'Олена' }, items: [] } as unknown as OrderRequest;

const refusal = (reason: string, message: string, extra: Record<string, unknown> = {}) => ({
  success: false,
  error: 'Unprocessable Entity',
  reason,
  message,
  ...extra,
});

describe('AxiosOrderApi.createOrder', () => {
  it('posts the order to /api/order/create?lang= and reads the answer', async () => {
    const created = { orderId: 'K7Q2', success: true, smsConfirm: true, liqpayForm: null, isEmailSended: false };
    const { api } = answering({ status: 200, body: created });
    const result = await api.createOrder(REQUEST, 'uk');
    expect(result).toEqual({ ok: true, value: created });
    expect(received[0]).toEqual({ method: 'POST', url: '/api/order/create?lang=uk', body: REQUEST });
  });

  it('a 422 refusal surfaces its reason and message, in the language asked for', async () => {
    const message = 'Сума замовлення менша за мінімальну (250 ₴)';
    const { api, logged } = answering({
      status: 422,
      body: refusal('below-minimum', message, { orderId: null, minCart: 250 }),
    });
    const result = await api.createOrder(REQUEST, 'uk');
    expect(result).toEqual({ ok: false, failure: { kind: 'refused', reason: 'below-minimum', message } });
    // A refusal is an answer for the customer, not a failure to log.
    expect(logged).toEqual([]);
  });

  it('a server error without a refusal body, or an unexpected shape, reads as unavailable and is logged', async () => {
    const broken = answering({ status: 500, body: null, text: '<html>Bad gateway</html>' });
    expect(await broken.api.createOrder(REQUEST, 'en')).toEqual({ ok: false, failure: { kind: 'unavailable' } });
    expect(broken.logged).toEqual(['POST /order/create failed']);
    const odd = answering({ status: 200, body: { orderId: 'K7Q2' } });
    expect(await odd.api.createOrder(REQUEST, 'en')).toEqual({ ok: false, failure: { kind: 'unavailable' } });
    expect(odd.logged).toEqual(['POST /order/create answered an unexpected shape']);
  });
});

describe('AxiosOrderApi.verifyCode', () => {
  it('a wrong code is refused with the server message', async () => {
    const message = 'Невірний код, спробуйте ще раз або оберіть підтвердження дзвінком';
    const { api } = answering({ status: 422, body: refusal('wrong-code', message, { attemptsLeft: 4 }) });
    const result = await api.verifyCode('K7Q2', '0000', 'uk');
    expect(result).toEqual({ ok: false, failure: { kind: 'refused', reason: 'wrong-code', message } });
    expect(received[0]).toEqual({
      method: 'POST',
      url: '/api/order/verify-code?lang=uk',
      body: { orderId: 'K7Q2', code: '0000' },
    });
  });

  it('the right code is accepted', async () => {
    const { api } = answering({ status: 200, body: { success: true } });
    expect(await api.verifyCode('K7Q2', '1234', 'en')).toEqual({ ok: true, value: undefined });
    expect(received[0]?.url).toBe('/api/order/verify-code?lang=en');
  });
});

describe('AxiosOrderApi.paymentStatus', () => {
  it("reads the bare JSON string the server answers ('success' once paid, else the status word)", async () => {
    const paid = answering({ status: 200, body: 'success' });
    expect(await paid.api.paymentStatus('K7Q2')).toEqual({ ok: true, value: 'success' });
    expect(received[0]).toEqual({ method: 'POST', url: '/api/order/payment-status', body: { orderId: 'K7Q2' } });
    const pending = answering({ status: 200, body: 'pending' });
    expect(await pending.api.paymentStatus('K7Q2')).toEqual({ ok: true, value: 'pending' });
  });

  it('an answer that is not a string reads as unavailable', async () => {
    const { api } = answering({ status: 200, body: { status: 'success' } });
    expect(await api.paymentStatus('K7Q2')).toEqual({ ok: false, failure: { kind: 'unavailable' } });
  });
});

describe('AxiosOrderApi.getOrderSummary', () => {
  it('asks GET /api/order/{code}?lang= and reads the summary', async () => {
    const summary = {
      orderId: 'K7Q2',
      cityId: 1,
      checkout: { deliveryType: 'delivery' },
      lines: [
        { productId: 'side-nuggets', name: 'Курячі нагетси', translation: {}, count: 3, total: 297, isGift: false },
      ],
      totals: { order: 297, shipping: 50, discount: 0, toPay: 347 },
      paymentStatus: 'none',
      confirmationStatus: 'phone-call-requested',
      needsAddressCheck: false,
    };
    const { api } = answering({ status: 200, body: summary });
    expect(await api.getOrderSummary('K7Q2', 'ru')).toEqual({ ok: true, value: summary });
    expect(received[0]).toMatchObject({ method: 'GET', url: '/api/order/K7Q2?lang=ru' });
  });

  it('an answer without the confirmation status does not look like the contract: the server counts as unavailable', async () => {
    const summary = {
      orderId: 'K7Q2',
      cityId: 1,
      checkout: {},
      lines: [],
      totals: {},
      paymentStatus: 'none',
      needsAddressCheck: false,
    };
    const { api } = answering({ status: 200, body: summary });
    expect(await api.getOrderSummary('K7Q2', 'uk')).toEqual({ ok: false, failure: { kind: 'unavailable' } });
  });

  it('a 404 for an unknown code is a refusal (the page reads it as no order), not an outage', async () => {
    const { api, logged } = answering({
      status: 404,
      body: refusal('order-not-found', 'Замовлення не знайдено', { error: 'Not Found' }),
    });
    const result = await api.getOrderSummary('ZZZZ', 'uk');
    expect(result).toEqual({
      ok: false,
      failure: { kind: 'refused', reason: 'order-not-found', message: 'Замовлення не знайдено' },
    });
    expect(logged).toEqual([]);
  });

  it('escapes the code in the path', async () => {
    const { api } = answering({ status: 404, body: refusal('order-not-found', 'Not found') });
    await api.getOrderSummary('a/b?c', 'en');
    expect(received[0]?.url).toBe('/api/order/a%2Fb%3Fc?lang=en');
  });
});

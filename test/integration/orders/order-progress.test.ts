import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OrderProgressDto } from '../../../src/domain/shop-api/order-progress.contract';
import { databaseTargets } from '../support/database-targets';
import { TEST_ADMIN } from '../support/test-shop';
import { openEventStream, type EventStream } from './support/event-stream';
import {
  cartLine,
  kyivAt,
  orderBody,
  placeConfirmedOrder,
  post,
  smsCodeFor,
  uniquePhone,
} from './support/order-requests';
import { resetClock, TEST_PUBLIC_URL, useOrderTestShop } from './support/order-test-shop';
import { startSecondInstance, type SecondInstance } from './support/second-instance';

const LIVE_WITHIN_MS = 2_000;

describe.each(databaseTargets())('the order status page’s API on $name PostgreSQL', (target) => {
  const shop = useOrderTestShop(target);
  let auth: Record<string, string> = {};
  beforeAll(async () => {
    const login = await post(shop().app, '/api/auth', { login: TEST_ADMIN.login, password: TEST_ADMIN.password });
    auth = { authorization: `Bearer ${(login.json() as { token: string }).token}` };
  });
  beforeEach(() => resetClock(shop()));

  const progress = (code: string, app = shop().app) =>
    app.inject({ method: 'GET', url: `/api/order/${code}/progress` });
  const move = (code: string, from: string, to: string, extra: Record<string, string> = {}, app = shop().app) =>
    app.inject({
      method: 'POST',
      url: `/api/admin/orders/${code}/status`,
      payload: { from, to, ...extra },
      headers: auth,
    });

  it('answers where the order stands, its promise, lines and sum, and neither address nor phone', async () => {
    shop().clock.set(kyivAt('12:10'));
    const phone = '+38 (067) 765 43 21';
    const { orderId } = await placeConfirmedOrder(
      shop().app,
      orderBody([cartLine('burger-classic', 2)], { phone, name: 'Олена Петрівна' }),
    );
    const response = await progress(orderId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json() as OrderProgressDto;
    expect(body).toMatchObject({
      code: orderId,
      cityId: 1,
      deliveryType: 'delivery',
      status: 'new',
      cancelReason: null,
      awaitsOnlinePayment: false,
      // вулиця Городоцька is in the green zone: 29 minutes from 12:10.
      promise: { kind: 'zone', minutes: 29, by: '12:39' },
      customer: { firstName: 'Олена', phoneEnding: '21' },
      lines: [{ count: 2, isGift: false }],
    });
    expect(body.toPay).toBeGreaterThan(0);
    // The lines, the delivery fee and the discount add up to what is paid.
    const lines = body.lines.reduce((sum, line) => sum + line.total, 0);
    expect(lines + body.shipping - body.discount).toBe(body.toPay);
    // What only the kitchen and the courier may read stays out, in any spelling.
    expect(response.body).not.toContain('Городоцька');
    expect(response.body).not.toContain('Петрівна');
    expect(response.body.replace(/\D/g, '')).not.toContain('7654321');
  });

  it('follows staff moves, and shows the reason they gave for cancelling', async () => {
    const { orderId } = await placeConfirmedOrder(
      shop().app,
      orderBody([cartLine('burger-classic', 2)], { deliveryType: 'self-pickup', selfPickupPointId: '1' }),
    );
    for (const [from, to] of [
      ['new', 'accepted'],
      ['accepted', 'cooking'],
      ['cooking', 'delivering'],
    ] as const) {
      expect((await move(orderId, from, to)).statusCode).toBe(200);
      expect((await progress(orderId)).json()).toMatchObject({ status: to, cancelReason: null });
    }
    const cancelled = await move(orderId, 'delivering', 'cancelled', { reason: '  Кухня закрилася через аварію  ' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await progress(orderId)).json()).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Кухня закрилася через аварію',
      promise: { kind: 'self-pickup' },
    });

    const other = await placeConfirmedOrder(shop().app, orderBody([cartLine('burger-classic', 2)]));
    expect((await move(other.orderId, 'new', 'cancelled')).statusCode).toBe(200);
    expect((await progress(other.orderId)).json()).toMatchObject({ status: 'cancelled', cancelReason: null });
    const tooLong = await move(orderId, 'cancelled', 'cancelled', { reason: 'x'.repeat(301) });
    expect(tooLong.statusCode).toBe(400);
    expect((tooLong.json() as { message: string }).message).toContain('reason');
  });

  it('answers 404 with a message for an unknown code and 400 for one no order can have', async () => {
    const unknown = await progress('NOSUCHCODE');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'order-not-found', message: expect.any(String) });
    expect((unknown.json() as { message: string }).message.length).toBeGreaterThan(5);
    const tooLong = await progress('A'.repeat(65));
    expect(tooLong.statusCode).toBe(400);
    const unknownStream = await shop().app.inject({ method: 'GET', url: '/api/order/NOSUCHCODE/progress/events' });
    expect(unknownStream.statusCode).toBe(404);
    expect(unknownStream.headers['content-type']).toContain('application/json');
  });

  it('serves the status page at every address the router has for it, and 404 where no code can be', async () => {
    for (const path of ['/order/AB23CD45EF/', '/en/kyiv/order/AB23CD45EF/', '/ru/lviv/order/any-code_1/']) {
      expect((await shop().app.inject({ url: path })).statusCode, path).toBe(200);
    }
    for (const path of ['/order/', '/order/not.a.code/', '/order/AB23/more/', '/uk/order/AB23/']) {
      expect((await shop().app.inject({ url: path })).statusCode, path).toBe(404);
    }
    const unslashed = await shop().app.inject({ url: '/en/order/AB23' });
    expect(unslashed.statusCode).toBe(301);
    expect(unslashed.headers.location).toBe('/en/order/AB23/');
  });

  it('links the confirmation SMS to the order’s status page', async () => {
    const phone = uniquePhone();
    const created = await post(
      shop().app,
      '/api/order/create',
      orderBody([cartLine('burger-classic', 2)], { phone }, { cityId: 1 }),
    );
    const { orderId } = created.json() as { orderId: string };
    const sms = await shop().app.inject({ method: 'GET', url: `/api/dev/sms?phone=${encodeURIComponent(phone)}` });
    expect((sms.json() as { text?: string }).text ?? sms.body).toContain(`${TEST_PUBLIC_URL}/order/${orderId}/`);
    expect(await smsCodeFor(shop().app, phone)).toMatch(/^\d+$/);
  });

  describe('the event stream', () => {
    let second: SecondInstance;
    const streams: EventStream[] = [];
    beforeAll(async () => {
      second = await startSecondInstance(shop(), join(tmpdir(), 'progress-second-uploads'));
    });
    afterAll(async () => {
      for (const stream of streams) stream.close();
      await second.close();
    });
    const open = async (code: string, app = shop().app) => {
      const stream = await openEventStream(app, `/api/order/${code}/progress/events`, {});
      streams.push(stream);
      return stream;
    };
    const progressEvent = (stream: EventStream, status: string) =>
      stream.next(
        (event) => event.event === 'progress' && (JSON.parse(event.data) as OrderProgressDto).status === status,
        LIVE_WITHIN_MS,
      );

    it('tells an open page within 2 s of each move staff make on another instance', async () => {
      const { orderId } = await placeConfirmedOrder(shop().app, orderBody([cartLine('burger-classic', 2)]));
      const page = await open(orderId);
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(page.headers['cache-control']).toBe('no-store');
      await expect.poll(() => page.text(), { timeout: 5_000 }).toContain('retry: 3000\n');
      const elsewhere = await placeConfirmedOrder(shop().app, orderBody([cartLine('burger-classic', 2)]));

      for (const [from, to] of [
        ['new', 'accepted'],
        ['accepted', 'cooking'],
        ['cooking', 'delivering'],
        ['delivering', 'completed'],
      ] as const) {
        expect((await move(orderId, from, to, {}, second.app)).statusCode).toBe(200);
        const event = await progressEvent(page, to);
        const data = JSON.parse(event.data) as OrderProgressDto;
        expect(data).toMatchObject({ code: orderId, status: to });
        expect(event.data).not.toContain('Городоцька');
      }
      // Another order's moves are not this page's business.
      expect((await move(elsewhere.orderId, 'new', 'accepted', {}, second.app)).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(page.text()).not.toContain(elsewhere.orderId);
    });

    it('tells a cancellation with its reason, and ends its streams when the server closes', async () => {
      const { orderId } = await placeConfirmedOrder(shop().app, orderBody([cartLine('burger-classic', 2)]));
      const third = await startSecondInstance(shop(), join(tmpdir(), 'progress-third-uploads'));
      const page = await open(orderId, third.app);
      expect((await move(orderId, 'new', 'cancelled', { reason: 'Немає інгредієнтів' })).statusCode).toBe(200);
      const event = await progressEvent(page, 'cancelled');
      expect(JSON.parse(event.data)).toMatchObject({ cancelReason: 'Немає інгредієнтів' });
      const closing = Date.now();
      await third.close();
      await page.ended();
      expect(Date.now() - closing).toBeLessThan(LIVE_WITHIN_MS);
    });
  });
});

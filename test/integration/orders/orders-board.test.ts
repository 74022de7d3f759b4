import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MenuDto } from '../../../src/domain/shop-api/catalog.contract';
import type {
  StaffOrderDto,
  StaffOrderEventDto,
  StaffOrdersDto,
} from '../../../src/domain/shop-api/staff-orders.contract';
import { databaseTargets } from '../support/database-targets';
import { TEST_ADMIN } from '../support/test-shop';
import { openEventStream, type EventStream } from './support/event-stream';
import {
  cartLine,
  kyivAt,
  orderBody,
  placeConfirmedOrder,
  placeOrder,
  post,
  uniquePhone,
} from './support/order-requests';
import { resetClock, useOrderTestShop } from './support/order-test-shop';
import { startSecondInstance, type SecondInstance } from './support/second-instance';

const LIVE_WITHIN_MS = 2_000;

describe.each(databaseTargets())('the live orders board on $name PostgreSQL', (target) => {
  const shop = useOrderTestShop(target);
  let token = '';
  let auth: Record<string, string> = {};
  beforeAll(async () => {
    const login = await post(shop().app, '/api/auth', { login: TEST_ADMIN.login, password: TEST_ADMIN.password });
    token = (login.json() as { token: string }).token;
    auth = { authorization: `Bearer ${token}` };
  });
  beforeEach(() => resetClock(shop()));

  const page = async (query: string): Promise<StaffOrdersDto> => {
    const response = await shop().app.inject({ method: 'GET', url: `/api/admin/orders?${query}`, headers: auth });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json() as StaffOrdersDto;
  };
  const codesOf = (orders: readonly StaffOrderDto[]) => orders.map((order) => order.code);
  const move = (code: string, from: string, to: string) =>
    shop().app.inject({
      method: 'POST',
      url: `/api/admin/orders/${code}/status`,
      payload: { from, to },
      headers: auth,
    });

  it('pages back through 150 orders by key: new orders arriving meanwhile hide none of the older ones', async () => {
    const phone = uniquePhone();
    const search = `search=${encodeURIComponent(phone)}`;
    const placed: string[] = [];
    for (let i = 0; i < 150; i += 1)
      placed.push(
        (await placeConfirmedOrder(shop().app, orderBody([cartLine('burger-classic', 2)], { phone }))).orderId,
      );
    const newestFirst = [...placed].reverse();

    const first = await page(`cityId=1&${search}&limit=100`);
    expect(codesOf(first.orders)).toEqual(newestFirst.slice(0, 100));
    expect(first.nextBefore).toBe(newestFirst[99]);
    // 20 more orders arrive while staff look at the first page.
    const arrived: string[] = [];
    for (let i = 0; i < 20; i += 1)
      arrived.unshift((await placeOrder(shop().app, orderBody([cartLine('burger-classic', 2)], { phone }))).orderId);
    const second = await page(`cityId=1&${search}&limit=100&before=${first.nextBefore}`);
    expect(codesOf(second.orders)).toEqual(newestFirst.slice(100));
    expect(second.nextBefore).toBeNull();

    const byFifty = await page(`cityId=1&${search}&group=kitchen`);
    expect(byFifty.orders).toHaveLength(50);
    expect(codesOf(byFifty.orders)).toEqual([...arrived, ...newestFirst].slice(0, 50));
    expect(byFifty.nextBefore).toBe(newestFirst[29]);
  });

  it('filters by status, Kyiv day and code or phone', async () => {
    const phone = uniquePhone();
    const search = `search=${encodeURIComponent(phone.replace(/\D/g, '').slice(-7))}`;
    shop().clock.set(kyivAt('22:20', '2025-06-11'));
    const late = await placeConfirmedOrder(shop().app, orderBody([cartLine('burger-classic', 2)], { phone }));
    shop().clock.set(kyivAt('10:05', '2025-06-12'));
    const early = await placeConfirmedOrder(shop().app, orderBody([cartLine('burger-classic', 2)], { phone }));
    expect((await move(early.orderId, 'new', 'accepted')).statusCode).toBe(200);

    expect(codesOf((await page(`cityId=1&${search}`)).orders)).toEqual([early.orderId, late.orderId]);
    expect(codesOf((await page(`cityId=1&${search}&day=2025-06-11`)).orders)).toEqual([late.orderId]);
    expect(codesOf((await page(`cityId=1&${search}&day=2025-06-12`)).orders)).toEqual([early.orderId]);
    expect(codesOf((await page(`cityId=1&${search}&status=accepted`)).orders)).toEqual([early.orderId]);
    expect(codesOf((await page(`cityId=1&search=${late.orderId.toLowerCase()}`)).orders)).toEqual([late.orderId]);
    expect(codesOf((await page(`cityId=2&search=${late.orderId}`)).orders)).toEqual([]);

    for (const [query, field] of [
      ['cityId=1&day=2025-02-30', 'day'],
      ['cityId=1&day=yesterday', 'day'],
      ['cityId=1&status=eaten', 'status'],
      ['cityId=1&group=later', 'group'],
      [`cityId=1&search=${'1'.repeat(41)}`, 'search'],
      ['cityId=1&before=', 'before'],
    ] as const) {
      const response = await shop().app.inject({ method: 'GET', url: `/api/admin/orders?${query}`, headers: auth });
      expect(response.statusCode, query).toBe(400);
      expect((response.json() as { message: string }).message, query).toContain(field);
    }
  });

  it('shows orders awaiting an SMS code or an online payment apart, and refuses the kitchen’s moves on them', async () => {
    const phone = uniquePhone();
    const awaitingCode = await placeOrder(shop().app, orderBody([cartLine('burger-classic', 2)], { phone }));
    expect(awaitingCode.smsConfirm).toBe(true);
    const payingOnline = await placeOrder(
      shop().app,
      orderBody([cartLine('burger-classic', 2)], { payMethod: 'online' }),
    );
    const confirmed = await placeConfirmedOrder(shop().app, orderBody([cartLine('burger-classic', 2)]));

    const awaiting = (await page('cityId=1&group=awaiting')).orders;
    const kitchen = (await page('cityId=1&group=kitchen')).orders;
    expect(codesOf(awaiting)).toEqual(expect.arrayContaining([awaitingCode.orderId, payingOnline.orderId]));
    expect(codesOf(awaiting)).not.toContain(confirmed.orderId);
    expect(codesOf(kitchen)).toContain(confirmed.orderId);
    expect(codesOf(kitchen)).not.toContain(awaitingCode.orderId);
    expect(codesOf(kitchen)).not.toContain(payingOnline.orderId);
    for (const order of awaiting) expect(order.nextStatuses).toEqual([]);

    for (const code of [awaitingCode.orderId, payingOnline.orderId]) {
      const refused = await move(code, 'new', 'accepted');
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        error: 'order-awaiting-customer',
        message: expect.stringContaining('waiting for the customer'),
      });
    }
    const single = await shop().app.inject({
      method: 'GET',
      url: `/api/admin/orders/${awaitingCode.orderId}`,
      headers: auth,
    });
    expect(single.json()).toMatchObject({
      code: awaitingCode.orderId,
      status: 'new',
      confirmationStatus: 'sms-pending',
    });
  });

  it('answers one order for the kitchen ticket, 404 for an unknown code, 401 without a token', async () => {
    const { orderId } = await placeConfirmedOrder(
      shop().app,
      orderBody([cartLine('burger-classic', 3)], { comment: 'Без цибулі' }),
    );
    const ticket = await shop().app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}`, headers: auth });
    expect(ticket.statusCode).toBe(200);
    expect(ticket.headers['cache-control']).toBe('no-store');
    expect(ticket.json()).toMatchObject({ code: orderId, comment: 'Без цибулі', lines: [{ count: 3 }] });
    const unknown = await shop().app.inject({ method: 'GET', url: '/api/admin/orders/NOSUCHCODE', headers: auth });
    expect(unknown.statusCode).toBe(404);
    expect((await shop().app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}` })).statusCode).toBe(401);
  });

  describe('the event stream', () => {
    let second: SecondInstance;
    const streams: EventStream[] = [];
    beforeAll(async () => {
      second = await startSecondInstance(shop(), join(tmpdir(), 'board-second-uploads'));
    });
    afterAll(async () => {
      for (const stream of streams) stream.close();
      await second.close();
    });
    const open = async (cityId: number, headers: Record<string, string>) => {
      const stream = await openEventStream(shop().app, `/api/admin/orders/events?cityId=${cityId}`, headers);
      streams.push(stream);
      return stream;
    };
    const orderEvent = (
      stream: EventStream,
      code: string,
      matches: (event: StaffOrderEventDto) => boolean = () => true,
    ) =>
      stream.next(
        (event) =>
          event.event === 'order' &&
          (JSON.parse(event.data) as StaffOrderEventDto).code === code &&
          matches(JSON.parse(event.data)),
        LIVE_WITHIN_MS,
      );

    it('tells an open board within 2 s of orders placed, confirmed and moved through another instance', async () => {
      const lviv = await open(1, auth);
      const kyiv = await open(2, { cookie: `theme=dark; auth_token=${encodeURIComponent(token)}` });
      expect(lviv.status).toBe(200);
      expect(lviv.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(lviv.headers['cache-control']).toBe('no-store');
      expect(kyiv.status).toBe(200);

      const phone = uniquePhone();
      const placed = await placeOrder(second.app, orderBody([cartLine('burger-classic', 2)], { phone }));
      expect(await orderEvent(lviv, placed.orderId)).toMatchObject({
        data: JSON.stringify({ code: placed.orderId, status: 'new', group: 'awaiting' }),
      });

      const code = (
        await second.app.inject({ method: 'GET', url: `/api/dev/sms?phone=${encodeURIComponent(phone)}` })
      ).json() as { code: string };
      await post(second.app, '/api/order/verify-code', { orderId: placed.orderId, code: code.code });
      await orderEvent(lviv, placed.orderId, (event) => event.group === 'kitchen');

      const moved = await second.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${placed.orderId}/status`,
        payload: { from: 'new', to: 'accepted' },
        headers: auth,
      });
      expect(moved.statusCode, moved.body).toBe(200);
      await orderEvent(lviv, placed.orderId, (event) => event.status === 'accepted');
      // Kyiv's board heard nothing of a Lviv order.
      expect(kyiv.text()).not.toContain(placed.orderId);
    });

    it('drops the other instance’s cached menu when staff change the menu on one', async () => {
      const customerSees = async () => {
        const menu = (await shop().app.inject({ url: '/api/menu?cityId=2' })).json() as MenuDto;
        return menu.categories
          .flatMap((category) => category.products)
          .find((product) => product.iikoId === 'burger-classic')?.disabled;
      };
      const stop = (stopped: boolean) =>
        second.app.inject({
          method: 'PATCH',
          url: '/api/admin/menu/products/burger-classic',
          payload: { cityId: 2, stopped },
          headers: auth,
        });
      // The first instance has Kyiv's menu cached now.
      expect(await customerSees()).toBe(false);
      expect((await stop(true)).statusCode).toBe(200);
      await expect.poll(customerSees, { timeout: LIVE_WITHIN_MS }).toBe(true);
      expect((await stop(false)).statusCode).toBe(200);
      await expect.poll(customerSees, { timeout: LIVE_WITHIN_MS }).toBe(false);
    });

    it('ends its open streams when the server closes, instead of keeping it from closing', async () => {
      const third = await startSecondInstance(shop(), join(tmpdir(), 'board-third-uploads'));
      const stream = await openEventStream(third.app, '/api/admin/orders/events?cityId=1', auth);
      streams.push(stream);
      expect(stream.status).toBe(200);
      const closing = Date.now();
      await third.close();
      await stream.ended();
      expect(Date.now() - closing).toBeLessThan(LIVE_WITHIN_MS);
    });

    it('needs the admin token (header or cookie), a valid city, and lets go of a closed stream', async () => {
      const anonymous = await open(1, {});
      expect(anonymous.status).toBe(401);
      const forged = await open(1, { cookie: 'auth_token=forged' });
      expect(forged.status).toBe(401);
      const noCity = await shop().app.inject({
        method: 'GET',
        url: '/api/admin/orders/events?cityId=3',
        headers: auth,
      });
      expect(noCity.statusCode).toBe(400);

      const connections = () =>
        new Promise<number>((resolve) => shop().app.server.getConnections((_error, count) => resolve(count)));
      const before = await connections();
      const stream = await open(1, auth);
      expect(await connections()).toBe(before + 1);
      stream.close();
      // The server lets go of the stream: its connection closes, and a change after it errors nowhere.
      await expect.poll(connections, { timeout: 5_000 }).toBe(before);
      await placeOrder(second.app, orderBody([cartLine('burger-classic', 2)]));
      const still = await open(1, auth);
      const placed = await placeOrder(second.app, orderBody([cartLine('burger-classic', 2)]));
      await orderEvent(still, placed.orderId);
    });
  });
});

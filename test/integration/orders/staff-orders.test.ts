import { beforeAll, describe, expect, it } from 'vitest';
import type { StaffOrderDto, StaffOrdersDto } from '../../../src/domain/shop-api/staff-orders.contract';
import { databaseTargets } from '../support/database-targets';
import { TEST_ADMIN } from '../support/test-shop';
import { useOrderTestShop } from './support/order-test-shop';
import { cartLine, orderBody, placeConfirmedOrder, placeOrder, post, uniquePhone } from './support/order-requests';

describe.each(databaseTargets())('the staff orders screen on $name PostgreSQL', (target) => {
  const shop = useOrderTestShop(target);
  let auth: Record<string, string> = {};
  beforeAll(async () => {
    const login = await post(shop().app, '/api/auth', { login: TEST_ADMIN.login, password: TEST_ADMIN.password });
    auth = { authorization: `Bearer ${(login.json() as { token: string }).token}` };
  });

  const list = async (query: string) => {
    const response = await shop().app.inject({ method: 'GET', url: `/api/admin/orders?${query}`, headers: auth });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return (response.json() as StaffOrdersDto).orders;
  };
  const move = (code: string, body: unknown, headers = auth) =>
    shop().app.inject({
      method: 'POST',
      url: `/api/admin/orders/${encodeURIComponent(code)}/status`,
      payload: body as object,
      headers,
    });

  it('lists a city’s orders newest first, with everything the kitchen and the courier need', async () => {
    const phone = uniquePhone();
    const first = await placeOrder(
      shop().app,
      orderBody([cartLine('burger-classic', 2)], { phone, comment: 'Домофон не працює', sticks: 0 }),
    );
    const second = await placeOrder(
      shop().app,
      orderBody([cartLine('side-fries', 4)], {
        deliveryType: 'self-pickup',
        selfPickupPointId: '1',
        address: undefined as never,
      }),
    );
    const orders = await list('cityId=1');
    expect(orders.slice(0, 2).map((order) => order.code)).toEqual([second.orderId, first.orderId]);
    const delivery = orders[1] as StaffOrderDto;
    expect(delivery).toMatchObject({
      code: first.orderId,
      cityId: 1,
      status: 'new',
      // Its phone is not confirmed yet: nothing for the kitchen to do.
      nextStatuses: [],
      customer: { name: 'Олена', phone },
      deliveryType: 'delivery',
      address: "вулиця Городоцька 28, кв. 4, під'їзд 1, поверх 2, Львів",
      zone: expect.any(String),
      needsAddressCheck: false,
      scheduledFor: '',
      payMethod: 'cash',
      paymentStatus: 'not-required',
      confirmationStatus: 'sms-pending',
      comment: 'Домофон не працює',
      couponCode: null,
    });
    expect(delivery.lines).toEqual([
      { name: 'Класичний', count: 2, modifiers: expect.any(Array), total: expect.any(Number), isGift: false },
    ]);
    expect(delivery.totals.toPay).toBe(delivery.totals.order + delivery.totals.shipping - delivery.totals.discount);
    expect(Date.parse(delivery.createdAt)).not.toBeNaN();
    expect(orders[0]).toMatchObject({ deliveryType: 'self-pickup', address: 'вулиця Городоцька 28, Львів' });
    expect(await list('cityId=2')).not.toContainEqual(expect.objectContaining({ code: first.orderId }));
    expect(await list('cityId=1&limit=1')).toHaveLength(1);
  });

  it('moves an order one step at a time, and refuses skipped steps and changes made meanwhile', async () => {
    const { orderId } = await placeConfirmedOrder(shop().app, orderBody([cartLine('burger-classic', 2)]));
    const accepted = await move(orderId, { from: 'new', to: 'accepted' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      code: orderId,
      status: 'accepted',
      cancelReason: null,
      nextStatuses: ['cooking', 'cancelled'],
    });
    expect((await list('cityId=1')).find((order) => order.code === orderId)?.status).toBe('accepted');

    const stale = await move(orderId, { from: 'new', to: 'accepted' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      error: 'order-status-changed',
      message: 'Someone changed this order meanwhile: its status is now "accepted". Reload and try again.',
    });
    const skipped = await move(orderId, { from: 'accepted', to: 'completed' });
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json()).toMatchObject({ error: 'order-status-not-allowed' });

    for (const [from, to] of [
      ['accepted', 'cooking'],
      ['cooking', 'delivering'],
      ['delivering', 'completed'],
    ]) {
      expect((await move(orderId, { from, to })).statusCode).toBe(200);
    }
    const final = await move(orderId, { from: 'completed', to: 'cancelled' });
    expect(final.statusCode).toBe(409);
  });

  it('shows staff the reason they cancelled with, on the card and in the list', async () => {
    const { orderId } = await placeConfirmedOrder(shop().app, orderBody([cartLine('burger-classic', 2)]));
    const cancelled = await move(orderId, { from: 'new', to: 'cancelled', reason: '  Кухня зачинена  ' });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancelReason: 'Кухня зачинена' });
    expect((await list('cityId=1')).find((order) => order.code === orderId)?.cancelReason).toBe('Кухня зачинена');
    const without = (await placeConfirmedOrder(shop().app, orderBody([cartLine('burger-classic', 2)]))).orderId;
    expect((await move(without, { from: 'new', to: 'cancelled' })).json()).toMatchObject({
      status: 'cancelled',
      cancelReason: null,
    });
  });

  it('lets only one of two simultaneous clicks through', async () => {
    const { orderId } = await placeConfirmedOrder(shop().app, orderBody([cartLine('burger-classic', 2)]));
    const answers = await Promise.all([
      move(orderId, { from: 'new', to: 'accepted' }),
      move(orderId, { from: 'new', to: 'cancelled' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it('answers 404 for an unknown order and 400 for bad input', async () => {
    expect((await move('NO-SUCH-ORDER', { from: 'new', to: 'accepted' })).statusCode).toBe(404);
    for (const body of [
      {},
      { from: 'new' },
      { from: 'new', to: 'eaten' },
      { from: 'new', to: 'accepted', note: 'x'.repeat(300_000) },
    ]) {
      const response = await move('ANY', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 60)).toBe(
        JSON.stringify(body).length > 256 * 1024 ? 413 : 400,
      );
      expect(response.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
    for (const query of [
      '',
      'cityId=x',
      'cityId=0',
      'cityId=3',
      'cityId=1e309',
      'cityId=1&limit=0',
      'cityId=1&limit=101',
    ]) {
      const response = await shop().app.inject({ method: 'GET', url: `/api/admin/orders?${query}`, headers: auth });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('needs a valid admin token', async () => {
    expect((await shop().app.inject({ method: 'GET', url: '/api/admin/orders?cityId=1' })).statusCode).toBe(401);
    const forged = { authorization: 'Bearer not-a-real-token' };
    expect(
      (await shop().app.inject({ method: 'GET', url: '/api/admin/orders?cityId=1', headers: forged })).statusCode,
    ).toBe(401);
    expect((await move('ANY', { from: 'new', to: 'accepted' }, forged)).statusCode).toBe(401);
  });
});

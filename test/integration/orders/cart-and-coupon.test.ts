import { beforeEach, describe, expect, it } from 'vitest';
import { databaseTargets } from '../support/database-targets';
import { resetClock, useOrderTestShop } from './support/order-test-shop';
import { cartLine, placeOrder, orderBody, post } from './support/order-requests';

describe.each(databaseTargets())('cart prices, coupons and the order summary on $name PostgreSQL', (target) => {
  const shop = useOrderTestShop(target);
  beforeEach(() => resetClock(shop()));

  describe('POST /api/cart/check-prices', () => {
    it('answers OK with the prices when the browser has them right', async () => {
      const line = { ...cartLine('burger-classic', 1, { price: 189, modifiers: ['mod-extra-bacon'] }) };
      const withPrices = { ...line, modifiers: [{ id: 'm1', iikoId: 'mod-extra-bacon', price: 40 }] };
      const response = await post(shop().app, '/api/cart/check-prices', { cartItems: [withPrices], cityId: 1 });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        type: 'OK',
        data: [{ id: line.id, price: 189, modifiers: [{ id: 'm1', price: 40 }] }],
        unavailable: [],
      });
    });

    it("answers UPDATE with the city's prices when any differs, and names lines it cannot sell", async () => {
      const burger = cartLine('burger-classic', 1, { price: 189 });
      const unicorn = cartLine('burger-unicorn', 1, { price: 10 });
      const response = await post(shop().app, '/api/cart/check-prices', { cartItems: [burger, unicorn], cityId: 2 });
      expect(response.json()).toEqual({
        type: 'UPDATE',
        data: [{ id: burger.id, price: 199, modifiers: [] }],
        unavailable: [{ id: unicorn.id, reason: 'unknown-product' }],
      });
    });

    it('refuses an unknown city with 422 in the asked language, and bad shapes with 400', async () => {
      const unknown = await post(shop().app, '/api/cart/check-prices?lang=en', { cartItems: [], cityId: 9 });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json()).toEqual({
        success: false,
        error: 'unknown-city',
        reason: 'unknown-city',
        message: 'We only deliver in Lviv and Kyiv.',
      });
      const nulInQuery = await post(shop().app, '/api/cart/check-prices?lang=%00', { cartItems: [], cityId: 1 });
      expect(nulInQuery.statusCode).toBe(400);
      expect(nulInQuery.json()).toMatchObject({ error: 'bad-request', message: expect.stringContaining('NUL') });
      for (const payload of [
        {},
        { cartItems: 'all', cityId: 1 },
        { cartItems: [{ iikoId: 'x' }], cityId: 1 },
        { cartItems: [], cityId: 'one' },
      ]) {
        const response = await post(shop().app, '/api/cart/check-prices', payload);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ error: 'bad-request', message: expect.any(String) });
      }
    });
  });

  describe('POST /api/order/check-coupon', () => {
    const items = [cartLine('burger-classic', 3, { price: 1 })];

    it('computes a percentage on the server prices, rounded up for cash', async () => {
      const online = await post(shop().app, '/api/order/check-coupon', {
        coupon: 'burger10',
        items,
        cityId: 1,
        payMethod: 'online',
      });
      expect(online.json()).toEqual({ discount: 56.7, actions: [] });
      const cash = await post(shop().app, '/api/order/check-coupon', {
        coupon: 'BURGER10',
        items,
        cityId: 1,
        payMethod: 'cash',
        phone: '+38 (067) 000 00 00',
        customerName: 'Олена',
      });
      expect(cash.json()).toEqual({ discount: 57, actions: [] });
    });

    it('offers the gift items of a gift coupon from the city menu', async () => {
      const response = await post(shop().app, '/api/order/check-coupon', {
        coupon: 'gift',
        items,
        cityId: 1,
        payMethod: null,
      });
      const answer = response.json();
      expect(answer.discount).toBe(0);
      expect(answer.actions).toHaveLength(1);
      expect(answer.actions[0].items.map((item: { iikoId: string }) => item.iikoId)).toEqual([
        'side-fries',
        'side-nuggets',
        'drink-cola',
      ]);
    });

    it('refuses unknown and too-small carts with a sentence', async () => {
      const unknown = await post(
        shop().app,
        '/api/order/check-coupon',
        { coupon: 'NOPE', items, cityId: 1 },
        { 'accept-language': 'en' },
      );
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json()).toMatchObject({
        reason: 'coupon-not-found',
        message: 'Promocode not found, please try again.',
      });
      const small = await post(shop().app, '/api/order/check-coupon', {
        coupon: 'MINUS50',
        items: [cartLine('burger-classic', 1)],
        cityId: 1,
      });
      expect(small.statusCode).toBe(422);
      expect(small.json()).toMatchObject({
        reason: 'coupon-min-cart-not-reached',
        minCart: 400,
        message: 'Промокод діє для замовлень від 400 ₴.',
      });
      const blank = await post(shop().app, '/api/order/check-coupon', { coupon: '', items, cityId: 1 });
      expect(blank.statusCode).toBe(422);
    });

    it('answers bad shapes with 400', async () => {
      for (const payload of [
        {},
        { coupon: { code: 'GIFT' }, cityId: 1 },
        { coupon: 'A'.repeat(65), cityId: 1 },
        { coupon: 'GIFT', cityId: 1, payMethod: 'bitcoin' },
      ]) {
        const response = await post(shop().app, '/api/order/check-coupon', payload);
        expect(response.statusCode).toBe(400);
      }
    });
  });

  describe('GET /api/order/{orderId}', () => {
    it("shows an order's summary without the customer's name or phone", async () => {
      const order = await placeOrder(shop().app, orderBody([cartLine('burger-classic', 2)], { name: 'Секретне Імʼя' }));
      const response = await shop().app.inject({ method: 'GET', url: `/api/order/${order.orderId}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).not.toContain('Секретне');
      expect(response.body).not.toContain('+38');
    });

    it('answers 404 JSON for an unknown code and 400 for an absurd one', async () => {
      const unknown = await shop().app.inject({ method: 'GET', url: '/api/order/NOSUCHCODE?lang=en' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({
        success: false,
        error: 'order-not-found',
        reason: 'order-not-found',
        message: 'There is no order with this id.',
      });
      const long = await shop().app.inject({ method: 'GET', url: `/api/order/${'A'.repeat(65)}` });
      expect(long.statusCode).toBe(400);
      expect(long.json()).toMatchObject({ error: 'bad-request' });
    });
  });
});

import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuDto } from '../../../src/domain/shop-api/catalog.contract';
import { databaseTargets, type FreshDatabase, type TestServer } from '../support/database-targets';
import { exitWithin, startShop, type ShopProcess } from '../support/shop-process';
import { makeTempDir, removeDir } from '../support/temp-dir';

/*
 * Two real shop processes on one database, the way a shop that outgrew one machine runs behind a
 * load balancer: whatever one instance starts, the other can finish, an admin edit on one shows on
 * the other at once, and the limits count what both receive. No secret is configured: the
 * instances must agree on their own. Once with the limits in PostgreSQL, once in Redis.
 */

const ADMIN = { login: 'two-admin', password: 'two-password-1' };
const LOGINS_PER_MINUTE = 6;
const JSON_HEADERS = { 'content-type': 'application/json' };

/** Each test's client address, named by the trusted proxy (so Redis counters of other runs never meet it). */
const clientAddress = () => `198.18.${randomInt(0, 255)}.${randomInt(1, 255)}`;

const phone = () => `+38 (067) ${randomInt(100, 999)} ${randomInt(10, 99)} ${randomInt(10, 99)}`;

const orderBody = (customerPhone: string, payMethod: 'cash' | 'online') => ({
  orderId: null,
  cityId: 1,
  isAutofill: false,
  items: [
    {
      id: 'line-1',
      iikoId: 'burger-classic',
      name: 'Класичний',
      translation: { uk: 'Класичний' },
      price: 189,
      count: 2,
      modifiers: [],
    },
  ],
  orderForm: {
    name: 'Олена',
    phone: customerPhone,
    deliveryType: 'delivery',
    payMethod,
    address: {
      deliveryCity: { id: 101, name: 'Львів' },
      street: { id: 'lviv-horodotska', name: 'вулиця Городоцька' },
      house: '28',
      flat: '',
      entrance: '',
      floor: '',
    },
    cashback: '',
    comment: '',
    coupon: '',
    sticks: 0,
    trainingSticks: 0,
    isEcoPack: false,
    numberOfPeople: null,
    deliveryDate: '',
    deliveryTime: '',
  },
});

const call = async (
  shop: ShopProcess,
  path: string,
  init: { method?: string; body?: unknown; form?: Record<string, string>; headers?: Record<string, string> } = {},
) => {
  const headers: Record<string, string> = { ...init.headers };
  let body: string | undefined;
  if (init.form !== undefined) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(init.form).toString();
  } else if (init.body !== undefined) {
    Object.assign(headers, JSON_HEADERS);
    body = JSON.stringify(init.body);
  }
  return fetch(`${shop.baseUrl}${path}`, {
    method: init.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    redirect: 'manual',
  });
};

const unescapeHtml = (text: string): string =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The signed fields of the test payment page's Pay button. */
const payButton = (html: string) => {
  const form = [...html.matchAll(/<form method="POST" action="([^"]+)">(.*?)<\/form>/gs)].find((match) =>
    match[2]?.includes('data-testid="test-payment-pay"'),
  );
  if (form === undefined) throw new Error(`no Pay button on the page:\n${html}`);
  const field = (name: string): string =>
    unescapeHtml(new RegExp(`name="${name}" value="([^"]*)"`).exec(form[2] ?? '')?.[1] ?? '');
  return { action: unescapeHtml(form[1] ?? ''), data: field('data'), signature: field('signature') };
};

const classicIn = async (shop: ShopProcess) => {
  const menu = (await (await call(shop, '/api/menu?cityId=1')).json()) as MenuDto;
  return menu.categories
    .flatMap((category) => category.products)
    .find((product) => product.iikoId === 'burger-classic');
};

const LIMIT_STORES = [
  { name: 'PostgreSQL', env: {} },
  { name: 'Redis', env: { REDIS_URL: 'redis://127.0.0.1:6379' } },
] as const;

describe.each(databaseTargets())('two shop instances on one $name PostgreSQL', (target) => {
  describe.each(LIMIT_STORES)('with the limits in $name', (limits) => {
    let server: TestServer;
    let database: FreshDatabase;
    const dirs: string[] = [];
    let a: ShopProcess;
    let b: ShopProcess;

    beforeAll(async () => {
      server = await target.start();
      database = await server.createDatabase();
      const start = async () => {
        const dataDir = await makeTempDir('two-instances');
        dirs.push(dataDir);
        return startShop({
          dataDir,
          env: {
            DATABASE_URL: database.connectionString,
            ADMIN_LOGIN: ADMIN.login,
            ADMIN_PASSWORD: ADMIN.password,
            SHOP_FIXED_TIME: '2025-01-15T10:00:00Z',
            SHOP_DEV_SMS: '1',
            LOG_LEVEL: 'warn',
            TRUST_PROXY: 'loopback',
            LOGIN_ATTEMPTS_PER_MINUTE: String(LOGINS_PER_MINUTE),
            ...limits.env,
          },
        });
      };
      // Both start at once on the empty database: one migrates and seeds, the other waits for it.
      [a, b] = await Promise.all([start(), start()]);
    }, 90_000);

    afterAll(async () => {
      await Promise.all(
        [a, b].filter(Boolean).map(async (shop) => {
          shop.signal('SIGTERM');
          await exitWithin(shop, 15_000);
        }),
      );
      await database?.drop();
      await Promise.all(dirs.map((dir) => removeDir(dir)));
    }, 60_000);

    it('confirms on one instance the SMS code of an order placed on the other', async () => {
      const customer = phone();
      const placed = (await (
        await call(a, '/api/order/create', {
          body: orderBody(customer, 'cash'),
          headers: { 'x-forwarded-for': clientAddress() },
        })
      ).json()) as { orderId: string; smsConfirm: boolean };
      expect(placed.smsConfirm).toBe(true);
      const { code } = (await (await call(a, `/api/dev/sms?phone=${encodeURIComponent(customer)}`)).json()) as {
        code: string;
      };
      const verified = await call(b, '/api/order/verify-code', { body: { orderId: placed.orderId, code } });
      expect(verified.status, await verified.clone().text()).toBe(200);
      expect(await verified.json()).toEqual({ success: true });
    });

    it('completes on one instance a payment started on the other', async () => {
      const placed = (await (
        await call(a, '/api/order/create', {
          body: orderBody(phone(), 'online'),
          headers: { 'x-forwarded-for': clientAddress() },
        })
      ).json()) as {
        orderId: string;
        liqpayForm: { action: string; data: string; signature: string };
      };
      const page = await call(b, placed.liqpayForm.action, {
        form: { data: placed.liqpayForm.data, signature: placed.liqpayForm.signature },
      });
      expect(page.status).toBe(200);
      const pay = payButton(await page.text());
      const paid = await call(b, pay.action, { form: { data: pay.data, signature: pay.signature } });
      expect(paid.status).toBe(303);
      expect(await (await call(a, '/api/order/payment-status', { body: { orderId: placed.orderId } })).json()).toBe(
        'success',
      );
    });

    it('shows a menu stop made on one instance on the other within 2 s', async () => {
      expect((await classicIn(b))?.disabled).toBe(false);
      const { token } = (await (
        await call(a, '/api/auth', { body: ADMIN, headers: { 'x-forwarded-for': clientAddress() } })
      ).json()) as { token: string };
      const auth = { authorization: `Bearer ${token}` };
      const stop = await call(a, '/api/admin/menu/products/burger-classic', {
        method: 'PATCH',
        body: { cityId: 1, stopped: true },
        headers: auth,
      });
      expect(stop.status, await stop.clone().text()).toBe(200);
      const started = Date.now();
      while ((await classicIn(b))?.disabled !== true) {
        expect(Date.now() - started, 'instance B still sells the stopped burger').toBeLessThan(2_000);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await call(a, '/api/admin/menu/products/burger-classic', {
        method: 'PATCH',
        body: { cityId: 1, stopped: false },
        headers: auth,
      });
    });

    it('sells on the other instance within 2 s a product staff added on one, and stops within 2 s once they archive it', async () => {
      const { token } = (await (
        await call(a, '/api/auth', { body: ADMIN, headers: { 'x-forwarded-for': clientAddress() } })
      ).json()) as { token: string };
      const auth = { authorization: `Bearer ${token}` };
      const sold = async (iikoId: string) =>
        ((await (await call(b, '/api/menu?cityId=1')).json()) as MenuDto).categories.some((category) =>
          category.products.some((product) => product.iikoId === iikoId),
        );
      const waitOnB = async (iikoId: string, expected: boolean, what: string) => {
        const started = Date.now();
        while ((await sold(iikoId)) !== expected) {
          expect(Date.now() - started, what).toBeLessThan(2_000);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      };
      const texts = { uk: 'Спільний', en: 'Shared', ru: 'Общий' };
      const product = {
        cityId: 1,
        category: 'sauces',
        translation: texts,
        description: texts,
        basePrice: 30,
        size: { amount: 50, unit: 'ml' },
        rolls: 0,
        alcohol: false,
        tags: [],
        hidden: false,
      };
      const added = await call(a, '/api/admin/menu/products', { body: product, headers: auth });
      expect(added.status, await added.clone().text()).toBe(201);
      const { iikoId } = (await added.json()) as { iikoId: string };
      await waitOnB(iikoId, true, 'instance B does not sell the new product yet');
      expect((await call(a, `/api/admin/menu/products/${iikoId}`, { method: 'DELETE', headers: auth })).status).toBe(
        204,
      );
      await waitOnB(iikoId, false, 'instance B still sells the archived product');
    });

    it('sends one phone 5 SMS codes an hour out of orders racing on both instances', async () => {
      const customer = phone();
      const answers = await Promise.all(
        Array.from({ length: 12 }, async (_, index) => {
          const response = await call(index % 2 === 0 ? a : b, '/api/order/create', {
            body: orderBody(customer, 'cash'),
            headers: { 'x-forwarded-for': clientAddress() },
          });
          expect(response.status, await response.clone().text()).toBe(200);
          return (await response.json()) as { smsConfirm: boolean };
        }),
      );
      expect(answers.filter((answer) => answer.smsConfirm)).toHaveLength(5);
    });

    it('counts the login attempts sent to both instances against one limit, also when they race', async () => {
      const address = clientAddress();
      const attempts = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          call(index % 2 === 0 ? a : b, '/api/auth', {
            body: { login: ADMIN.login, password: 'wrong-password' },
            headers: { 'x-forwarded-for': address },
          }),
        ),
      );
      const statuses = attempts.map((attempt) => attempt.status).sort();
      expect(statuses).toEqual([...Array(LOGINS_PER_MINUTE).fill(401), ...Array(10 - LOGINS_PER_MINUTE).fill(429)]);
      // Another client is not held up by this one.
      expect(
        (
          await call(b, '/api/auth', {
            body: { login: ADMIN.login, password: 'wrong-password' },
            headers: { 'x-forwarded-for': clientAddress() },
          })
        ).status,
      ).toBe(401);
    });
  });
});

import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminSiteDto, PublicScheduleDto } from '../../../src/domain/shop-api/admin-site.contract';
import { databaseTargets } from '../support/database-targets';
import { TEST_ADMIN } from '../support/test-shop';
import { resetClock, useOrderTestShop } from '../orders/support/order-test-shop';
import { cartLine, kyivAt, orderBody, placeOrder, post } from '../orders/support/order-requests';

const OPEN_DAILY = Array.from({ length: 7 }, () => ({ open: '10:30', close: '22:30' }));
// TEST_NOW is Wednesday 11.06.2025, 12:00 in Kyiv.
const TOMORROW = '12.06.2025';

describe.each(databaseTargets())('site management (/api/admin/site) on $name PostgreSQL', (target) => {
  const shop = useOrderTestShop(target);
  let auth: Record<string, string> = {};
  beforeAll(async () => {
    const login = await post(shop().app, '/api/auth', TEST_ADMIN);
    auth = { authorization: `Bearer ${(login.json() as { token: string }).token}` };
  });
  beforeEach(async () => {
    resetClock(shop());
    // Every test starts from the seed's settings.
    await shop().database.query('DELETE FROM city_schedules; DELETE FROM city_schedule_exceptions');
    await shop().database.query('UPDATE working_hours SET is_stopped = false');
    await shop().database.query("UPDATE payment_types SET is_allowed = true WHERE name = 'online'");
    await shop().database.query('DELETE FROM orders');
    await change(1, { busy: null });
  });

  const read = async (cityId: number): Promise<AdminSiteDto> => {
    const response = await shop().app.inject({ url: `/api/admin/site?cityId=${cityId}`, headers: auth });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json() as AdminSiteDto;
  };
  const change = (cityId: number, body: unknown, method: 'PATCH' | 'PUT' = 'PATCH') =>
    shop().app.inject({ method, url: `/api/admin/site?cityId=${cityId}`, payload: body as object, headers: auth });
  const publicSchedule = async (cityId: number): Promise<PublicScheduleDto> =>
    (await shop().app.inject({ url: `/api/site-management/schedule?cityId=${cityId}` })).json() as PublicScheduleDto;
  const preOrder = (date: string, time: string) =>
    post(
      shop().app,
      '/api/order/create',
      orderBody([cartLine('burger-classic', 2)], { deliveryType: 'pre-order', deliveryDate: date, deliveryTime: time }),
    );
  const auditRows = async () =>
    (
      await shop().database.query(
        `SELECT admin_login, city_id, action, target, before, after FROM admin_audit WHERE section = 'site-management' ORDER BY id`,
      )
    ).rows;

  it("shows a city's settings: the default hours, the stops with their messages, sushi, phone, no busy mode, no slot limit", async () => {
    const lviv = await read(1);
    expect(lviv).toMatchObject({
      cityId: 1,
      weekly: OPEN_DAILY,
      exceptions: [],
      sushiEnabled: true,
      busy: null,
      slotCapacity: null,
    });
    expect(lviv.phone).toMatch(/^\+38/);
    expect(lviv.stops.map((stop) => stop.switch)).toEqual([
      'global',
      'delivery',
      'self-pickup',
      'pre-order',
      'online-payment',
      'burgers',
      'sushi',
    ]);
    expect(lviv.stops.every((stop) => !stop.stopped)).toBe(true);
    expect((await read(2)).sushiEnabled).toBe(false);
    expect((await shop().app.inject({ url: '/api/admin/site?cityId=1' })).statusCode).toBe(401);
    expect((await shop().app.inject({ url: '/api/admin/site?cityId=9', headers: auth })).statusCode).toBe(400);
  });

  it('refuses a change with every problem named by its field, and saves nothing of it', async () => {
    const before = await read(1);
    const logged = (await auditRows()).length;
    const weekly = OPEN_DAILY.map((day, index) => (index === 2 ? { open: '12:00', close: '11:00' } : day));
    const refused = await change(1, {
      weekly,
      phone: 'call us',
      busy: { minutes: 30, until: '11.06.2025 11:00' },
      slotCapacity: 5,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: 'invalid-field',
      message: "'weekly.2.close' must be after the opening time (hours cannot pass midnight).",
      fields: [
        { field: 'weekly.2.close', problem: 'close-not-after-open' },
        { field: 'phone', problem: 'invalid-phone' },
        { field: 'busy.until', problem: 'until-in-past' },
      ],
    });
    expect(await read(1)).toEqual(before);
    expect(await auditRows()).toHaveLength(logged);
    // Shapes the schema refuses: a sixth weekday, an unknown part, a switch staff cannot flip, nothing at all.
    expect((await change(1, { weekly: OPEN_DAILY.slice(1) })).statusCode).toBe(400);
    expect((await change(1, { colour: 'red' })).statusCode).toBe(400);
    expect(
      (await change(1, { stops: [{ switch: 'alcohol', stopped: true, title: '', description: '' }] })).statusCode,
    ).toBe(400);
    expect((await change(1, {})).statusCode).toBe(400);
    expect((await change(1, { slotCapacity: 3 }, 'PUT')).statusCode).toBe(400);
  });

  it('stops delivery with a message customers read, logs it with before and after, and refuses deliveries', async () => {
    const stops = (await read(1)).stops.map((stop) =>
      stop.switch === 'delivery'
        ? { ...stop, stopped: true, title: 'Кур’єри зайняті', description: 'Заберіть замовлення самі' }
        : stop,
    );
    const saved = await change(1, { stops });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as AdminSiteDto).stops.find((stop) => stop.switch === 'delivery')).toMatchObject({
      stopped: true,
      title: 'Кур’єри зайняті',
    });
    const records = (await shop().app.inject({ url: '/api/site-management/working-hours?cityId=1&isStoped=1' })).json();
    // The seed's English and Russian texts came back with the stops and were sent as they were.
    expect(records).toMatchObject([
      {
        cityId: 1,
        isStoped: true,
        functionality: 'delivery',
        translation: { uk: { title: 'Кур’єри зайняті', description: 'Заберіть замовлення самі' } },
      },
    ]);
    const refused = await post(shop().app, '/api/order/create', orderBody([cartLine('burger-classic', 2)]));
    expect(refused.statusCode).toBe(422);
    const [line] = (await auditRows()).slice(-1);
    expect(line).toMatchObject({ admin_login: TEST_ADMIN.login, city_id: 1, action: 'update-site' });
    expect(
      (line?.before as { stops: { switch: string; stopped: boolean }[] }).stops.find((s) => s.switch === 'delivery')
        ?.stopped,
    ).toBe(false);
    expect(
      (line?.after as { stops: { switch: string; stopped: boolean }[] }).stops.find((s) => s.switch === 'delivery')
        ?.stopped,
    ).toBe(true);
    expect(Object.keys(line?.after as object)).toEqual(['stops']);
  });

  it('stores a stop message in every language: English customers read the English one, a language left empty reads Ukrainian', async () => {
    const translations = {
      en: { title: 'Couriers are busy', description: 'Collect your order yourself' },
      ru: { title: '', description: '' },
    };
    const stops = (await read(1)).stops.map((stop) =>
      stop.switch === 'delivery'
        ? { ...stop, stopped: true, title: 'Кур’єри зайняті', description: 'Заберіть замовлення самі', translations }
        : stop,
    );
    const saved = await change(1, { stops });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as AdminSiteDto).stops.find((stop) => stop.switch === 'delivery')).toMatchObject({
      title: 'Кур’єри зайняті',
      translations,
    });
    const records = (await shop().app.inject({ url: '/api/site-management/working-hours?cityId=1&isStoped=1' })).json();
    expect(records).toEqual([
      {
        cityId: 1,
        isStoped: true,
        functionality: 'delivery',
        translation: { uk: { title: 'Кур’єри зайняті', description: 'Заберіть замовлення самі' }, en: translations.en },
      },
    ]);
    // An API caller that knows only Ukrainian changes the message: the English one translated the old message and goes.
    const ukrainianOnly = (await read(1)).stops.map(({ translations: _dropped, ...stop }) =>
      stop.switch === 'delivery' ? { ...stop, title: 'Доставки сьогодні немає' } : stop,
    );
    expect((await change(1, { stops: ukrainianOnly })).statusCode).toBe(200);
    expect((await read(1)).stops.find((stop) => stop.switch === 'delivery')?.translations).toEqual({
      en: { title: '', description: '' },
      ru: { title: '', description: '' },
    });
  });

  it('refuses a stop message over 500 characters in any language with 400, named by its field, and saves nothing', async () => {
    const before = await read(1);
    const long = 'а'.repeat(501);
    const stops = before.stops.map((stop) =>
      stop.switch === 'sushi'
        ? {
            ...stop,
            stopped: true,
            translations: { en: { title: 'Sushi are off', description: long }, ru: { title: long, description: '' } },
          }
        : stop,
    );
    const refused = await change(1, { stops });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: 'invalid-field',
      message: "'stops.6.translations.en.description' must be at most 500 characters.",
      fields: [
        { field: 'stops.6.translations.en.description', problem: 'text-too-long' },
        { field: 'stops.6.translations.ru.title', problem: 'text-too-long' },
      ],
    });
    expect(await read(1)).toEqual(before);
    // Far beyond any message, the body itself is refused.
    const huge = before.stops.map((stop) =>
      stop.switch === 'sushi'
        ? {
            ...stop,
            translations: { en: { title: 'x'.repeat(5000), description: '' }, ru: { title: '', description: '' } },
          }
        : stop,
    );
    expect((await change(1, { stops: huge })).statusCode).toBe(400);
  });

  it('switches online payment off and sushi and the phone per city', async () => {
    const stops = (await read(2)).stops.map((stop) =>
      stop.switch === 'online-payment' ? { ...stop, stopped: true } : stop,
    );
    const saved = await change(2, { stops, sushiEnabled: true, phone: '+38 (044) 000 00 01' });
    expect(saved.statusCode, saved.body).toBe(200);
    const payment = (await shop().app.inject({ url: '/api/delivery-and-payment?cityId=2' })).json() as {
      paymentTypes?: { name: string; isAllowed: boolean }[];
    };
    const cities = (await shop().app.inject({ url: '/api/cities' })).json() as {
      id: number;
      phone: string;
      sushiEnabled?: boolean;
    }[];
    expect(JSON.stringify(payment)).toMatch(/"name":"online","isAllowed":false|"isAllowed":false,[^}]*"name":"online"/);
    expect(cities.find((city) => city.id === 2)?.phone).toBe('+38 (044) 000 00 01');
    await change(2, { sushiEnabled: false, phone: '+38 (044) 359 29 59' });
  });

  it('keeps the message customers read while online payment is off, and shows it only while it is off', async () => {
    const message = {
      title: 'Оплата онлайн на паузі',
      description: 'Термінал банку не відповідає, оплатіть кур’єру.',
      translations: {
        en: { title: 'Online payment paused', description: 'Pay the courier.' },
        ru: { title: '', description: '' },
      },
    };
    const withMessage = (stopped: boolean) =>
      before.stops.map((stop) => (stop.switch === 'online-payment' ? { ...stop, stopped, ...message } : stop));
    const before = await read(1);
    const onlineOf = async () =>
      (
        (await shop().app.inject({ url: '/api/delivery-and-payment?cityId=1' })).json() as {
          name: string;
          isAllowed: boolean;
          stopMessage?: unknown;
        }[]
      ).find((type) => type.name === 'online');

    expect((await change(1, { stops: withMessage(true) })).statusCode).toBe(200);
    expect((await read(1)).stops.find((stop) => stop.switch === 'online-payment')).toEqual({
      switch: 'online-payment',
      stopped: true,
      ...message,
    });
    // Only the languages staff wrote go out; customers of the others read the Ukrainian.
    expect(await onlineOf()).toMatchObject({
      isAllowed: false,
      stopMessage: { uk: { title: message.title, description: message.description }, en: message.translations.en },
    });
    expect((await onlineOf())?.stopMessage).not.toHaveProperty('ru');

    expect((await change(1, { stops: withMessage(false) })).statusCode).toBe(200);
    const online = await onlineOf();
    expect(online?.isAllowed).toBe(true);
    expect(online).not.toHaveProperty('stopMessage');
    // Kept for the next time staff switch it off.
    expect((await read(1)).stops.find((stop) => stop.switch === 'online-payment')).toMatchObject({
      stopped: false,
      title: message.title,
    });
  });

  it('makes tomorrow a holiday: its slots vanish for customers and the server refuses them; other hours move the order checks', async () => {
    expect((await preOrder(TOMORROW, '13:00')).statusCode).toBe(200);
    const saved = await change(1, {
      exceptions: [
        { date: TOMORROW, hours: null },
        { date: '13.06.2025', hours: { open: '15:00', close: '18:00' } },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await publicSchedule(1)).exceptions).toEqual([
      { date: TOMORROW, hours: null },
      { date: '13.06.2025', hours: { open: '15:00', close: '18:00' } },
    ]);
    expect((await preOrder(TOMORROW, '13:00')).json()).toMatchObject({ reason: 'invalid-pre-order-slot' });
    expect((await preOrder('13.06.2025', '13:00')).json()).toMatchObject({ reason: 'invalid-pre-order-slot' });
    expect((await preOrder('13.06.2025', '16:00')).statusCode).toBe(200);
    // Wednesday from 14:00: at noon a delivery is refused, a pre-order still taken.
    const weekly = OPEN_DAILY.map((day, index) => (index === 2 ? { open: '14:00', close: '22:00' } : day));
    expect((await change(1, { weekly })).statusCode).toBe(200);
    // The refusal names this schedule's pause: Tuesday closed at 22:30, orders for now from 13:30.
    expect(
      (await post(shop().app, '/api/order/create', orderBody([cartLine('burger-classic', 2)]))).json(),
    ).toMatchObject({
      reason: 'night-pre-order-only',
      message: 'З 22:30 до 13:30 доставка й самовивіз не працюють — оформіть попереднє замовлення.',
    });
    expect((await publicSchedule(1)).weekly[2]).toEqual({ open: '14:00', close: '22:00' });
  });

  it('busy mode moves the first pre-order slot by its minutes until its end, not after', async () => {
    // At 12:00 the first slot is 13:00; busy +60 until 12:40 makes it 14:00.
    const saved = await change(1, { busy: { minutes: 60, until: '11.06.2025 12:40' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as AdminSiteDto).busy).toEqual({ minutes: 60, until: '11.06.2025 12:40' });
    expect((await publicSchedule(1)).busy).toEqual({ minutes: 60, untilMs: kyivAt('12:40').getTime() });
    expect((await preOrder('11.06.2025', '13:30')).json()).toMatchObject({ reason: 'invalid-pre-order-slot' });
    expect((await preOrder('11.06.2025', '14:00')).statusCode).toBe(200);
    shop().clock.set(kyivAt('12:40'));
    expect((await publicSchedule(1)).busy).toBeNull();
    expect((await read(1)).busy).toBeNull();
    expect((await preOrder('11.06.2025', '14:00')).statusCode).toBe(200);
  });

  it('takes at most K orders into a slot however many race for it, refuses the rest with 422, and tells the storefront the slot is full', async () => {
    expect((await change(1, { slotCapacity: 3 })).statusCode).toBe(200);
    const answers = await Promise.all(Array.from({ length: 12 }, () => preOrder(TOMORROW, '13:00')));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(refused).toHaveLength(9);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(422);
      expect(answer.json()).toMatchObject({
        reason: 'pre-order-slot-full',
        message: 'На цей час уже забагато замовлень. Оберіть інший час попереднього замовлення.',
      });
    }
    const stored = await shop().database.query(
      'SELECT count(*)::int AS n FROM orders WHERE city_id = 1 AND scheduled_for = $1',
      [kyivAt('13:00', '2025-06-12')],
    );
    expect(stored.rows[0]).toEqual({ n: 3 });
    expect((await publicSchedule(1)).fullSlots).toEqual(['12.06.2025 13:00']);
    // Other slots and orders for now are not limited.
    expect((await preOrder(TOMORROW, '13:30')).statusCode).toBe(200);
    await placeOrder(shop().app, orderBody([cartLine('burger-classic', 2)]));
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type {
  StaffCouponDto,
  StaffCouponInputDto,
  StaffCouponListDto,
} from '../../../src/domain/shop-api/staff-coupons.contract';
import type { AdminAuditPageDto } from '../../../src/domain/shop-api/admin-audit.contract';
import { cartLine, orderBody, post } from '../orders/support/order-requests';
import { databaseTargets } from '../support/database-targets';
import { TEST_ADMIN, TEST_NOW, useTestShop } from '../support/test-shop';

const couponInput = (overrides: Partial<StaffCouponInputDto> = {}): StaffCouponInputDto => ({
  code: 'spring15',
  kind: 'percent',
  value: 15,
  minSum: null,
  validFrom: null,
  validUntil: null,
  usageLimit: null,
  active: true,
  cityIds: [1, 2],
  gifts: [],
  ...overrides,
});

describe.each(databaseTargets())('the admin coupons section on $name PostgreSQL', (target) => {
  const shop = useTestShop(target);
  let auth: Record<string, string> = {};
  beforeAll(async () => {
    auth = { authorization: `Bearer ${await shop().logIn()}` };
  });

  const list = async (): Promise<readonly StaffCouponDto[]> => {
    const response = await shop().app.inject({ url: '/api/admin/coupons', headers: auth });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return (response.json() as StaffCouponListDto).coupons;
  };
  const create = (body: unknown) =>
    shop().app.inject({ method: 'POST', url: '/api/admin/coupons', payload: body as object, headers: auth });
  const edit = (id: number, body: unknown) =>
    shop().app.inject({ method: 'PUT', url: `/api/admin/coupons/${id}`, payload: body as object, headers: auth });
  const switchTo = (id: number, active: boolean) =>
    shop().app.inject({ method: 'PATCH', url: `/api/admin/coupons/${id}`, payload: { active }, headers: auth });
  const created = async (body: StaffCouponInputDto): Promise<StaffCouponDto> => {
    const response = await create(body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as StaffCouponDto;
  };
  const checkCoupon = (code: string, cityId = 1) =>
    post(shop().app, '/api/order/check-coupon?lang=en', {
      coupon: code,
      items: [cartLine('burger-classic', 3)],
      cityId,
      payMethod: 'online',
    });
  const orderWith = (code: string, lang = 'en') =>
    post(shop().app, `/api/order/create?lang=${lang}`, orderBody([cartLine('burger-classic', 3)], { coupon: code }));

  it('needs a staff token', async () => {
    expect((await shop().app.inject({ url: '/api/admin/coupons' })).statusCode).toBe(401);
    expect(
      (await shop().app.inject({ method: 'POST', url: '/api/admin/coupons', payload: couponInput() })).statusCode,
    ).toBe(401);
  });

  it('lists the seeded coupons of every kind with their cities, gifts and use counts', async () => {
    const coupons = await list();
    expect(coupons.find((coupon) => coupon.code === 'MINUS50')).toMatchObject({
      kind: 'fixed',
      value: 50,
      minSum: 400,
      usageLimit: null,
      timesUsed: 0,
      active: true,
      cityIds: [1, 2],
    });
    const gift = coupons.find((coupon) => coupon.kind === 'gift');
    expect(gift?.gifts.length).toBeGreaterThan(0);
    expect(gift?.gifts[0]?.options[0]).toMatchObject({ iikoId: expect.any(String), modifierIds: expect.any(Array) });
  });

  it('adds a coupon customers can use at once, logged with who and when', async () => {
    const coupon = await created(
      couponInput({
        code: ' spring15 ',
        minSum: 199.5,
        validFrom: '2025-06-01T00:00',
        validUntil: '2025-07-01T00:00',
        usageLimit: 100,
      }),
    );
    expect(coupon).toMatchObject({
      code: 'SPRING15',
      kind: 'percent',
      value: 15,
      minSum: 199.5,
      validFrom: '2025-06-01T00:00',
      validUntil: '2025-07-01T00:00',
      usageLimit: 100,
      timesUsed: 0,
    });
    expect((await list())[0]?.code).toBe('SPRING15');
    // 3 × 189 = 567 ₴, 15 % = 85.05 ₴.
    expect((await checkCoupon('Spring15')).json()).toEqual({ discount: 85.05, actions: [] });
    const audit = (
      await shop().app.inject({ url: '/api/admin/audit?section=coupons', headers: auth })
    ).json() as AdminAuditPageDto;
    expect(audit.entries[0]).toMatchObject({
      by: TEST_ADMIN.login,
      at: TEST_NOW.toISOString(),
      action: 'add-coupon',
      target: 'SPRING15',
      before: null,
      after: { code: 'SPRING15', value: 15 },
    });
  });

  it('keeps the Kyiv wall time staff typed: a coupon starting tomorrow is not found today', async () => {
    const coupon = await created(couponInput({ code: 'TOMORROW', validFrom: '2025-06-12T00:00' }));
    const stored = await shop().database.query<{ valid_from: Date }>('SELECT valid_from FROM coupons WHERE id = $1', [
      coupon.id,
    ]);
    expect(stored.rows[0]?.valid_from.toISOString()).toBe('2025-06-11T21:00:00.000Z');
    expect((await checkCoupon('TOMORROW')).json()).toMatchObject({ reason: 'coupon-not-found' });
  });

  it.each([
    ['code', { code: '  ' }, "'code' is required."],
    ['code', { code: 'TWO WORDS' }, "'code' may hold letters"],
    ['value', { value: 0 }, "'value' must be a whole percent"],
    ['value', { value: 12.5 }, "'value' must be a whole percent"],
    ['value', { kind: 'fixed', value: 10.555 }, "'value' must be a sum"],
    [
      'value',
      { kind: 'gift', value: 5, gifts: [{ options: [{ iikoId: 'drink-cola', modifierIds: [] }] }] },
      "'value' must be 0",
    ],
    ['minSum', { minSum: -1 }, "'minSum' must be a sum"],
    ['validFrom', { validFrom: '2025-02-30T10:00' }, "'validFrom' must be a Kyiv time"],
    ['validUntil', { validFrom: '2025-06-10T10:00', validUntil: '2025-06-10T10:00' }, "'validUntil' must be later"],
    ['usageLimit', { usageLimit: 0 }, "'usageLimit' must be a whole number"],
    ['cityIds', { cityIds: [] }, "'cityIds' must name at least one city"],
    ['gifts', { kind: 'gift', value: 0, gifts: [] }, "'gifts' must hold at least one gift"],
    ['gifts', { gifts: [{ options: [] }] }, 'needs at least one product'],
    ['gifts', { gifts: [{ options: [{ iikoId: 'burger-unicorn', modifierIds: [] }] }] }, 'burger-unicorn'],
  ])('refuses a bad %s with 400 naming the field, and saves nothing', async (field, overrides, message) => {
    const before = await shop().database.query('SELECT count(*)::int AS n FROM coupons');
    const response = await create(couponInput({ code: 'REFUSED1', ...(overrides as Partial<StaffCouponInputDto>) }));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ field, message: expect.stringContaining(message) });
    expect((await shop().database.query('SELECT count(*)::int AS n FROM coupons')).rows).toEqual(before.rows);
  });

  it('refuses a malformed body with 400 and a code already taken (in any case) with 409', async () => {
    expect((await create({ code: 'X' })).statusCode).toBe(400);
    const taken = await create(couponInput({ code: 'burger10' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      error: 'coupon-code-taken',
      field: 'code',
      message: expect.stringContaining("'code'"),
    });
  });

  it('edits a coupon, gifts included, keeping its use count; a code another coupon has is 409', async () => {
    const coupon = await created(couponInput({ code: 'EDITME' }));
    await shop().database.query('UPDATE coupons SET times_used = 3 WHERE id = $1', [coupon.id]);
    const response = await edit(
      coupon.id,
      couponInput({
        code: 'EDITED',
        kind: 'fixed',
        value: 30,
        cityIds: [2],
        gifts: [
          {
            options: [
              { iikoId: 'drink-cola', modifierIds: [] },
              { iikoId: 'burger-classic', modifierIds: [] },
            ],
          },
        ],
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: coupon.id,
      code: 'EDITED',
      kind: 'fixed',
      value: 30,
      cityIds: [2],
      timesUsed: 3,
      gifts: [
        {
          options: [
            { iikoId: 'drink-cola', modifierIds: [] },
            { iikoId: 'burger-classic', modifierIds: [] },
          ],
        },
      ],
    });
    expect((await checkCoupon('EDITED', 1)).json()).toMatchObject({ reason: 'coupon-not-found' });
    expect((await checkCoupon('EDITED', 2)).json()).toMatchObject({ discount: 30 });
    expect((await edit(coupon.id, couponInput({ code: 'MINUS50' }))).statusCode).toBe(409);
    expect((await edit(999_999, couponInput({ code: 'GHOST' }))).statusCode).toBe(404);
    const audit = (
      await shop().app.inject({ url: '/api/admin/audit?section=coupons', headers: auth })
    ).json() as AdminAuditPageDto;
    expect(audit.entries[0]).toMatchObject({
      action: 'edit-coupon',
      target: 'EDITED',
      before: { code: 'EDITME', kind: 'percent' },
      after: { code: 'EDITED', kind: 'fixed' },
    });
  });

  it('switches a coupon off (customers no longer find it) and on again', async () => {
    const coupon = await created(couponInput({ code: 'PAUSEME' }));
    const off = await switchTo(coupon.id, false);
    expect(off.json()).toMatchObject({ code: 'PAUSEME', active: false });
    expect((await checkCoupon('PAUSEME')).json()).toMatchObject({ reason: 'coupon-not-found' });
    expect((await switchTo(coupon.id, true)).json()).toMatchObject({ active: true });
    expect((await checkCoupon('PAUSEME')).statusCode).toBe(200);
    expect((await switchTo(999_999, false)).statusCode).toBe(404);
    expect(
      (await shop().app.inject({ method: 'PATCH', url: `/api/admin/coupons/${coupon.id}`, payload: {}, headers: auth }))
        .statusCode,
    ).toBe(400);
  });

  it.each([5, 20])('gives a coupon limited to one use to exactly one of %i orders placed at once', async (orders) => {
    const coupon = await created(couponInput({ code: `ONCE${orders}`, usageLimit: 1 }));
    const answers = await Promise.all(Array.from({ length: orders }, () => orderWith(coupon.code)));
    const accepted = answers.filter((answer) => answer.statusCode === 200);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(accepted).toHaveLength(1);
    for (const answer of refused) {
      expect(answer.statusCode, answer.body).toBe(422);
      expect(answer.json()).toMatchObject({
        reason: 'coupon-used-up',
        message: 'This promo code has already been used as many times as it allows.',
      });
    }
    const discounted = await shop().database.query(
      'SELECT count(*)::int AS n FROM orders WHERE coupon_code = $1 AND discount > 0',
      [coupon.code],
    );
    expect(discounted.rows).toEqual([{ n: 1 }]);
    expect((await list()).find((listed) => listed.id === coupon.id)?.timesUsed).toBe(1);
    // The next customer hears it at the coupon check already, in their language.
    const later = await post(shop().app, '/api/order/check-coupon?lang=uk', {
      coupon: coupon.code,
      items: [cartLine('burger-classic', 1)],
      cityId: 1,
      payMethod: 'cash',
    });
    expect(later.json()).toMatchObject({
      reason: 'coupon-used-up',
      message: 'Цей промокод уже використано максимальну кількість разів.',
    });
    expect((await orderWith(coupon.code, 'ru')).json()).toMatchObject({
      reason: 'coupon-used-up',
      message: 'Этот промокод уже использован максимальное количество раз.',
    });
  });

  it('counts every order of a coupon with a limit of three among ten placed at once', async () => {
    const coupon = await created(couponInput({ code: 'THRICE', usageLimit: 3 }));
    const answers = await Promise.all(Array.from({ length: 10 }, () => orderWith(coupon.code)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(3);
    expect((await list()).find((listed) => listed.id === coupon.id)?.timesUsed).toBe(3);
  });
});

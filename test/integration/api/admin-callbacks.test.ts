import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminAuditPageDto } from '../../../src/domain/shop-api/admin-audit.contract';
import type {
  StaffCallbackDto,
  StaffCallbackNewCountDto,
  StaffCallbackPageDto,
} from '../../../src/domain/shop-api/staff-callbacks.contract';
import { databaseTargets } from '../support/database-targets';
import { TEST_ADMIN, TEST_NOW, useTestShop } from '../support/test-shop';

const PHONE = '+38 (067) 123 45 67';

describe.each(databaseTargets())('the admin callbacks section on $name PostgreSQL', (target) => {
  const shop = useTestShop(target);
  let auth: Record<string, string> = {};
  beforeAll(async () => {
    auth = { authorization: `Bearer ${await shop().logIn()}` };
  });

  const ask = async (name: string, cityId: number | null, comment = ''): Promise<void> => {
    const response = await shop().app.inject({
      method: 'POST',
      url: '/api/communication/call',
      payload: { name, phone: PHONE, comment, cityId },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const page = async (query: string): Promise<StaffCallbackPageDto> => {
    const response = await shop().app.inject({ url: `/api/admin/callbacks?${query}`, headers: auth });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json() as StaffCallbackPageDto;
  };
  const newCount = async (cityId: number): Promise<number> =>
    (
      (
        await shop().app.inject({ url: `/api/admin/callbacks/new-count?cityId=${cityId}`, headers: auth })
      ).json() as StaffCallbackNewCountDto
    ).count;
  const mark = (id: number, status: unknown) =>
    shop().app.inject({ method: 'PATCH', url: `/api/admin/callbacks/${id}`, payload: { status }, headers: auth });

  it('needs a staff token', async () => {
    expect((await shop().app.inject({ url: '/api/admin/callbacks?cityId=1' })).statusCode).toBe(401);
    expect((await shop().app.inject({ url: '/api/admin/callbacks/new-count?cityId=1' })).statusCode).toBe(401);
    expect(
      (await shop().app.inject({ method: 'PATCH', url: '/api/admin/callbacks/1', payload: { status: 'done' } }))
        .statusCode,
    ).toBe(401);
  });

  it("lists the city's requests newest first, with those made without a city, and counts the new ones", async () => {
    await ask('Оля', 1, 'Після 18:00');
    await ask('Taras', 2);
    await ask('Без міста', null);
    const lviv = await page('cityId=1');
    expect(lviv.callbacks.map((callback) => callback.name)).toEqual(['Без міста', 'Оля']);
    expect(lviv.callbacks[1]).toEqual({
      id: expect.any(Number),
      cityId: 1,
      name: 'Оля',
      phone: PHONE,
      comment: 'Після 18:00',
      createdAt: TEST_NOW.toISOString(),
      status: 'new',
      statusChangedAt: null,
      statusChangedBy: null,
    } satisfies StaffCallbackDto);
    expect(lviv.nextBefore).toBeNull();
    expect((await page('cityId=2')).callbacks.map((callback) => callback.name)).toEqual(['Без міста', 'Taras']);
    expect(await newCount(1)).toBe(2);
    expect(await newCount(2)).toBe(2);
  });

  it('marks a request called, then done: signed and logged; the count of new ones drops', async () => {
    const [newest] = (await page('cityId=2')).callbacks;
    const taras = (await page('cityId=2')).callbacks.find((callback) => callback.name === 'Taras') as StaffCallbackDto;
    const called = await mark(taras.id, 'called');
    expect(called.statusCode, called.body).toBe(200);
    expect(called.json()).toMatchObject({
      id: taras.id,
      status: 'called',
      statusChangedAt: TEST_NOW.toISOString(),
      statusChangedBy: TEST_ADMIN.login,
    });
    expect(await newCount(2)).toBe(1);
    expect(await newCount(1)).toBe(2);
    expect((await mark(taras.id, 'done')).json()).toMatchObject({ status: 'done' });
    const stored = await shop().database.query('SELECT handled_at FROM callback_requests WHERE id = $1', [taras.id]);
    expect(stored.rows).toEqual([{ handled_at: TEST_NOW }]);
    const audit = (
      await shop().app.inject({ url: '/api/admin/audit?section=callbacks', headers: auth })
    ).json() as AdminAuditPageDto;
    expect(audit.entries.slice(0, 2)).toMatchObject([
      {
        action: 'change-callback-status',
        target: `Taras, ${PHONE}`,
        cityId: 2,
        by: TEST_ADMIN.login,
        before: { status: 'called' },
        after: { status: 'done' },
      },
      { action: 'change-callback-status', before: { status: 'new' }, after: { status: 'called' } },
    ]);
    expect(newest?.name).toBe('Без міста');
  });

  it('refuses an unknown status or city with 400, and an unknown request with 404', async () => {
    const [first] = (await page('cityId=1')).callbacks;
    const bad = await mark(first?.id ?? 1, 'lost');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: expect.stringContaining("'status'") });
    expect((await shop().app.inject({ url: '/api/admin/callbacks?cityId=9', headers: auth })).statusCode).toBe(400);
    expect((await mark(9_999_999, 'done')).statusCode).toBe(404);
  });

  it('pages back 50 at a time', async () => {
    await shop().database.query(
      "INSERT INTO callback_requests (city_id, name, phone, created_at) SELECT 1, 'Гість ' || n, $1, $2 FROM generate_series(1, 60) n",
      [PHONE, TEST_NOW],
    );
    const first = await page('cityId=1');
    expect(first.callbacks).toHaveLength(50);
    expect(first.callbacks[0]?.name).toBe('Гість 60');
    const second = await page(`cityId=1&before=${String(first.nextBefore)}`);
    expect(second.callbacks.map((callback) => callback.name)).toEqual([
      ...Array.from({ length: 10 }, (_, index) => `Гість ${10 - index}`),
      'Без міста',
      'Оля',
    ]);
    expect(second.nextBefore).toBeNull();
  });
});

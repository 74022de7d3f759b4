import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminAuditPageDto } from '../../../src/domain/shop-api/admin-audit.contract';
import { recordAdminChange } from '../../../src/server/adapters/database/repositories/pg-admin-audit.repository';
import { ADMIN_AUDIT_PAGE_SIZE } from '../../../src/server/application/staff/list-admin-audit.use-case';
import { databaseTargets } from '../support/database-targets';
import { TEST_ADMIN, TEST_NOW, useTestShop } from '../support/test-shop';

describe.each(databaseTargets())('the admin change log on $name PostgreSQL', (target) => {
  const shop = useTestShop(target);
  let auth: Record<string, string> = {};
  const read = async (query: string): Promise<AdminAuditPageDto> => {
    const response = await shop().app.inject({ url: `/api/admin/audit${query}`, headers: auth });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json() as AdminAuditPageDto;
  };

  beforeAll(async () => {
    auth = { authorization: `Bearer ${await shop().logIn()}` };
    const admin = (
      await shop().database.query<{ id: number }>('SELECT id FROM admins WHERE login = $1', [TEST_ADMIN.login])
    ).rows[0];
    const by = { id: admin?.id ?? 0, login: TEST_ADMIN.login };
    // 60 delivery changes in Kyiv, then one shop-wide account change and one Lviv change.
    for (let index = 1; index <= 60; index += 1) {
      await recordAdminChange(shop().database, {
        by,
        at: new Date(TEST_NOW.getTime() + index * 1000),
        cityId: 2,
        section: 'delivery',
        action: 'update-pickup-point',
        target: `Point ${index}`,
        before: { open: index % 2 === 0 },
        after: { open: index % 2 !== 0 },
      });
    }
    await recordAdminChange(shop().database, {
      by,
      at: TEST_NOW,
      cityId: null,
      section: 'accounts',
      action: 'add-account',
      target: 'olena',
      before: null,
      after: { login: 'olena' },
    });
    await recordAdminChange(shop().database, {
      by,
      at: TEST_NOW,
      cityId: 1,
      section: 'site-management',
      action: 'update-stops',
      target: 'Львів',
      before: { delivery: true },
      after: { delivery: false },
    });
  });

  it('answers the newest changes first with who, when, what, before and after, a page at a time', async () => {
    const first = await read('');
    expect(first.entries).toHaveLength(ADMIN_AUDIT_PAGE_SIZE);
    expect(first.entries[0]).toMatchObject({
      by: TEST_ADMIN.login,
      cityId: 1,
      section: 'site-management',
      action: 'update-stops',
      before: { delivery: true },
      after: { delivery: false },
    });
    expect(first.entries[1]).toMatchObject({
      section: 'accounts',
      target: 'olena',
      before: null,
      after: { login: 'olena' },
      cityId: null,
    });
    expect(first.nextBefore).not.toBeNull();
    const second = await read(`?before=${first.nextBefore}`);
    expect(second.entries).toHaveLength(62 - ADMIN_AUDIT_PAGE_SIZE);
    expect(second.nextBefore).toBeNull();
    const ids = [...first.entries, ...second.entries].map((entry) => entry.id);
    expect(new Set(ids).size).toBe(62);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('reads one section, or one city together with the shop-wide changes', async () => {
    expect((await read('?section=accounts')).entries.map((entry) => entry.target)).toEqual(['olena']);
    const lviv = await read('?cityId=1');
    expect(lviv.entries.map((entry) => entry.section)).toEqual(['site-management', 'accounts']);
  });

  it('needs an admin token and refuses a query it does not understand with a 400', async () => {
    expect((await shop().app.inject({ url: '/api/admin/audit' })).statusCode).toBe(401);
    for (const query of ['?section=kitchen', '?cityId=3', '?before=0', '?before=abc']) {
      const response = await shop().app.inject({ url: `/api/admin/audit${query}`, headers: auth });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { MenuDto, MenuProductDto } from '../../../src/domain/shop-api/catalog.contract';
import type {
  StaffModifierGroupInputDto,
  StaffModifierGroupsDto,
} from '../../../src/domain/shop-api/staff-modifiers.contract';
import { databaseTargets } from '../support/database-targets';
import { useTestShop } from '../support/test-shop';

const texts = (uk: string, en: string, ru: string) => ({ uk, en, ru });

const SAUCES: StaffModifierGroupInputDto = {
  translation: texts('Соуси', 'Sauces', 'Соусы'),
  kind: 'any-of',
  required: false,
  maxTotal: 2,
  modifiers: [
    {
      iikoId: null,
      translation: texts('Соус чилі', 'Chilli sauce', 'Соус чили'),
      price: 15,
      maxCount: 2,
      isDefault: false,
    },
    {
      iikoId: null,
      translation: texts('Часниковий соус', 'Garlic sauce', 'Чесночный соус'),
      price: 0,
      maxCount: 1,
      isDefault: false,
    },
  ],
};

/** The demo's French fries have no modifiers: staff give them a sauce group. */
describe.each(databaseTargets())('staff edit a product’s modifier groups on $name PostgreSQL', (target) => {
  const shop = useTestShop(target);
  let auth: Record<string, string> = {};
  beforeAll(async () => {
    auth = { authorization: `Bearer ${await shop().logIn()}` };
  });

  const url = (iikoId: string) => `/api/admin/menu/products/${iikoId}/modifier-groups`;
  const save = (iikoId: string, groups: readonly StaffModifierGroupInputDto[], headers = auth) =>
    shop().app.inject({ method: 'PUT', url: url(iikoId), headers, payload: { groups } });
  const read = async (iikoId: string) =>
    (await shop().app.inject({ url: url(iikoId), headers: auth })).json() as StaffModifierGroupsDto;
  const customerProduct = async (iikoId: string): Promise<MenuProductDto | undefined> =>
    ((await shop().app.inject({ url: '/api/menu?cityId=1' })).json() as MenuDto).categories
      .flatMap((c) => c.products)
      .find((p) => p.iikoId === iikoId);

  const firstSideId = async (): Promise<string> => {
    const products = ((await shop().app.inject({ url: '/api/menu?cityId=1' })).json() as MenuDto).categories.flatMap(
      (c) => c.products,
    );
    const side = products.find((p) => (p.modifierGroups ?? []).length === 0 && p.category === 'additions');
    if (side === undefined) throw new Error('the demo has no side without modifiers');
    return side.iikoId;
  };

  it('needs the admin token', async () => {
    expect((await save('burger-classic', [SAUCES], {})).statusCode).toBe(401);
    expect((await shop().app.inject({ url: url('burger-classic') })).statusCode).toBe(401);
  });

  it('reads the demo burger’s groups with names, prices and maxima', async () => {
    const groups = (await read('burger-classic')).groups;
    expect(groups.map((g) => [g.translation.en, g.kind, g.maxTotal])).toEqual([
      ['Patty', 'one-of', null],
      ['Extras', 'any-of', 4],
    ]);
    expect(groups[1]?.modifiers.find((m) => m.iikoId === 'mod-extra-bacon')).toMatchObject({
      price: 40,
      maxCount: 2,
      isDefault: false,
    });
    expect(groups[0]?.modifiers[0]).toMatchObject({ iikoId: 'mod-patty-beef', isDefault: true });
  });

  it('adds a group; the customer menu offers it at once and orders follow its maxima', async () => {
    const side = await firstSideId();
    const response = await save(side, [SAUCES]);
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json() as StaffModifierGroupsDto;
    expect(saved.groups).toHaveLength(1);
    const [chilli, garlic] = saved.groups[0]!.modifiers;
    expect(chilli).toMatchObject({
      translation: SAUCES.modifiers[0]!.translation,
      price: 15,
      maxCount: 2,
      sharedWith: 0,
    });
    const offered = await customerProduct(side);
    expect(offered?.modifierGroups).toEqual([
      {
        id: saved.groups[0]!.id,
        translation: SAUCES.translation,
        kind: 'any-of',
        required: false,
        maxTotal: 2,
        options: [
          { modifierId: chilli!.iikoId, maxCount: 2 },
          { modifierId: garlic!.iikoId, maxCount: 1 },
        ],
      },
    ]);
    const checked = await shop().app.inject({
      method: 'POST',
      url: '/api/cart/check-prices',
      payload: {
        cityId: 1,
        cartItems: [
          {
            id: 'a',
            iikoId: side,
            price: offered!.price,
            count: 1,
            modifiers: [chilli, chilli, garlic].map((m) => ({ id: m!.iikoId, iikoId: m!.iikoId, price: m!.price })),
          },
        ],
      },
    });
    expect((checked.json() as { unavailable: unknown[] }).unavailable).toEqual([
      { id: 'a', reason: 'modifier-choice-invalid', groupId: saved.groups[0]!.id },
    ]);
    const audit = (await shop().app.inject({ url: '/api/admin/audit?section=menu', headers: auth })).json() as {
      entries: { action: string }[];
    };
    expect(audit.entries[0]?.action).toBe('edit-modifiers');
  });

  it('refuses what the rule refuses with the field and a Ukrainian sentence, and changes nothing', async () => {
    const before = await read('burger-classic');
    const noName = await save('burger-classic', [{ ...SAUCES, translation: texts('Соуси', '', 'Соусы') }]);
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toEqual({
      error: 'invalid-modifier-groups',
      field: 'groups.0.translation.en',
      problem: 'required',
      message: 'Поле groups.0.translation.en: обов’язкове поле, заповніть його.',
    });
    const tooMany = await save('burger-classic', [
      { ...SAUCES, modifiers: [{ ...SAUCES.modifiers[0]!, maxCount: 30 }] },
    ]);
    expect(tooMany.json()).toMatchObject({ field: 'groups.0.modifiers.0.maxCount', problem: 'out-of-range' });
    const stale = await save('burger-classic', [
      { ...SAUCES, modifiers: [{ ...SAUCES.modifiers[0]!, iikoId: 'mod-gone' }] },
    ]);
    expect(stale.json()).toMatchObject({ field: 'groups.0.modifiers.0.iikoId', problem: 'unknown-modifier' });
    expect(await read('burger-classic')).toEqual(before);
    expect((await save('no-such-dish', [SAUCES])).statusCode).toBe(404);
  });

  it('two staff saving one product at once: one whole list wins, never a mix or a double', async () => {
    const product = await firstSideId();
    const one: StaffModifierGroupInputDto = { ...SAUCES, translation: texts('Перші', 'First', 'Первые') };
    const two: StaffModifierGroupInputDto = { ...SAUCES, translation: texts('Другі', 'Second', 'Вторые'), maxTotal: 1 };
    const answers = await Promise.all([
      save(product, [one]),
      save(product, [two, { ...SAUCES, translation: texts('Треті', 'Third', 'Третьи') }]),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const stored = (await read(product)).groups.map((g) => g.translation.en);
    expect([['First'], ['Second', 'Third']]).toContainEqual(stored);
    const rows = await shop().database.query<{ n: string }>(
      'SELECT count(*) AS n FROM product_modifier_groups g JOIN products p ON p.id = g.product_id WHERE p.iiko_id = $1',
      [product],
    );
    expect(Number(rows.rows[0]?.n)).toBe(stored.length);
  });
});

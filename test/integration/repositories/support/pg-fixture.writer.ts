import { PAY_METHODS } from '../../../../src/domain/order/order-form';
import type { Database, Queryable } from '../../../../src/server/adapters/database/database';
import { runMigrations } from '../../../../src/server/adapters/database/migrations/migration-runner';
import { SHOP_MIGRATIONS } from '../../../../src/server/adapters/database/migrations/shop-migrations';
import { insertRows } from '../../../../src/server/adapters/database/seed/insert-rows';
import {
  CATEGORIES,
  COUPONS,
  INACTIVE_PICKUP_POINTS,
  KYIV,
  LVIV,
  LVIV_DISABLED_DELIVERY_TYPES,
  LVIV_WORKING_HOURS,
  MODIFIERS,
  PAYMENT_TYPES,
  PICKUP_POINTS,
  PRODUCTS,
} from './repository-fixture';

const names = (t: Partial<Record<string, string>>) =>
  Object.fromEntries(Object.entries(t).map(([locale, name]) => [locale, { name }]));

/** Migrates a fresh database and stores the repository fixture in the shop's tables. */
export const writeRepositoryFixture = async (database: Database): Promise<void> => {
  await runMigrations(database, SHOP_MIGRATIONS);
  await database.transaction(async (tx) => {
    await insertRows(
      tx,
      'cities',
      {
        id: 'smallint',
        slug: 'text',
        translations: 'jsonb',
        region: 'text',
        phone: 'text',
        center_lng: 'double precision',
        center_lat: 'double precision',
      },
      [
        {
          id: LVIV,
          slug: 'lviv',
          translations: { uk: { name: 'Львів' } },
          region: 'Львівська область',
          phone: '+38 (032) 000 00 01',
          center_lng: 24.03,
          center_lat: 49.84,
        },
        {
          id: KYIV,
          slug: 'kyiv',
          translations: { uk: { name: 'Київ' } },
          region: 'Київська область',
          phone: '+38 (044) 000 00 02',
          center_lng: 30.52,
          center_lat: 50.45,
        },
      ],
    );
    const categoryIds = await idsBy(
      tx,
      'categories',
      'slug',
      { slug: 'text', translations: 'jsonb', position: 'integer' },
      CATEGORIES.map((slug, position) => ({ slug, translations: { uk: { name: slug } }, position })),
    );
    const modifierIds = await idsBy(
      tx,
      'modifiers',
      'iiko_id',
      { iiko_id: 'text', iiko_name: 'text', translations: 'jsonb', price: 'integer', product_group_id: 'text' },
      MODIFIERS.map((m) => ({
        iiko_id: m.iikoId,
        iiko_name: m.iikoName,
        translations: names(m.translation),
        price: m.priceKopiykas,
        product_group_id: m.productGroupId,
      })),
    );
    const productIds = await idsBy(
      tx,
      'products',
      'iiko_id',
      {
        iiko_id: 'text',
        category_id: 'integer',
        translations: 'jsonb',
        price: 'integer',
        weight_grams: 'integer',
        volume_ml: 'integer',
        photo: 'text',
        background: 'text',
        is_alcohol: 'boolean',
        is_sushi: 'boolean',
        amount_of_burgers: 'smallint',
        amount_of_rolls: 'smallint',
        is_archived: 'boolean',
      },
      PRODUCTS.map((p) => ({
        iiko_id: p.iikoId,
        category_id: categoryIds.get(p.category),
        translations: Object.fromEntries(
          Object.entries(p.names).map(([locale, name]) => [locale, { name, description: '' }]),
        ),
        price: p.priceKopiykas,
        weight_grams: p.weight ?? null,
        volume_ml: p.volume === undefined ? null : Math.round(p.volume * 1000),
        photo: p.photo,
        background: p.background ?? null,
        is_alcohol: p.isAlcohol ?? false,
        is_sushi: p.sushi ?? false,
        amount_of_burgers: p.amountOfBurgers ?? 0,
        amount_of_rolls: p.amountOfRolls ?? 0,
        is_archived: p.archived ?? false,
      })),
    );
    await insertRows(
      tx,
      'product_cities',
      { product_id: 'integer', city_id: 'smallint', price: 'integer', is_stopped: 'boolean' },
      PRODUCTS.flatMap((p) =>
        p.cities.map((cityId) => ({
          product_id: productIds.get(p.iikoId),
          city_id: cityId,
          price: p.priceByCity?.[cityId] ?? null,
          is_stopped: p.stoppedIn?.includes(cityId) ?? false,
        })),
      ),
    );
    await insertRows(
      tx,
      'product_modifier_groups',
      {
        id: 'integer',
        product_id: 'integer',
        translations: 'jsonb',
        kind: 'text',
        is_required: 'boolean',
        max_total: 'smallint',
        position: 'smallint',
      },
      PRODUCTS.flatMap((p) =>
        (p.modifierGroups ?? []).map((g, position) => ({
          id: Number(g.id),
          product_id: productIds.get(p.iikoId),
          translations: names(g.name),
          kind: g.kind,
          is_required: g.required,
          max_total: g.maxTotal ?? null,
          position,
        })),
      ),
    );
    await tx.query(
      "SELECT setval(pg_get_serial_sequence('product_modifier_groups', 'id'), GREATEST((SELECT max(id) FROM product_modifier_groups), 1))",
    );
    await insertRows(
      tx,
      'product_modifiers',
      {
        product_id: 'integer',
        modifier_id: 'integer',
        position: 'smallint',
        group_id: 'integer',
        max_count: 'smallint',
      },
      PRODUCTS.flatMap((p) =>
        (p.modifierGroups ?? []).flatMap((g) =>
          g.options.map((option) => ({
            product_id: productIds.get(p.iikoId),
            modifier_id: modifierIds.get(option.modifierId),
            position: p.modifierIds.indexOf(option.modifierId),
            group_id: Number(g.id),
            max_count: option.maxCount,
          })),
        ),
      ),
    );
    await writeCoupons(tx, productIds);
    await insertRows(
      tx,
      'payment_types',
      { id: 'integer', city_id: 'smallint', name: 'text', is_allowed: 'boolean', position: 'smallint' },
      PAYMENT_TYPES.map((t) => ({
        id: t.id,
        city_id: t.cityId,
        name: t.name,
        is_allowed: t.isAllowed,
        position: PAY_METHODS.indexOf(t.name as never),
      })),
    );
    // Translations as the admin stores them: {en: {locality, street}, ru: {...}}.
    const stored = (address: { deliveryCityName: string; streetName: string } | undefined) => ({
      locality: address?.deliveryCityName ?? '',
      street: address?.streetName ?? '',
    });
    await insertRows(
      tx,
      'pickup_points',
      {
        id: 'text',
        city_id: 'smallint',
        delivery_city_name: 'text',
        street_name: 'text',
        house: 'text',
        translations: 'jsonb',
        hours: 'text',
        is_active: 'boolean',
        position: 'integer',
      },
      [
        ...PICKUP_POINTS.map((p) => ({ ...p, active: true })),
        ...INACTIVE_PICKUP_POINTS.map((p) => ({ ...p, active: false })),
      ].map((p, position) => ({
        id: p.point.id,
        city_id: p.cityId,
        delivery_city_name: p.point.deliveryCityName,
        street_name: p.point.streetName,
        house: p.point.house,
        translations: { en: stored(p.point.translations?.en), ru: stored(p.point.translations?.ru) },
        hours: p.point.hours ?? '',
        is_active: p.active,
        position,
      })),
    );
    // Stored in reverse, so the adapter's own ordering is what the contract sees.
    await insertRows(
      tx,
      'working_hours',
      { city_id: 'smallint', functionality: 'text', is_stopped: 'boolean', translations: 'jsonb' },
      [...LVIV_WORKING_HOURS].reverse().map((w) => ({
        city_id: w.cityId,
        functionality: w.functionality,
        is_stopped: w.isStoped,
        translations: w.translation,
      })),
    );
    await insertRows(
      tx,
      'disabled_delivery_types',
      { city_id: 'smallint', delivery_type: 'text' },
      [...LVIV_DISABLED_DELIVERY_TYPES].reverse().map((type) => ({ city_id: LVIV, delivery_type: type })),
    );
  });
};

const writeCoupons = async (tx: Queryable, productIds: ReadonlyMap<string, number>): Promise<void> => {
  for (const { coupon, cityIds } of COUPONS) {
    const inserted = await tx.query<{ id: number }>(
      `INSERT INTO coupons (code, kind, value, min_cart, is_active, valid_from, valid_until, usage_limit, times_used)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      // No minimum is stored as NULL; the port answers 0 for it.
      [
        coupon.code,
        coupon.kind,
        coupon.value,
        coupon.minCartKopiykas === 0 ? null : coupon.minCartKopiykas,
        coupon.isActive,
        coupon.validFrom,
        coupon.validUntil,
        coupon.usageLimit,
        coupon.timesUsed,
      ],
    );
    const couponId = inserted.rows[0]?.id;
    await insertRows(
      tx,
      'coupon_cities',
      { coupon_id: 'integer', city_id: 'smallint' },
      cityIds.map((cityId) => ({ coupon_id: couponId, city_id: cityId })),
    );
    // Actions stored in reverse position order, so the adapter's ORDER BY is what the contract sees.
    for (const [position, action] of [...coupon.actions.entries()].reverse()) {
      const actionRow = await tx.query<{ id: number }>(
        'INSERT INTO coupon_actions (coupon_id, position) VALUES ($1, $2) RETURNING id',
        [couponId, position],
      );
      for (const [index, option] of action.options.entries()) {
        await tx.query(
          'INSERT INTO coupon_action_items (action_id, product_id, modifier_iiko_ids, position) VALUES ($1, $2, $3, $4)',
          [actionRow.rows[0]?.id, productIds.get(option.productId), option.modifierIds, index],
        );
      }
    }
  }
};

const idsBy = async (
  tx: Queryable,
  table: string,
  key: string,
  columns: Parameters<typeof insertRows>[2],
  rows: Record<string, unknown>[],
): Promise<Map<string, number>> => {
  const inserted = await insertRows<Record<string, unknown>>(tx, table, columns, rows, ['id', key]);
  return new Map(inserted.map((row) => [String(row[key]), Number(row.id)]));
};

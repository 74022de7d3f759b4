import { markdownOfParagraphs } from '../../../../domain/content/paragraphs-markdown';
import { PAY_METHODS } from '../../../../domain/order/order-form';
import { DEFAULT_LOCALE, LOCALES, type Translated } from '../../../../domain/shared/locale';
import { toKopiykas } from '../../../../domain/shared/money';
import type { Database, Queryable } from '../database';
import type { UploadsDirectory } from '../../uploads/uploads-directory.adapter';
import { insertRows, syncIdentity } from './insert-rows';
import { seedGroupsOf } from './seed-modifier-groups';
import type { SeedPictureReader } from './seed-pictures';
import type { SeedShop } from './seed.types';

export interface SeedReport {
  /** False when the shop had data already: nothing was touched. */
  readonly seeded: boolean;
  readonly imagesWritten: number;
  /** Image names the seed refers to that are not among its pictures. */
  readonly missingArt: readonly string[];
}

export interface SeedDependencies {
  readonly shop: SeedShop;
  /** A product picture or banner by file name (the committed demo pictures); null for a name it does not have. */
  readonly pictures: SeedPictureReader;
  readonly uploads: UploadsDirectory;
}

// Distinct from the migration lock: concurrent first starts against one database seed once.
const SEED_LOCK_KEY = 7_246_170_312;

/** Site settings a fresh shop starts with: name/value pairs the storefront reads (the Google key, the zone maps). */
const DEFAULT_SETTINGS: Readonly<Record<string, string>> = {
  workingHoursOpen: '10:30',
  workingHoursClose: '22:30',
  isDefaultNonWorking: 'false',
  googleApiKey: '',
  mapLviv: '',
  mapKyiv: '',
};

/**
 * Fills an empty shop with the demo data. "Empty" means no city exists: once the shop has been
 * seeded (or set up by hand) a restart never overwrites what staff changed since.
 */
export const seedShopIfEmpty = async (database: Database, deps: SeedDependencies): Promise<SeedReport> => {
  const seeded = await database.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    const existing = await tx.query('SELECT 1 FROM cities LIMIT 1');
    if (existing.rowCount !== 0) return false;
    await insertShop(tx, deps.shop);
    return true;
  });
  // Images are files, outside the transaction; they are (re)written whenever one is missing so
  // that a fresh DATA_DIR next to an already seeded external database still shows pictures.
  const art = await writeArt(deps);
  return { seeded, ...art };
};

const writeArt = async ({
  shop,
  pictures,
  uploads,
}: SeedDependencies): Promise<{ imagesWritten: number; missingArt: string[] }> => {
  const names = new Set([
    ...shop.products.map((p) => p.photo),
    ...shop.banners.flatMap((b) => Object.values(b.images)),
  ]);
  let imagesWritten = 0;
  const missingArt: string[] = [];
  for (const name of names) {
    const picture = await pictures(name);
    if (picture === null) missingArt.push(name);
    else if (await uploads.writeIfMissing(name, picture)) imagesWritten += 1;
  }
  return { imagesWritten, missingArt };
};

/**
 * A banner's stored place: its rank among its page's banners, from 0, as every staff change
 * renumbers a page (architecture/admin-banners.md). The seed's positions only order them.
 */
const placeOnItsPage = (banners: SeedShop['banners'], banner: SeedShop['banners'][number]): number =>
  banners.filter(
    (other) => other.cityId === banner.cityId && other.page === banner.page && other.position < banner.position,
  ).length;

/** {uk: 'x', en: 'y'} + field → {uk: {field: 'x'}, en: {field: 'y'}}: the translations column shape. */
const byLocale = (fields: Readonly<Record<string, Translated<unknown>>>): Record<string, Record<string, unknown>> =>
  Object.fromEntries(
    LOCALES.map((locale) => [locale, Object.fromEntries(Object.entries(fields).map(([name, t]) => [name, t[locale]]))]),
  );

const insertShop = async (tx: Queryable, shop: SeedShop): Promise<void> => {
  await insertRows(
    tx,
    'cities',
    {
      id: 'smallint',
      slug: 'text',
      translations: 'jsonb',
      region: 'text',
      phone: 'text',
      sushi_enabled: 'boolean',
      center_lng: 'double precision',
      center_lat: 'double precision',
      position: 'smallint',
    },
    shop.cities.map((city, index) => ({
      id: city.id,
      slug: city.slug,
      translations: byLocale({ name: city.name }),
      region: city.region,
      phone: city.phone,
      sushi_enabled: city.sushiEnabled,
      center_lng: city.center[0],
      center_lat: city.center[1],
      position: index,
    })),
  );

  const categories = await insertRows<{ id: number; slug: string }>(
    tx,
    'categories',
    { slug: 'text', translations: 'jsonb', position: 'integer' },
    shop.categories.map((c) => ({
      slug: c.slug,
      translations: byLocale({ name: c.translation }),
      position: c.position,
    })),
    ['id', 'slug'],
  );
  const categoryId = lookup(new Map(categories.map((c) => [c.slug, c.id])), 'category');

  const modifiers = await insertRows<{ id: number; iiko_id: string }>(
    tx,
    'modifiers',
    {
      iiko_id: 'text',
      iiko_name: 'text',
      translations: 'jsonb',
      price: 'integer',
      product_group_id: 'text',
      position: 'integer',
    },
    shop.modifiers.map((m, index) => ({
      iiko_id: m.iikoId,
      iiko_name: m.iikoName,
      translations: byLocale({ name: m.translation }),
      price: toKopiykas(m.price),
      product_group_id: m.productGroupId,
      position: index,
    })),
    ['id', 'iiko_id'],
  );
  const modifierId = lookup(new Map(modifiers.map((m) => [m.iiko_id, m.id])), 'modifier');

  const products = await insertRows<{ id: number; iiko_id: string }>(
    tx,
    'products',
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
      position: 'integer',
    },
    shop.products.map((p, index) => ({
      iiko_id: p.iikoId,
      category_id: categoryId(p.category),
      translations: byLocale({ name: p.translation, description: p.description }),
      price: toKopiykas(p.price),
      weight_grams: p.weight ?? null,
      // Litres in the seed; whole millilitres in the database, like kopiykas for money.
      volume_ml: p.volume === undefined ? null : Math.round(p.volume * 1000),
      photo: p.photo,
      background: p.background ?? null,
      is_alcohol: p.isAlcohol ?? false,
      is_sushi: p.sushi ?? false,
      amount_of_burgers: p.amountOfBurgers ?? 0,
      amount_of_rolls: p.amountOfRolls ?? 0,
      position: index,
    })),
    ['id', 'iiko_id'],
  );
  const productId = lookup(new Map(products.map((p) => [p.iiko_id, p.id])), 'product');

  await insertRows(
    tx,
    'product_cities',
    { product_id: 'integer', city_id: 'smallint', price: 'integer', is_stopped: 'boolean' },
    shop.products.flatMap((p) =>
      p.cities.map((cityId) => {
        const cityPrice = p.priceByCity?.[cityId];
        return {
          product_id: productId(p.iikoId),
          city_id: cityId,
          price: cityPrice === undefined ? null : toKopiykas(cityPrice),
          is_stopped: p.stoppedIn?.includes(cityId) ?? false,
        };
      }),
    ),
  );
  const byIikoId = new Map(shop.modifiers.map((m) => [m.iikoId, m]));
  const groupRows = shop.products.flatMap((p) => seedGroupsOf(p, byIikoId, shop.modifierGroups));
  const groupIds = await insertRows<{ id: number; product_id: number; position: number }>(
    tx,
    'product_modifier_groups',
    {
      product_id: 'integer',
      translations: 'jsonb',
      kind: 'text',
      is_required: 'boolean',
      max_total: 'smallint',
      position: 'smallint',
    },
    groupRows.map((g) => ({
      product_id: productId(g.productIikoId),
      translations: byLocale({ name: g.group.translation }),
      kind: g.group.kind,
      is_required: g.group.required,
      max_total: g.group.maxTotal ?? null,
      position: g.position,
    })),
    ['id', 'product_id', 'position'],
  );
  const groupId = lookup(new Map(groupIds.map((g) => [`${g.product_id}:${g.position}`, g.id])), 'modifier group');
  await insertRows(
    tx,
    'product_modifiers',
    {
      product_id: 'integer',
      modifier_id: 'integer',
      position: 'smallint',
      group_id: 'integer',
      max_count: 'smallint',
      is_default: 'boolean',
    },
    groupRows.flatMap((g) =>
      g.links.map((link) => ({
        product_id: productId(g.productIikoId),
        modifier_id: modifierId(link.modifierIikoId),
        position: link.position,
        group_id: groupId(`${productId(g.productIikoId)}:${g.position}`),
        max_count: link.maxCount,
        is_default: link.isDefault,
      })),
    ),
  );

  await insertRows(
    tx,
    'payment_types',
    { city_id: 'smallint', name: 'text', is_allowed: 'boolean', position: 'smallint' },
    shop.paymentTypes.map((t) => ({
      city_id: t.cityId,
      name: t.name,
      is_allowed: t.isAllowed,
      position: PAY_METHODS.indexOf(t.name),
    })),
  );

  await insertRows(
    tx,
    'delivery_cities',
    { id: 'integer', city_id: 'smallint', name: 'text', translations: 'jsonb', position: 'integer' },
    shop.deliveryCities.map((d, index) => ({
      id: d.id,
      city_id: d.cityId,
      name: d.name,
      translations: byLocale({ name: d.translation }),
      position: index,
    })),
  );
  await syncIdentity(tx, 'delivery_cities');

  await insertRows(
    tx,
    'streets',
    {
      id: 'text',
      city_id: 'smallint',
      delivery_city_id: 'integer',
      name: 'text',
      first_house: 'integer',
      last_house: 'integer',
      line: 'jsonb',
    },
    shop.streets.map((s) => ({
      id: s.id,
      city_id: s.cityId,
      delivery_city_id: s.deliveryCityId,
      name: s.name,
      first_house: s.firstHouse,
      last_house: s.lastHouse,
      line: s.line,
    })),
  );

  await insertRows(
    tx,
    'zones',
    { city_id: 'smallint', color: 'text', geometry: 'jsonb', position: 'integer' },
    shop.zones.map((z, index) => ({ city_id: z.cityId, color: z.color, geometry: z.geometry, position: index })),
  );

  await insertRows(
    tx,
    'pickup_points',
    {
      id: 'text',
      city_id: 'smallint',
      delivery_city_name: 'text',
      street_name: 'text',
      house: 'text',
      position: 'integer',
    },
    shop.pickupPoints.map((p, index) => ({
      id: p.id,
      city_id: p.cityId,
      delivery_city_name: p.deliveryCityName,
      street_name: p.streetName,
      house: p.house,
      position: index,
    })),
  );

  // Every functionality gets a row per city, running (not stopped), with the texts to show if stopped.
  await insertRows(
    tx,
    'working_hours',
    { city_id: 'smallint', functionality: 'text', is_stopped: 'boolean', translations: 'jsonb' },
    shop.cities.flatMap((city) =>
      shop.stopTexts.map((t) => ({
        city_id: city.id,
        functionality: t.functionality,
        is_stopped: false,
        translations: city.sushiEnabled ? t.translation : (t.translationWithoutSushi ?? t.translation),
      })),
    ),
  );

  await insertRows(
    tx,
    'site_settings',
    { name: 'text', value: 'text' },
    Object.entries(DEFAULT_SETTINGS).map(([name, value]) => ({ name, value })),
  );

  await insertRows(
    tx,
    'banners',
    { city_id: 'smallint', page: 'text', image: 'text', translations: 'jsonb', link: 'text', position: 'integer' },
    shop.banners.map((b) => ({
      city_id: b.cityId,
      page: b.page,
      image: b.images[DEFAULT_LOCALE],
      translations: byLocale({ alt: b.alt, image: b.images }),
      link: b.link ?? null,
      position: placeOnItsPage(shop.banners, b),
    })),
  );

  await insertRows(
    tx,
    'content_pages',
    { slug: 'text' },
    shop.contentPages.map((p) => ({ slug: p.slug })),
  );
  // The shop-wide version of each page in each language, and the cities' own ones the demo has.
  const versions = shop.contentPages.flatMap((p) => [
    { slug: p.slug, cityId: null, text: p.translation },
    ...Object.entries(p.byCity ?? {}).map(([cityId, text]) => ({ slug: p.slug, cityId: Number(cityId), text })),
  ]);
  await insertRows(
    tx,
    'content_texts',
    { slug: 'text', city_id: 'smallint', locale: 'text', title: 'text', body: 'text' },
    versions.flatMap(({ slug, cityId, text }) =>
      text === undefined
        ? []
        : LOCALES.map((locale) => ({
            slug,
            city_id: cityId,
            locale,
            title: text[locale].title,
            body: markdownOfParagraphs(text[locale].paragraphs),
          })),
    ),
  );

  await insertCoupons(tx, shop, productId);
};

const insertCoupons = async (tx: Queryable, shop: SeedShop, productId: (iikoId: string) => number): Promise<void> => {
  const coupons = await insertRows<{ id: number; code: string }>(
    tx,
    'coupons',
    { code: 'text', kind: 'text', value: 'integer', min_cart: 'integer' },
    shop.coupons.map((c) => ({
      code: c.code.trim().toUpperCase(),
      kind: c.kind,
      // A fixed discount is money (kopiykas); a percentage stays a percentage.
      value: c.kind === 'fixed' ? toKopiykas(c.value) : c.value,
      min_cart: c.minCart === undefined ? null : toKopiykas(c.minCart),
    })),
    ['id', 'code'],
  );
  const couponId = lookup(new Map(coupons.map((c) => [c.code, c.id])), 'coupon');

  await insertRows(
    tx,
    'coupon_cities',
    { coupon_id: 'integer', city_id: 'smallint' },
    shop.coupons.flatMap((c) =>
      c.cities.map((cityId) => ({ coupon_id: couponId(c.code.trim().toUpperCase()), city_id: cityId })),
    ),
  );

  for (const coupon of shop.coupons) {
    const id = couponId(coupon.code.trim().toUpperCase());
    const actions = await insertRows<{ id: number; position: number }>(
      tx,
      'coupon_actions',
      { coupon_id: 'integer', position: 'smallint' },
      coupon.actions.map((_, index) => ({ coupon_id: id, position: index })),
      ['id', 'position'],
    );
    await insertRows(
      tx,
      'coupon_action_items',
      { action_id: 'integer', product_id: 'integer', position: 'smallint' },
      actions.flatMap((action) =>
        (coupon.actions[action.position]?.items ?? []).map((iikoId, index) => ({
          action_id: action.id,
          product_id: productId(iikoId),
          position: index,
        })),
      ),
    );
  }
};

/** A lookup that names the broken reference instead of failing on a foreign key. */
const lookup =
  <K>(map: ReadonlyMap<K, number>, what: string) =>
  (key: K): number => {
    const id = map.get(key);
    if (id === undefined) throw new Error(`The seed data refers to an unknown ${what} '${String(key)}'`);
    return id;
  };

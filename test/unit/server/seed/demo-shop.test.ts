// @vitest-environment jsdom
// (jsdom for its DOMParser: the pictures must be well-formed SVG documents.)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBannerLink } from '../../../../src/domain/banner/banner-link.rule';
import { CATEGORY_SLUGS, type CategorySlug } from '../../../../src/domain/cart/category';
import { MODIFIER_VOCABULARY } from '../../../../src/domain/cart/modifier-vocabulary';
import type { CityId } from '../../../../src/domain/city/city';
import { locateHouse } from '../../../../src/domain/delivery-zone/house-location.geometry';
import type { LngLat } from '../../../../src/domain/delivery-zone/lng-lat';
import { pointInGeometry } from '../../../../src/domain/delivery-zone/point-in-polygon.geometry';
import type { ZoneColor } from '../../../../src/domain/delivery-zone/zone-color';
import { LOCALES, type Locale, type Translated } from '../../../../src/domain/shared/locale';
import { FUNCTIONALITIES } from '../../../../src/domain/working-hours/working-hours.types';
import { demoShop } from '../../../../src/server/adapters/database/seed/demo-shop';
import { SEED_PICTURES_DIR } from '../../../../src/server/adapters/database/seed/seed-pictures';
import type { SeedProduct, SeedZone } from '../../../../src/server/adapters/database/seed/seed.types';

const shop = demoShop;

/** The recognised patty and topping names, exactly as the kitchen writes them. */
const SPEC_MODIFIER_NAMES = [
  'Куряча котлета',
  'Котлета з лосося',
  'Яловича котлета',
  'Котлета з яловичини',
  'Подвійна куряча котлета',
  'Подвійна яловича котлета',
  'Чотири яловичі котлети',
  'Додаткова яловича котлета',
  'Додаткова котлета з лосося',
  'Рослинна котлета',
  'Подвійна рослинна котлета',
  'Додатковий бекон',
  'Додатковий сир чедер',
  'Багато додаткового бекону',
  'Багато додаткового сиру чедер',
];

/** Street names the street search hides; the feed contains them, so the seed does too. */
const FEED_JUNK_NAMES = new Set(['----------', 'інша вулиця', '1582762']);

const byCategory = (slug: CategorySlug): readonly SeedProduct[] => shop.products.filter((p) => p.category === slug);
const duplicates = <T>(values: readonly T[]): T[] => values.filter((value, index) => values.indexOf(value) !== index);
/** Localities the zones leave out on purpose (zones.seed.ts): the operator clarifies delivery there. */
const OUT_OF_ZONE_VILLAGES: readonly string[] = ['Воля-Гомулецька', 'Гряда'];
const zoneOf = (cityId: CityId, color: ZoneColor): SeedZone | undefined =>
  shop.zones.find((zone) => zone.cityId === cityId && zone.color === color);
const isIn = (point: LngLat, zone: SeedZone | undefined): boolean =>
  zone !== undefined && pointInGeometry(point, zone.geometry);

const expectTranslated = (where: string, value: Translated): void => {
  for (const locale of LOCALES) {
    const text = value[locale];
    expect(typeof text, `${where} [${locale}]`).toBe('string');
    expect(text.trim(), `${where} [${locale}] is empty`).not.toBe('');
  }
};

const ringsOf = (zone: SeedZone): (readonly number[])[][] =>
  zone.geometry.type === 'Polygon' ? zone.geometry.coordinates : zone.geometry.coordinates.flat();

describe('demo shop: identity and references', () => {
  it('has unique ids everywhere', () => {
    expect(duplicates(shop.cities.map((c) => c.id))).toEqual([]);
    expect(duplicates(shop.categories.map((c) => c.slug))).toEqual([]);
    expect(duplicates(shop.products.map((p) => p.iikoId))).toEqual([]);
    expect(duplicates(shop.modifiers.map((m) => m.iikoId))).toEqual([]);
    expect(duplicates([...shop.products.map((p) => p.iikoId), ...shop.modifiers.map((m) => m.iikoId)])).toEqual([]);
    expect(duplicates(shop.deliveryCities.map((d) => d.id))).toEqual([]);
    expect(duplicates(shop.streets.map((s) => s.id))).toEqual([]);
    expect(duplicates(shop.pickupPoints.map((p) => p.id))).toEqual([]);
    expect(duplicates(shop.coupons.map((c) => c.code))).toEqual([]);
    expect(duplicates(shop.contentPages.map((p) => p.slug))).toEqual([]);
    expect(duplicates(shop.stopTexts.map((t) => t.functionality))).toEqual([]);
    expect(duplicates(shop.banners.map((b) => `${b.cityId}/${b.page}/${b.position}`))).toEqual([]);
    expect(duplicates(shop.paymentTypes.map((p) => `${p.cityId}/${p.name}`))).toEqual([]);
    expect(duplicates(shop.zones.map((z) => `${z.cityId}/${z.color}`))).toEqual([]);
  });

  it('lists Lviv (1, sushi on) and Kyiv (2, sushi off) with their regions and masked phones', () => {
    const [lviv, kyiv] = shop.cities;
    expect(lviv).toMatchObject({ id: 1, slug: 'lviv', region: 'Львівська область', sushiEnabled: true });
    expect(kyiv).toMatchObject({ id: 2, slug: 'kyiv', region: 'Київська область', sushiEnabled: false });
    for (const city of shop.cities) {
      expect(city.phone).toMatch(/^\+38 \(0\d{2}\) \d{3} \d{2} \d{2}$/);
      expect(city.phone).toHaveLength(19);
    }
    expect(lviv?.phone).not.toBe(kyiv?.phone);
  });

  it('keeps the categories in the display order', () => {
    expect(shop.categories.map((c) => c.slug)).toEqual([...CATEGORY_SLUGS]);
    expect(shop.categories.map((c) => c.position)).toEqual(CATEGORY_SLUGS.map((_, index) => index + 1));
  });

  it('offers only modifiers that exist', () => {
    const known = new Set(shop.modifiers.map((m) => m.iikoId));
    for (const product of shop.products) {
      for (const id of product.modifiers) expect(known.has(id), `${product.iikoId} → ${id}`).toBe(true);
      expect(duplicates(product.modifiers), product.iikoId).toEqual([]);
    }
  });

  it('lets every burger choose its patty', () => {
    const groupOf = new Map(shop.modifiers.map((m) => [m.iikoId, m.productGroupId]));
    for (const product of byCategory('burgers')) {
      expect(
        product.modifiers.some((id) => groupOf.get(id) === 'patty'),
        product.iikoId,
      ).toBe(true);
    }
  });

  it('points coupons at products sold in every city the coupon works in', () => {
    const products = new Map(shop.products.map((p) => [p.iikoId, p]));
    for (const coupon of shop.coupons) {
      for (const action of coupon.actions) {
        for (const id of action.items) {
          const product = products.get(id);
          expect(product, `${coupon.code} → ${id}`).toBeDefined();
          for (const city of coupon.cities) expect(product?.cities, `${coupon.code} → ${id}`).toContain(city);
        }
      }
    }
  });
});

describe('demo shop: menu', () => {
  it('has the required number of products per category, exactly 10 sushi sets', () => {
    const minimum: Record<CategorySlug, number> = {
      combos: 3,
      burgers: 8,
      menus: 3,
      rolls: 10,
      sets: 10,
      additions: 5,
      sauces: 5,
      drinks: 6,
      beer: 4,
    };
    for (const slug of CATEGORY_SLUGS) expect(byCategory(slug).length, slug).toBeGreaterThanOrEqual(minimum[slug]);
    expect(byCategory('sets')).toHaveLength(10);
  });

  it('prices everything in positive whole hryvnias', () => {
    for (const product of shop.products) {
      const prices = [product.price, ...Object.values(product.priceByCity ?? {})];
      for (const price of prices) {
        expect(Number.isInteger(price) && price > 0, `${product.iikoId}: ${price}`).toBe(true);
      }
    }
    for (const modifier of shop.modifiers) {
      expect(Number.isInteger(modifier.price) && modifier.price >= 0, modifier.iikoId).toBe(true);
    }
    for (const coupon of shop.coupons) expect(Number.isInteger(coupon.value) && coupon.value >= 0).toBe(true);
  });

  it('keeps prices within what Ukraine pays in 2026', () => {
    const range: Record<CategorySlug, [number, number]> = {
      combos: [280, 480],
      burgers: [170, 340],
      menus: [600, 2000],
      rolls: [170, 400],
      sets: [600, 1600],
      additions: [50, 130],
      sauces: [20, 45],
      drinks: [40, 95],
      beer: [85, 145],
    };
    for (const product of shop.products) {
      const [low, high] = range[product.category];
      for (const price of [product.price, ...Object.values(product.priceByCity ?? {})]) {
        expect(price, product.iikoId).toBeGreaterThanOrEqual(low);
        expect(price, product.iikoId).toBeLessThanOrEqual(high);
      }
    }
  });

  it('sells sushi only in Lviv and burgers everywhere', () => {
    for (const product of [...byCategory('rolls'), ...byCategory('sets')]) {
      expect(product.sushi, product.iikoId).toBe(true);
      expect(product.cities, product.iikoId).toEqual([1]);
    }
    for (const product of [...byCategory('combos'), ...byCategory('burgers'), ...byCategory('menus')]) {
      expect([...product.cities].sort(), product.iikoId).toEqual([1, 2]);
      expect(product.sushi, product.iikoId).toBeFalsy();
    }
  });

  it('counts burgers and rolls', () => {
    for (const product of [...byCategory('combos'), ...byCategory('burgers'), ...byCategory('menus')]) {
      expect(product.amountOfBurgers, product.iikoId).toBeGreaterThanOrEqual(1);
    }
    for (const product of byCategory('burgers')) expect(product.amountOfBurgers, product.iikoId).toBe(1);
    for (const product of byCategory('menus')) expect(product.amountOfBurgers, product.iikoId).toBeGreaterThan(1);
    for (const product of byCategory('rolls')) expect(product.amountOfRolls, product.iikoId).toBe(1);
    for (const product of byCategory('sets')) expect(product.amountOfRolls, product.iikoId).toBeGreaterThanOrEqual(3);
  });

  it('gives food a weight, drinks a volume, and marks beer as alcohol', () => {
    for (const product of shop.products) {
      const liquid = product.category === 'drinks' || product.category === 'beer';
      if (liquid) {
        expect(product.volume, product.iikoId).toBeGreaterThan(0);
        expect(product.volume, product.iikoId).toBeLessThanOrEqual(1);
        expect(product.weight, product.iikoId).toBeUndefined();
      } else {
        expect(Number.isInteger(product.weight) && (product.weight ?? 0) > 0, product.iikoId).toBe(true);
      }
      expect(Boolean(product.isAlcohol), product.iikoId).toBe(product.category === 'beer');
    }
  });

  it('has Kyiv price differences and a stop-listed product, both within the cities sold in', () => {
    expect(shop.products.filter((p) => p.priceByCity?.[2] !== undefined).length).toBeGreaterThanOrEqual(2);
    expect(shop.products.filter((p) => (p.stoppedIn ?? []).length > 0)).toHaveLength(1);
    for (const product of shop.products) {
      for (const city of product.stoppedIn ?? []) expect(product.cities, product.iikoId).toContain(city);
      for (const city of Object.keys(product.priceByCity ?? {})) {
        expect(product.cities, product.iikoId).toContain(Number(city));
      }
    }
  });

  it('names modifiers exactly as the cart vocabulary, so the cart recognises each of them', () => {
    expect([...shop.modifiers.map((m) => m.iikoName)].sort()).toEqual([...SPEC_MODIFIER_NAMES].sort());
    for (const modifier of shop.modifiers) {
      const normalised = modifier.iikoName.toLowerCase();
      const entry = MODIFIER_VOCABULARY.find((candidate) => candidate.pattern.test(normalised));
      expect(entry, modifier.iikoName).toBeDefined();
      expect(['patty', 'extras']).toContain(modifier.productGroupId);
    }
  });

  it('charges nothing for a base patty and 40–120 ₴ for doubles and extras', () => {
    const base = new Set([
      'Куряча котлета',
      'Котлета з лосося',
      'Яловича котлета',
      'Котлета з яловичини',
      'Рослинна котлета',
    ]);
    for (const modifier of shop.modifiers) {
      if (base.has(modifier.iikoName)) expect(modifier.price, modifier.iikoName).toBe(0);
      else {
        expect(modifier.price, modifier.iikoName).toBeGreaterThanOrEqual(40);
        expect(modifier.price, modifier.iikoName).toBeLessThanOrEqual(120);
      }
    }
  });
});

describe('demo shop: texts in uk, en and ru', () => {
  it('translates every name, description and text', () => {
    for (const city of shop.cities) expectTranslated(`city ${city.slug}`, city.name);
    for (const category of shop.categories) expectTranslated(`category ${category.slug}`, category.translation);
    for (const modifier of shop.modifiers) expectTranslated(`modifier ${modifier.iikoId}`, modifier.translation);
    for (const product of shop.products) {
      expectTranslated(`product ${product.iikoId}`, product.translation);
      expectTranslated(`description ${product.iikoId}`, product.description);
    }
    for (const place of shop.deliveryCities) expectTranslated(`delivery city ${place.id}`, place.translation);
    for (const banner of shop.banners) expectTranslated(`banner ${banner.images.uk}`, banner.alt);
    for (const stop of shop.stopTexts) {
      for (const locale of LOCALES) {
        expect(stop.translation[locale].title.trim(), `${stop.functionality} ${locale}`).not.toBe('');
        expect(stop.translation[locale].description.trim(), `${stop.functionality} ${locale}`).not.toBe('');
      }
    }
    for (const page of shop.contentPages) {
      const count = page.translation.uk.paragraphs.length;
      for (const locale of LOCALES) {
        const { title, paragraphs } = page.translation[locale];
        expect(title.trim(), `${page.slug} ${locale}`).not.toBe('');
        expect(paragraphs.length, `${page.slug} ${locale}: same paragraphs in every language`).toBe(count);
        for (const paragraph of paragraphs) expect(paragraph.trim(), `${page.slug} ${locale}`).not.toBe('');
      }
    }
  });

  it('really is three languages, not one copied three times', () => {
    for (const product of shop.products) {
      expect(product.description.en, product.iikoId).not.toBe(product.description.uk);
      expect(product.description.ru, product.iikoId).not.toBe(product.description.uk);
    }
  });

  it('has a stop text for every functionality and the four content pages', () => {
    expect([...shop.stopTexts.map((t) => t.functionality)].sort()).toEqual([...FUNCTIONALITIES].sort());
    expect([...shop.contentPages.map((p) => p.slug)].sort()).toEqual([
      'about',
      'delivery',
      'public-offer',
      'vacancies',
    ]);
  });

  it('states the business numbers on the delivery page in every language', () => {
    const delivery = shop.contentPages.find((p) => p.slug === 'delivery');
    for (const locale of LOCALES) {
      const text = delivery?.translation[locale].paragraphs.join(' ') ?? '';
      for (const fact of ['29', '59', '89', '250 ₴', '500 ₴', '50 ₴', '10:30', '22:30', '{phone}']) {
        expect(text, `${locale}: ${fact}`).toContain(fact);
      }
    }
  });
});

describe('demo shop: pictures', () => {
  const parser = new DOMParser();
  const used = [
    ...new Set([...shop.products.map((p) => p.photo), ...shop.banners.flatMap((b) => Object.values(b.images))]),
  ];
  /** A committed picture (npm run seed:art draws them); '' when missing. */
  const picture = (name: string): string => {
    const path = join(SEED_PICTURES_DIR, name);
    return existsSync(path) ? readFileSync(path, 'utf8') : '';
  };

  it('has every product photo and banner as a well-formed SVG file', () => {
    for (const name of used) {
      const svg = picture(name);
      expect(svg, name).not.toBe('');
      const document = parser.parseFromString(svg, 'image/svg+xml');
      expect(document.getElementsByTagName('parsererror'), name).toHaveLength(0);
      expect(document.documentElement.tagName, name).toBe('svg');
      expect(document.documentElement.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
      expect(svg, name).not.toMatch(/NaN|undefined|href=/);
    }
  });

  it('ships no picture the seed does not name, and stays small', () => {
    const files = readdirSync(SEED_PICTURES_DIR);
    expect([...files].sort()).toEqual([...used].sort());
    const bytes = files.reduce((total, name) => total + Buffer.byteLength(picture(name)), 0);
    expect(bytes).toBeLessThan(800 * 1024);
  });

  it("writes each banner's headline in the picture's own language", () => {
    const promise = (locale: Locale) =>
      picture(shop.banners.find((b) => b.images.uk === 'banner-promise.svg')?.images[locale] ?? '');
    expect(promise('uk')).toContain('29 або 59 хвилин');
    expect(promise('en')).toContain('29 or 59 minutes');
    expect(promise('en')).not.toMatch(/[А-Яа-яІіЇїЄє]/);
    expect(promise('ru')).toContain('29 или 59 минут');
    for (const banner of shop.banners)
      expect(new Set(LOCALES.map((locale) => picture(banner.images[locale]))).size, banner.images.uk).toBe(3);
  });

  it('draws different pictures for different products', () => {
    const pictures = shop.products.map((p) => picture(p.photo));
    expect(new Set(pictures).size).toBe(new Set(shop.products.map((p) => p.photo)).size);
  });
});

describe('demo shop: delivery geography', () => {
  it('has the Lviv localities (101..) and Kyiv (201)', () => {
    const lviv = shop.deliveryCities.filter((d) => d.cityId === 1);
    const kyiv = shop.deliveryCities.filter((d) => d.cityId === 2);
    expect(lviv[0]).toMatchObject({ id: 101, name: 'Львів' });
    expect(lviv.length).toBeGreaterThanOrEqual(8);
    for (const place of lviv) expect(place.id >= 101 && place.id < 200, place.name).toBe(true);
    expect(kyiv).toEqual([{ id: 201, cityId: 2, name: 'Київ', translation: { uk: 'Київ', en: 'Kyiv', ru: 'Киев' } }]);
    for (const place of shop.deliveryCities) expect(place.name).toBe(place.translation.uk);
  });

  it('has enough real streets per city, each a line from the first to the last house', () => {
    const deliveryCity = new Map(shop.deliveryCities.map((d) => [d.id, d]));
    const real = shop.streets.filter((s) => !FEED_JUNK_NAMES.has(s.name));
    expect(real.filter((s) => s.cityId === 1).length).toBeGreaterThanOrEqual(40);
    expect(real.filter((s) => s.cityId === 2).length).toBeGreaterThanOrEqual(30);
    for (const street of shop.streets) {
      expect(deliveryCity.get(street.deliveryCityId)?.cityId, street.id).toBe(street.cityId);
      expect(street.line.length, street.id).toBeGreaterThanOrEqual(2);
      expect(street.line.length, street.id).toBeLessThanOrEqual(5);
      expect(Number.isInteger(street.firstHouse) && street.firstHouse >= 1, street.id).toBe(true);
      expect(street.lastHouse, street.id).toBeGreaterThanOrEqual(street.firstHouse);
    }
    for (const cityId of [1, 2] as const) {
      const localities = new Set(
        shop.streets.filter((s) => s.cityId === cityId).map((s) => `${s.deliveryCityId}/${s.name}`),
      );
      expect(localities.size, 'no street twice in one locality').toBe(
        shop.streets.filter((s) => s.cityId === cityId).length,
      );
    }
  });

  it("contains the feed's junk entries that the street search must hide", () => {
    for (const cityId of [1, 2] as const) {
      const names = shop.streets.filter((s) => s.cityId === cityId).map((s) => s.name);
      expect(names).toContain('----------');
      expect(names).toContain('інша вулиця');
    }
    expect(shop.streets.find((s) => s.id === '1582762')).toBeDefined();
  });

  it('puts every street point inside its city’s blue zone, except the villages outside every zone by design', () => {
    const outsideByDesign = new Set(
      shop.deliveryCities.filter((d) => OUT_OF_ZONE_VILLAGES.includes(d.name)).map((d) => d.id),
    );
    expect(outsideByDesign.size).toBe(OUT_OF_ZONE_VILLAGES.length);
    for (const street of shop.streets) {
      const outside = outsideByDesign.has(street.deliveryCityId);
      for (const point of street.line) {
        expect(isIn(point, zoneOf(street.cityId, 'blue')), `${street.id} ${point.join(',')}`).toBe(!outside);
      }
    }
    // At least one real street out of zones, so the out-of-zone journey needs no stub.
    expect(shop.streets.filter((s) => outsideByDesign.has(s.deliveryCityId)).map((s) => s.id)).toContain(
      'hriada-shevchenka',
    );
  });

  it('nests the zones: green ⊂ red ⊂ blue', () => {
    for (const cityId of [1, 2] as const) {
      const green = zoneOf(cityId, 'green');
      const red = zoneOf(cityId, 'red');
      const blue = zoneOf(cityId, 'blue');
      expect(red, `city ${cityId} red`).toBeDefined();
      expect(blue, `city ${cityId} blue`).toBeDefined();
      // every vertex of an inner zone lies in the outer one
      for (const [inner, outer] of [
        [green, red],
        [red, blue],
      ] as const) {
        if (!inner) continue;
        for (const ring of ringsOf(inner).slice(0, 1)) {
          for (const [lng, lat] of ring)
            expect(isIn([lng as number, lat as number], outer), `${cityId} ${lng},${lat}`).toBe(true);
        }
      }
      // and sampled house points agree: green implies red implies blue
      for (const street of shop.streets.filter((s) => s.cityId === cityId)) {
        const span = street.lastHouse - street.firstHouse;
        for (const step of [0, 0.25, 0.5, 0.75, 1]) {
          const point = locateHouse(street, String(Math.round(street.firstHouse + span * step)));
          if (!point) continue;
          if (isIn(point, green)) expect(isIn(point, red), `${street.id} green→red`).toBe(true);
          if (isIn(point, red)) expect(isIn(point, blue), `${street.id} red→blue`).toBe(true);
        }
      }
    }
    expect(zoneOf(1, 'green')).toBeDefined();
    expect(zoneOf(2, 'green')).toBeUndefined();
  });

  it('keeps zone files small and valid GeoJSON rings', () => {
    for (const zone of shop.zones) {
      let vertices = 0;
      for (const ring of ringsOf(zone)) {
        expect(ring.length).toBeGreaterThanOrEqual(4);
        expect(ring[0]).toEqual(ring[ring.length - 1]);
        vertices += ring.length - 1;
        for (const [lng, lat] of ring) {
          expect(Math.abs((lng as number) * 1e5 - Math.round((lng as number) * 1e5))).toBeLessThan(1e-6);
          expect(Math.abs((lat as number) * 1e5 - Math.round((lat as number) * 1e5))).toBeLessThan(1e-6);
        }
      }
      expect(vertices, `${zone.cityId} ${zone.color}`).toBeLessThanOrEqual(200);
    }
  });

  it('has the Lviv pickup point, id 1, house 28, on a gazetteer street in the 29-minute zone', () => {
    expect(shop.pickupPoints).toEqual([
      { id: '1', cityId: 1, deliveryCityName: 'Львів', streetName: 'вулиця Городоцька', house: '28' },
    ]);
    const street = shop.streets.find((s) => s.cityId === 1 && s.name === 'вулиця Городоцька');
    expect(street).toBeDefined();
    const point = street && locateHouse(street, '28');
    expect(point && isIn(point, zoneOf(1, 'green'))).toBe(true);
  });

  it('leaves the far northern villages out of zones (the operator clarifies) and the centres in the fastest zone', () => {
    const lvivCentre = shop.cities[0]?.center as LngLat;
    const kyivCentre = shop.cities[1]?.center as LngLat;
    expect(isIn(lvivCentre, zoneOf(1, 'green'))).toBe(true);
    expect(isIn(kyivCentre, zoneOf(2, 'red'))).toBe(true);
    // Гряда, north of Lviv beyond the forests
    expect(isIn([24.0425, 49.9365], zoneOf(1, 'blue'))).toBe(false);
  });
});

describe('demo shop: payments, banners, coupons', () => {
  it('allows online, card and cash in Lviv, and no card in Kyiv', () => {
    const allowed = (cityId: CityId) =>
      shop.paymentTypes.filter((p) => p.cityId === cityId && p.isAllowed).map((p) => p.name);
    expect(allowed(1)).toEqual(['online', 'card', 'cash']);
    expect(allowed(2)).toEqual(['online', 'cash']);
    expect(shop.paymentTypes.find((p) => p.cityId === 2 && p.name === 'card')?.isAllowed).toBe(false);
  });

  it('has 3 burger and 2 sushi banners in Lviv and 3 burger banners in Kyiv', () => {
    const count = (cityId: CityId, page: 'burgers' | 'sushi') =>
      shop.banners.filter((b) => b.cityId === cityId && b.page === page).length;
    expect([count(1, 'burgers'), count(1, 'sushi'), count(2, 'burgers'), count(2, 'sushi')]).toEqual([3, 2, 3, 0]);
    for (const banner of shop.banners) {
      expect(banner.images.uk).toMatch(/^banner-[a-z0-9-]+\.svg$/);
      expect(banner.images.en).toBe(banner.images.uk.replace(/\.svg$/, '.en.svg'));
      expect(banner.images.ru).toBe(banner.images.uk.replace(/\.svg$/, '.ru.svg'));
      // A link to a category of the banner's own page, as a shop path the staff screen accepts too.
      if (banner.link) expect(readBannerLink(banner.link)).toMatchObject({ ok: true, value: { kind: 'shop' } });
    }
  });

  it('has the three demo coupons', () => {
    const byCode = new Map(shop.coupons.map((c) => [c.code, c]));
    expect(byCode.get('BURGER10')).toMatchObject({ kind: 'percent', value: 10, actions: [] });
    expect(byCode.get('MINUS50')).toMatchObject({ kind: 'fixed', value: 50, minCart: 400, actions: [] });
    expect(byCode.get('GIFT')).toMatchObject({ kind: 'gift', value: 0 });
    expect(byCode.get('GIFT')?.actions).toHaveLength(1);
    expect(byCode.get('GIFT')?.actions[0]?.items).toHaveLength(3);
    for (const coupon of shop.coupons) expect([...coupon.cities].sort()).toEqual([1, 2]);
  });
});

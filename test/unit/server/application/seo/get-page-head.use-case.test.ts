import { describe, expect, it } from 'vitest';
import type { CityDto, MenuDto } from '../../../../../src/domain/shop-api/catalog.contract';
import { ok } from '../../../../../src/domain/shared/result';
import { FixedClock } from '../../../../../src/server/adapters/clock/fixed-clock.adapter';
import { I18nextPageTexts } from '../../../../../src/server/adapters/i18n/i18next-page-texts.adapter';
import { GetPageHeadUseCase } from '../../../../../src/server/application/seo/get-page-head.use-case';

const CITIES: CityDto[] = [
  {
    id: 1,
    slug: 'lviv',
    name: { uk: 'Львів', en: 'Lviv', ru: 'Львов' },
    region: 'Львівська область',
    phone: '+38 (032) 229 59 29',
    sushiEnabled: true,
    center: [24, 49.8],
  },
  {
    id: 2,
    slug: 'kyiv',
    name: { uk: 'Київ', en: 'Kyiv', ru: 'Киев' },
    region: 'Київська область',
    phone: '+38 (044) 359 29 59',
    sushiEnabled: false,
    center: [30.5, 50.4],
  },
];
const menuOf = (cityId: 1 | 2): MenuDto => ({ cityId, categories: [] });

/** The use case over counting fakes of the shop's read models: how often a page view reaches them. */
const setUp = () => {
  const reads = { cities: 0, menus: 0, stops: 0, pickupPoints: 0 };
  const clock = new FixedClock(new Date('2025-06-11T12:00:00+03:00'));
  const useCase = new GetPageHeadUseCase({
    cities: { list: async () => (reads.cities++, CITIES) },
    menus: { execute: async (cityId: number) => (reads.menus++, ok(menuOf(cityId === 2 ? 2 : 1))) },
    stops: { findStops: async () => (reads.stops++, { workingHours: [], disabledDeliveryTypes: [] }) },
    pickupPoints: { listPickupPoints: async () => (reads.pickupPoints++, []) },
    texts: new I18nextPageTexts(),
    clock,
    publicUrl: 'https://shop.example',
    maxAgeMs: 60_000,
  });
  return { useCase, reads, clock };
};

describe('GetPageHeadUseCase', () => {
  it('builds a page head once and answers the same object to every later view', async () => {
    const { useCase, reads } = setUp();
    const first = await useCase.execute('/en/kyiv/', '');
    expect(first).toMatchObject({
      lang: 'en',
      title: 'Burger delivery in Kyiv — Burger & Sushi',
      canonical: 'https://shop.example/en/kyiv/',
    });
    expect(first.ogImage).toBe('https://shop.example/logo.svg');
    for (let view = 0; view < 5; view += 1) expect(await useCase.execute('/en/kyiv/', '')).toBe(first);
    // '?lang=en' names the same page: the same head.
    expect(await useCase.execute('/kyiv/', '?lang=en')).toBe(first);
    expect(reads).toEqual({ cities: 1, menus: 1, stops: 1, pickupPoints: 1 });
  });

  it('gives every order status page of a language and city one head, which names no order and stays out of search', async () => {
    const { useCase, reads } = setUp();
    const first = await useCase.execute('/en/order/ABC123/', '');
    expect(first).toMatchObject({ lang: 'en', noindex: true, canonical: null, alternates: [] });
    expect(await useCase.execute('/en/order/ZZZ999/', '')).toBe(first);
    expect(await useCase.execute('/order/ABC123/', '')).not.toBe(first);
    expect(reads.menus).toBe(2);
  });

  it('builds afresh after invalidate(), after the maximum age and on a new Kyiv day', async () => {
    const { useCase, reads, clock } = setUp();
    const first = await useCase.execute('/', '');
    useCase.invalidate();
    const second = await useCase.execute('/', '');
    expect(second).not.toBe(first);
    expect(second).toEqual(first);
    clock.advanceBy(60_000);
    const third = await useCase.execute('/', '');
    expect(third).not.toBe(second);
    // 12:01 to 23:59 the same day: still the same head; after midnight, a new one.
    clock.set(new Date('2025-06-11T23:59:00+03:00'));
    const late = await useCase.execute('/', '');
    expect(await useCase.execute('/', '')).toBe(late);
    clock.advanceBy(2 * 60_000);
    expect(await useCase.execute('/', '')).not.toBe(late);
    expect(reads.menus).toBe(5);
  });

  it('answers one 404 head per language whatever unknown path is asked, and reads nothing for it', async () => {
    const { useCase, reads } = setUp();
    const first = await useCase.execute('/en/nope/', '');
    expect(first).toMatchObject({
      lang: 'en',
      title: 'Page not found — Burger & Sushi',
      noindex: true,
      canonical: null,
      structuredData: [],
    });
    expect(await useCase.execute('/en/something/else/', '')).toBe(first);
    expect((await useCase.execute('/nope/', '')).lang).toBe('uk');
    expect(reads).toEqual({ cities: 0, menus: 0, stops: 0, pickupPoints: 0 });
  });

  it('gives admin pages their language, the admin area’s name as a title until the page writes its own, and noindex', async () => {
    const { useCase } = setUp();
    const head = await useCase.execute('/ru/admin/burgers/', '');
    expect(head).toMatchObject({ lang: 'ru', title: 'Администрирование', noindex: true, structuredData: [] });
    expect(head).toMatchObject({ description: null, canonical: null, alternates: [] });
    expect(await useCase.execute('/ru/admin/', '')).toBe(head);
  });
});

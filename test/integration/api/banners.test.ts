import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../../src/domain/shared/locale';
import type { BannerSlideDto } from '../../../src/domain/shop-api/catalog.contract';
import type { BannerPictureRefDto, StaffBannerListDto } from '../../../src/domain/shop-api/staff-banners.contract';
import { databaseTargets } from '../support/database-targets';
import { useTestShop } from '../support/test-shop';
import { BAD_CITY_QUERIES, expectApiRefusal } from './support/api-expectations';

describe.each(databaseTargets())('GET /api/banners on $name PostgreSQL', (target) => {
  const shop = useTestShop(target);
  /** Changes one of Lviv's demo burger banners through the staff API, as the admin screen does. */
  const saveDemoBanner = async (
    image: string,
    change: {
      readonly active?: boolean;
      readonly localePictures?: Partial<Record<Locale, BannerPictureRefDto | null>>;
    },
  ): Promise<void> => {
    const headers = { authorization: `Bearer ${await shop().logIn()}` };
    const list = await shop().app.inject({ url: '/api/admin/banners?cityId=1&page=burgers', headers });
    const banner = (list.json() as StaffBannerListDto).banners.find(
      (each) => 'file' in each.picture.ref && each.picture.ref.file === image,
    );
    if (banner === undefined) throw new Error(`no demo banner ${image}`);
    const refs = Object.fromEntries(LOCALES.map((locale) => [locale, banner.localePictures[locale]?.ref ?? null]));
    const response = await shop().app.inject({
      method: 'PUT',
      url: `/api/admin/banners/${banner.id}`,
      headers,
      payload: {
        cityId: banner.cityId,
        page: banner.page,
        picture: banner.picture.ref,
        localePictures: { ...refs, ...change.localePictures },
        alt: banner.alt,
        link: banner.link,
        active: change.active ?? banner.active,
        showFrom: banner.showFrom,
        showUntil: banner.showUntil,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const slides = async (query: string): Promise<BannerSlideDto[]> => {
    const response = await shop().app.inject({ url: `/api/banners?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as BannerSlideDto[];
  };

  it("answers a page's slides of one city in order, with image links and alt texts", async () => {
    const lvivBurgers = await slides('isAvailable=1&page=burgers&cityId=1');
    expect(lvivBurgers.map((s) => s.link)).toEqual(['/#burgers', '/#combos', '/#burgers']);
    expect(lvivBurgers[0]).toEqual({
      id: expect.any(Number),
      image: 'banner-promise.svg',
      imgLink: '/api/uploads/banner-promise.svg',
      imgLinks: {
        uk: '/api/uploads/banner-promise.svg',
        en: '/api/uploads/banner-promise.en.svg',
        ru: '/api/uploads/banner-promise.ru.svg',
      },
      alt: {
        uk: 'Доставимо за 29 або 59 хвилин — або бургер у подарунок',
        en: 'Delivered in 29 or 59 minutes, or your burger is on us',
        ru: 'Доставим за 29 или 59 минут — или бургер в подарок',
      },
      link: '/#burgers',
    });
    expect((await slides('isAvailable=1&page=sushi&cityId=1')).map((s) => s.link)).toEqual([
      '/sushi/#sets',
      '/sushi/#rolls',
    ]);
    expect((await slides('isAvailable=1&page=burgers&cityId=2')).map((s) => s.link)).toEqual([
      '/#burgers',
      '/#combos',
      '/#menus',
    ]);
    expect(await slides('isAvailable=1&page=sushi&cityId=2')).toEqual([]);
  });

  it("serves every language's picture, and the main picture where a language has none of its own", async () => {
    const [promise] = await slides('isAvailable=1&page=burgers&cityId=1');
    for (const link of Object.values(promise?.imgLinks ?? {})) {
      const picture = await shop().app.inject({ url: link });
      expect(picture.statusCode, link).toBe(200);
      expect(picture.headers['content-type'], link).toContain('image/svg+xml');
    }
    // Staff take the English picture away (for good: a drawn file can only be kept, not named again).
    await saveDemoBanner('banner-promise.svg', { localePictures: { en: null } });
    expect((await slides('isAvailable=1&page=burgers&cityId=1'))[0]?.imgLinks).toEqual({
      uk: '/api/uploads/banner-promise.svg',
      en: '/api/uploads/banner-promise.svg',
      ru: '/api/uploads/banner-promise.ru.svg',
    });
  });

  it('leaves hidden slides out when asked for available ones, and lists only them with isAvailable=0', async () => {
    await saveDemoBanner('banner-combo.svg', { active: false });
    try {
      expect((await slides('isAvailable=1&page=burgers&cityId=1')).map((s) => s.image)).not.toContain(
        'banner-combo.svg',
      );
      expect((await slides('isAvailable=0&page=burgers&cityId=1')).map((s) => s.image)).toEqual(['banner-combo.svg']);
      expect(await slides('page=burgers&cityId=1')).toHaveLength(3);
    } finally {
      await saveDemoBanner('banner-combo.svg', { active: true });
    }
  });

  it.each(BAD_CITY_QUERIES)('refuses cityId %s with %i', async (_label, query, status) => {
    await expectApiRefusal(
      shop().app,
      { url: `/api/banners?page=burgers&isAvailable=1${query === '' ? '' : `&${query}`}` },
      status,
    );
  });

  it.each([
    ['cityId=1', "The query string is missing the field 'page'."],
    ['cityId=1&page=pizza', "'page' in the query string must be one of: burgers, sushi."],
    ['cityId=1&page=', "'page' in the query string must be one of: burgers, sushi."],
    ['cityId=1&page=burgers&isAvailable=yes', "'isAvailable' in the query string must be a whole number."],
    ['cityId=1&page=burgers&isAvailable=2', "'isAvailable' in the query string must be one of: 0, 1."],
  ])('refuses %s with a message', async (query, message) => {
    expect(await expectApiRefusal(shop().app, { url: `/api/banners?${query}` }, 400)).toEqual({
      error: 'bad-request',
      message,
    });
  });
});

import { describe, expect, it } from 'vitest';
import type { CityId } from '../../../../../src/domain/city/city';
import type { ContentPageSlug } from '../../../../../src/domain/content/content-page';
import type { ContentText } from '../../../../../src/domain/content/content-text.rule';
import type { ContentVersionKey } from '../../../../../src/domain/content/content-version.rule';
import type { Locale } from '../../../../../src/domain/shared/locale';
import type { CityDto } from '../../../../../src/domain/shop-api/catalog.contract';
import { GetContentPageUseCase } from '../../../../../src/server/application/content/get-content-page.use-case';
import {
  PreviewContentUseCase,
  RemoveStaffContentUseCase,
  SaveStaffContentUseCase,
} from '../../../../../src/server/application/content/staff-content.use-cases';
import type {
  ContentChangeContext,
  ContentTextRecord,
  ContentTextsWritePort,
} from '../../../../../src/server/application/ports/content-texts.port';

const AT = new Date('2025-06-11T09:00:00Z');
const BY = { id: 1, login: 'olena' };
const CITIES = [
  { id: 1, phone: '+38 (032) 229 59 29' },
  { id: 2, phone: '+38 (044) 359 29 59' },
] as unknown as CityDto[];

/** Renders nothing but shows what it was given, so the tests see which text was chosen. */
const echo = { toHtml: (markdown: string) => `<p>${markdown}</p>` };
const cities = { find: async (id: number) => CITIES.find((city) => city.id === id) ?? null };

class InMemoryTexts implements ContentTextsWritePort {
  readonly changes: string[] = [];
  constructor(private versions: ContentTextRecord[]) {}

  async listVersions(slug: ContentPageSlug): Promise<readonly ContentTextRecord[] | null> {
    return slug === 'vacancies' ? null : this.versions;
  }

  async save(slug: ContentPageSlug, version: ContentVersionKey & ContentText, context: ContentChangeContext) {
    if (slug === 'vacancies') return 'unknown-page' as const;
    this.versions = [
      ...this.versions.filter((v) => v.cityId !== version.cityId || v.locale !== version.locale),
      { ...version, updatedAt: context.at, updatedBy: context.by.login },
    ];
    this.changes.push(`save ${version.cityId} ${version.locale} by ${context.by.login}`);
    return 'saved' as const;
  }

  async removeCityVersion(_slug: ContentPageSlug, key: { cityId: CityId; locale: Locale }) {
    const before = this.versions.length;
    this.versions = this.versions.filter((v) => v.cityId !== key.cityId || v.locale !== key.locale);
    return this.versions.length < before ? ('removed' as const) : ('not-found' as const);
  }
}

const text = (cityId: CityId | null, locale: Locale, title: string, body = `${title} body`): ContentTextRecord => ({
  cityId,
  locale,
  title,
  body,
  updatedAt: AT,
  updatedBy: null,
});

describe('the information pages customers read (architecture/admin-content.md)', () => {
  const setUp = () => {
    const texts = new InMemoryTexts([
      text(null, 'uk', 'Доставка', 'Дзвоніть {phone}'),
      text(null, 'en', 'Delivery'),
      text(2, 'en', 'Delivery in Kyiv', 'Call {phone}'),
    ]);
    let invalidations = 0;
    const getPage = new GetContentPageUseCase({
      texts,
      renderer: echo,
      cities,
      clock: { now: () => AT },
      maxAgeMs: 60_000,
    });
    const deps = {
      texts,
      clock: { now: () => AT },
      contentChanged: () => ((invalidations += 1), getPage.invalidate()),
    };
    return { texts, getPage, deps, invalidations: () => invalidations };
  };

  it("answers each language's version for the city, its phone filled in, rendered", async () => {
    const { getPage } = setUp();
    const kyiv = await getPage.execute({ slug: 'delivery', cityId: 2 });
    expect(kyiv.ok && kyiv.value.translation).toEqual({
      uk: { title: 'Доставка', html: '<p>Дзвоніть +38 (044) 359 29 59</p>' },
      en: { title: 'Delivery in Kyiv', html: '<p>Call +38 (044) 359 29 59</p>' },
      ru: { title: 'Доставка', html: '<p>Дзвоніть +38 (044) 359 29 59</p>' },
    });
    const lviv = await getPage.execute({ slug: 'delivery', cityId: 1 });
    expect(lviv.ok && lviv.value.translation.en.title).toBe('Delivery');
  });

  it('refuses an unknown city or page', async () => {
    const { getPage } = setUp();
    expect(await getPage.execute({ slug: 'delivery', cityId: 9 })).toMatchObject({ ok: false, reason: 'unknown-city' });
    expect(await getPage.execute({ slug: 'home', cityId: 1 })).toMatchObject({ ok: false, reason: 'unknown-page' });
    expect(await getPage.execute({ slug: 'vacancies', cityId: 1 })).toMatchObject({
      ok: false,
      reason: 'unknown-page',
    });
  });

  it('renders a page once and keeps it until staff change a text', async () => {
    const { getPage, deps } = setUp();
    const first = await getPage.execute({ slug: 'delivery', cityId: 1 });
    expect(await getPage.execute({ slug: 'delivery', cityId: 1 })).toEqual(first);
    const save = new SaveStaffContentUseCase(deps);
    await save.execute({
      slug: 'delivery',
      version: { cityId: null, locale: 'en', title: 'Shipping', body: '' },
      by: BY,
    });
    const after = await getPage.execute({ slug: 'delivery', cityId: 1 });
    expect(after.ok && after.value.translation.en.title).toBe('Shipping');
  });

  it('saves a checked text (trimmed) by whom and when, and drops the rendered pages', async () => {
    const { texts, deps, invalidations } = setUp();
    const result = await new SaveStaffContentUseCase(deps).execute({
      slug: 'delivery',
      version: { cityId: 1, locale: 'ru', title: '  Доставка во Львове ', body: 'Текст\n\n' },
      by: BY,
    });
    expect(result.ok && result.value.versions.find((v) => v.cityId === 1)).toEqual({
      cityId: 1,
      locale: 'ru',
      title: 'Доставка во Львове',
      body: 'Текст',
      updatedAt: AT.toISOString(),
      updatedBy: 'olena',
    });
    expect(texts.changes).toEqual(['save 1 ru by olena']);
    expect(invalidations()).toBe(1);
  });

  it('refuses a text the rule refuses, naming every field, and writes nothing', async () => {
    const { texts, deps, invalidations } = setUp();
    const result = await new SaveStaffContentUseCase(deps).execute({
      slug: 'delivery',
      version: { cityId: null, locale: 'en', title: '', body: 'x'.repeat(50_001) },
      by: BY,
    });
    expect(result).toMatchObject({
      ok: false,
      reason: 'invalid-content',
      details: { problems: ['title required', 'body too-long'] },
    });
    expect(texts.changes).toEqual([]);
    expect(invalidations()).toBe(0);
  });

  it("removes a city's own text, and says so when there is none", async () => {
    const { deps, invalidations } = setUp();
    const remove = new RemoveStaffContentUseCase(deps);
    const removed = await remove.execute({ slug: 'delivery', cityId: 2, locale: 'en', by: BY });
    expect(removed.ok && removed.value.versions.some((v) => v.cityId === 2)).toBe(false);
    expect(invalidations()).toBe(1);
    expect(await remove.execute({ slug: 'delivery', cityId: 2, locale: 'en', by: BY })).toMatchObject({
      ok: false,
      reason: 'version-not-found',
    });
    expect(await remove.execute({ slug: 'vacancies', cityId: 2, locale: 'en', by: BY })).toMatchObject({
      ok: false,
      reason: 'unknown-page',
    });
  });

  it("previews with the chosen city's phone, the default city's for the shop-wide text", async () => {
    const preview = new PreviewContentUseCase({ renderer: echo, cities });
    expect(await preview.execute({ body: '{phone}', cityId: 2 })).toEqual({
      ok: true,
      value: { html: '<p>+38 (044) 359 29 59</p>' },
    });
    expect(await preview.execute({ body: '{phone}', cityId: null })).toEqual({
      ok: true,
      value: { html: '<p>+38 (032) 229 59 29</p>' },
    });
    expect(await preview.execute({ body: 'x'.repeat(50_001), cityId: null })).toMatchObject({
      ok: false,
      details: { problems: ['body too-long'] },
    });
  });
});

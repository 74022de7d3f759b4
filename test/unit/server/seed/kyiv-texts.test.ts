import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentHeadOf } from '../../../../src/domain/routing/document-head';
import { headTextsOf, type TranslateText } from '../../../../src/domain/routing/head-texts';
import type { FixedPageName } from '../../../../src/domain/routing/page-name';
import type { FixedPageRoute } from '../../../../src/domain/routing/shop-route';
import { LOCALES, type Locale } from '../../../../src/domain/shared/locale';
import { demoShop } from '../../../../src/server/adapters/database/seed/demo-shop';
import { SEED_PICTURES_DIR } from '../../../../src/server/adapters/database/seed/seed-pictures';

/*
 * Kyiv cooks no sushi and has only the red (59 minutes) and blue (89 minutes) delivery zones: what
 * the demo shop says to Kyiv's customers must promise neither rolls nor 29 minutes.
 */
const KYIV = 2;
const kyiv = demoShop.cities.find((city) => city.id === KYIV);
// The shop's name carries "Sushi" in every city; it is a name, not a promise.
const BRAND = /Burger (&|&amp;) Sushi/gi;
const PROMISES_KYIV_LACKS = /(?<!\d)29(?!\d)|(?<!\p{L})(sushi|суш|суші|роли|ролл|рол\b|roll)/iu;

const problemOf = (text: string): string | null => PROMISES_KYIV_LACKS.exec(text.replace(BRAND, ''))?.[0] ?? null;

const LOCALE_FILES = join(import.meta.dirname, '../../../../locales');
const translatorFor = (locale: Locale): TranslateText => {
  const namespaces = new Map<string, unknown>();
  return (key, params = {}) => {
    const [namespace = '', path = ''] = key.split(':');
    if (!namespaces.has(namespace))
      namespaces.set(namespace, JSON.parse(readFileSync(join(LOCALE_FILES, locale, `${namespace}.json`), 'utf8')));
    const found = path
      .split('.')
      .reduce<unknown>(
        (node, part) => (node as Record<string, unknown> | undefined)?.[part],
        namespaces.get(namespace),
      );
    if (typeof found !== 'string') throw new Error(`No translation ${key} in ${locale}`);
    return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
  };
};

describe('what the demo shop tells Kyiv', () => {
  it('is a city without sushi', () => {
    expect(kyiv?.sushiEnabled).toBe(false);
  });

  it('promises neither 29 minutes nor sushi on its banners, in their texts or their pictures', () => {
    const banners = demoShop.banners.filter((banner) => banner.cityId === KYIV);
    expect(banners.length).toBeGreaterThan(0);
    for (const banner of banners)
      for (const locale of LOCALES) {
        expect(problemOf(banner.alt[locale]), `${banner.images.uk} alt ${locale}`).toBeNull();
        const drawn = readFileSync(join(SEED_PICTURES_DIR, banner.images[locale]), 'utf8').replace(/<[^>]*>/g, ' ');
        expect(problemOf(drawn), `${banner.images[locale]}`).toBeNull();
      }
  });

  it('promises neither on its information pages, in any language', () => {
    for (const page of demoShop.contentPages) {
      const text = page.byCity?.[KYIV] ?? page.translation;
      for (const locale of LOCALES)
        for (const part of [text[locale].title, ...text[locale].paragraphs])
          expect(problemOf(part), `${page.slug} ${locale}: ${part}`).toBeNull();
    }
  });

  it('tells Kyiv its own zones and times on the delivery page', () => {
    const delivery = demoShop.contentPages.find((page) => page.slug === 'delivery')?.byCity?.[KYIV];
    for (const locale of LOCALES) {
      const text = delivery?.[locale].paragraphs.join(' ') ?? '';
      for (const fact of ['59', '89', '250 ₴', '500 ₴', '{phone}']) expect(text, `${locale}: ${fact}`).toContain(fact);
    }
  });

  it('promises neither in the titles and descriptions of its pages', () => {
    const pages: readonly FixedPageName[] = ['home', 'about', 'delivery', 'public-offer', 'vacancies'];
    for (const locale of LOCALES)
      for (const page of pages) {
        const head = documentHeadOf({ page, locale, city: 'kyiv' } satisfies FixedPageRoute, {
          city: 'kyiv',
          locale,
          origin: 'https://shop.example',
          sushiEnabled: false,
        });
        const { title, description } = headTextsOf(head, 'Daily 10:30 - 22:30', translatorFor(locale));
        expect(problemOf(`${title} ${description ?? ''}`), `${page} ${locale}: ${title} / ${description}`).toBeNull();
      }
  });

  it('would notice such a promise', () => {
    expect(problemOf('Доставимо за 29 хвилин')).toBe('29');
    expect(problemOf('Sushi sets for sharing')).toBe('Sushi');
    expect(problemOf('Роли та сети')).not.toBeNull();
    expect(problemOf('Rolls in 59 minutes')).toBe('Roll');
    expect(problemOf('Роллы за 59 минут')).not.toBeNull();
    expect(
      problemOf('Burger & Sushi, Kyiv: 59 or 89 minutes, +38 (044) 359 29 59'.replace(/\d{3} 29 59/, '')),
    ).toBeNull();
  });
});

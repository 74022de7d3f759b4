import { describe, expect, it } from 'vitest';
import { I18nextPageTexts } from '../../../../src/server/adapters/i18n/i18next-page-texts.adapter';
import { CITY_SLUGS } from '../../../../src/domain/city/city';
import { documentHeadOf } from '../../../../src/domain/routing/document-head';
import { headTextsOf } from '../../../../src/domain/routing/head-texts';
import { HEAD_TEXT_PAGES } from '../../../../src/domain/seo/page-head-text.rule';
import { LOCALES } from '../../../../src/domain/shared/locale';

/*
 * The app's own titles and descriptions promise nothing a city does not sell: Kyiv has no sushi
 * (its sushi page only redirects) and its own delivery zone, so no default names sushi, rolls or
 * sets there, and no default anywhere names minutes, which differ by city and zone.
 */

const texts = new I18nextPageTexts();
// The brand's name is the only sushi word a city without sushi may carry.
const BRAND = 'Burger & Sushi';
const SUSHI_WORDS = /суші|суши|sushi|рол|roll|сет|\bset/i;
const MINUTES = /\d+\s*(хвилин|минут|min)/i;

const defaultsOf = (city: (typeof CITY_SLUGS)[number], page: string, sushiEnabled: boolean) =>
  LOCALES.map((locale) => {
    const head = documentHeadOf(
      page === 'order' ? { page: 'order', orderCode: 'ABC', locale, city } : { page: page as 'home', locale, city },
      { city, locale, origin: '', sushiEnabled },
    );
    const { title, description } = headTextsOf(head, 'Daily 10:30 - 22:30', texts.translator(locale));
    return { locale, text: `${title} ${description ?? ''}` };
  });

describe('default page titles and descriptions', () => {
  const kyivPages = [...HEAD_TEXT_PAGES.filter((page) => page !== 'sushi'), 'checkout', 'order'];

  it.each(kyivPages)('Kyiv without sushi: the %s page names no sushi, rolls or sets', (page) => {
    for (const { locale, text } of defaultsOf('kyiv', page, false))
      expect(text.replaceAll(BRAND, ''), `${locale}: ${text}`).not.toMatch(SUSHI_WORDS);
  });

  it.each(CITY_SLUGS)('%s: no page promises a number of minutes', (city) => {
    for (const page of [...HEAD_TEXT_PAGES, 'checkout', 'order'])
      for (const sushiEnabled of [true, false])
        for (const { locale, text } of defaultsOf(city, page, sushiEnabled))
          expect(text, `${page} ${locale}`).not.toMatch(MINUTES);
  });

  it('a city with sushi says so on its home page', () => {
    expect(defaultsOf('lviv', 'home', true).find((each) => each.locale === 'en')?.text).toContain('sushi');
  });
});

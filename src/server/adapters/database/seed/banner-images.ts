import { DEFAULT_LOCALE, LOCALES, type Locale, type Translated } from '../../../../domain/shared/locale';

/**
 * A demo banner's picture carries its headline as text, so each language has its own file:
 * `banner-promise.svg` in the shop's main language (Ukrainian, also the fallback), and
 * `banner-promise.en.svg` and `banner-promise.ru.svg`. The seed names them; npm run seed:art draws them into pictures/.
 */
export const bannerImageFile = (name: string, locale: Locale): string =>
  locale === DEFAULT_LOCALE ? `${name}.svg` : `${name}.${locale}.svg`;

export const bannerImages = (name: string): Translated =>
  Object.fromEntries(LOCALES.map((locale) => [locale, bannerImageFile(name, locale)])) as Translated;

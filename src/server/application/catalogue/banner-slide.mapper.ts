import { bannerPictureFor } from '../../../domain/banner/banner-picture.rule';
import { DEFAULT_LOCALE, LOCALES, type Locale, type Translated } from '../../../domain/shared/locale';
import type { BannerSlideDto } from '../../../domain/shop-api/catalog.contract';
import { photoLinkOf, type ProductPhotoDto } from '../../../domain/shop-api/product-photo.contract';
import { uploadLinkOf } from '../../../domain/shop-api/upload-link';
import type { StoredBanner, StoredBannerPicture } from '../ports/banner-record.types';
import { productPhotoDtoOf } from './stored-photo.mapper';

/** The demo's drawn banners are 1200×400 files; uploads carry their own sizes. */
export const FILE_BANNER_SIZE = { width: 1200, height: 400 } as const;

/** The file the picture is served as: the file itself, or the upload's widest WebP. */
export const bannerFileNameOf = (picture: StoredBannerPicture): string =>
  'file' in picture.ref ? picture.ref.file : (picture.variants?.webp.at(-1)?.name ?? '');

export const bannerLinkOf = (picture: StoredBannerPicture): string =>
  'file' in picture.ref ? uploadLinkOf(picture.ref.file) : photoLinkOf(bannerFileNameOf(picture));

/** A language's picture: its own where the banner has one, else the main picture. */
export const bannerPictureOf = (banner: StoredBanner, locale: Locale): StoredBannerPicture =>
  bannerPictureFor(banner.picture, banner.localePictures, locale);

/** Every language's alt text; a language staff left empty reads the Ukrainian one. */
export const bannerAltOf = (banner: StoredBanner): Translated => {
  const base = banner.alt[DEFAULT_LOCALE] ?? LOCALES.map((locale) => banner.alt[locale]).find(Boolean) ?? '';
  return Object.fromEntries(LOCALES.map((locale) => [locale, banner.alt[locale] ?? base])) as Translated;
};

/** GET /api/banners: a slide as the storefront draws it, each language's picture already chosen. */
export const bannerSlideDtoOf = (banner: StoredBanner): BannerSlideDto => {
  const pictures: Partial<Record<Locale, ProductPhotoDto>> = {};
  for (const locale of LOCALES) {
    const variants = bannerPictureOf(banner, locale).variants;
    if (variants !== null) pictures[locale] = productPhotoDtoOf(variants);
  }
  return {
    id: banner.id,
    image: bannerFileNameOf(banner.picture),
    imgLink: bannerLinkOf(banner.picture),
    imgLinks: Object.fromEntries(
      LOCALES.map((locale) => [locale, bannerLinkOf(bannerPictureOf(banner, locale))]),
    ) as Translated,
    ...(Object.keys(pictures).length === 0 ? {} : { pictures }),
    alt: bannerAltOf(banner),
    ...(banner.link === null ? {} : { link: banner.link }),
  };
};

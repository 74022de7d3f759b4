import { isBannerShownAt } from '../../../domain/banner/banner-window.rule';
import { formatKyivLocalDateTime } from '../../../domain/shared/kyiv-local-date-time';
import { LOCALES, type Locale, type Translated } from '../../../domain/shared/locale';
import type { StaffBannerDto, StaffBannerPictureDto } from '../../../domain/shop-api/staff-banners.contract';
import { FILE_BANNER_SIZE, bannerLinkOf } from '../catalogue/banner-slide.mapper';
import { productPhotoDtoOf } from '../catalogue/stored-photo.mapper';
import type { StoredBanner, StoredBannerPicture } from '../ports/banner-record.types';

export const staffBannerPictureDtoOf = (picture: StoredBannerPicture): StaffBannerPictureDto => {
  const widest = picture.variants?.webp.at(-1);
  return {
    ref: picture.ref,
    photo: picture.variants === null ? null : productPhotoDtoOf(picture.variants),
    url: bannerLinkOf(picture),
    width: widest?.width ?? FILE_BANNER_SIZE.width,
    height: widest?.height ?? FILE_BANNER_SIZE.height,
  };
};

/** A banner as staff see it, and whether customers see it at `nowMs`. */
export const staffBannerDtoOf = (banner: StoredBanner, nowMs: number): StaffBannerDto => {
  return {
    id: banner.id,
    cityId: banner.cityId,
    page: banner.page,
    position: banner.position + 1,
    picture: staffBannerPictureDtoOf(banner.picture),
    localePictures: Object.fromEntries(
      LOCALES.map((locale) => {
        const own = banner.localePictures[locale];
        return [locale, own === null ? null : staffBannerPictureDtoOf(own)];
      }),
    ) as Record<Locale, StaffBannerPictureDto | null>,
    // What staff wrote: a language left empty stays empty in the form (customers read Ukrainian).
    alt: Object.fromEntries(LOCALES.map((locale) => [locale, banner.alt[locale] ?? ''])) as Translated,
    link: banner.link,
    active: banner.active,
    showFrom: banner.showFromMs === null ? null : formatKyivLocalDateTime(banner.showFromMs),
    showUntil: banner.showUntilMs === null ? null : formatKyivLocalDateTime(banner.showUntilMs),
    shownNow: isBannerShownAt(banner, nowMs),
  };
};

/** What the change log keeps of a banner: its fields, pictures by reference. */
export const auditedBanner = (banner: StoredBanner): Record<string, unknown> => ({
  cityId: banner.cityId,
  page: banner.page,
  place: banner.position + 1,
  picture: banner.picture.ref,
  localePictures: Object.fromEntries(LOCALES.map((locale) => [locale, banner.localePictures[locale]?.ref ?? null])),
  alt: banner.alt,
  link: banner.link,
  active: banner.active,
  showFrom: banner.showFromMs === null ? null : formatKyivLocalDateTime(banner.showFromMs),
  showUntil: banner.showUntilMs === null ? null : formatKyivLocalDateTime(banner.showUntilMs),
});

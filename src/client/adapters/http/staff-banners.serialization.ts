import { isCityId } from '../../../domain/city/city';
import { LOCALES, type Locale, type Translated } from '../../../domain/shared/locale';
import type {
  BannerPictureRefDto,
  StaffBannerDto,
  StaffBannerPictureDto,
} from '../../../domain/shop-api/staff-banners.contract';
import { readProductPhoto } from './product-photo.serialization';

/*
 * Shape checks at the edge of the banner calls: a banner that is not what the contract promises
 * is left out of a list (and logged by the adapter), rather than blanking the whole screen.
 */

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isString = (value: unknown): value is string => typeof value === 'string';
const isSize = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;
const isTimeOrNull = (value: unknown): value is string | null => value === null || isString(value);

const readRef = (value: unknown): BannerPictureRefDto | null => {
  if (!isObject(value)) return null;
  if (isSize(value.uploadId)) return { uploadId: value.uploadId };
  return isString(value.file) && value.file !== '' ? { file: value.file } : null;
};

/** A picture's reference, sizes and preview address; null when unreadable. */
export const readStaffBannerPicture = (value: unknown): StaffBannerPictureDto | null => {
  if (!isObject(value)) return null;
  const ref = readRef(value.ref);
  // Only the shop's own addresses are shown.
  if (ref === null || !isString(value.url) || !value.url.startsWith('/api/')) return null;
  if (!isSize(value.width) || !isSize(value.height)) return null;
  return { ref, photo: readProductPhoto(value.photo), url: value.url, width: value.width, height: value.height };
};

const readAlt = (value: unknown): Translated | null =>
  isObject(value) && LOCALES.every((locale) => isString(value[locale])) ? (value as Translated) : null;

export const readStaffBanner = (value: unknown): StaffBannerDto | null => {
  if (!isObject(value) || !isSize(value.id) || !isCityId(value.cityId)) return null;
  if (value.page !== 'burgers' && value.page !== 'sushi') return null;
  const picture = readStaffBannerPicture(value.picture);
  const alt = readAlt(value.alt);
  const locales = isObject(value.localePictures) ? value.localePictures : {};
  if (picture === null || alt === null || !isSize(value.position) || typeof value.active !== 'boolean') return null;
  if (!isTimeOrNull(value.showFrom) || !isTimeOrNull(value.showUntil)) return null;
  if (value.link !== null && !isString(value.link)) return null;
  return {
    id: value.id,
    cityId: value.cityId,
    page: value.page,
    position: value.position,
    picture,
    localePictures: Object.fromEntries(
      LOCALES.map((locale) => [locale, readStaffBannerPicture(locales[locale])]),
    ) as Record<Locale, StaffBannerPictureDto | null>,
    alt,
    link: value.link,
    active: value.active,
    showFrom: value.showFrom,
    showUntil: value.showUntil,
    shownNow: value.shownNow === true,
  };
};

/** The banners of a list answer; null when the answer is not a list at all. */
export const readStaffBannerList = (
  value: unknown,
): { readonly banners: readonly StaffBannerDto[]; readonly dropped: number } | null => {
  if (!isObject(value) || !Array.isArray(value.banners)) return null;
  const banners = value.banners.map(readStaffBanner).filter((banner) => banner !== null);
  return { banners, dropped: value.banners.length - banners.length };
};

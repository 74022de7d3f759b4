import type { MenuPage } from '../../domain/cart/category';
import type { CityId } from '../../domain/city/city';
import { LOCALES, type Locale, type Translated } from '../../domain/shared/locale';
import type {
  BannerPictureRefDto,
  StaffBannerDto,
  StaffBannerInputDto,
  StaffBannerPictureDto,
} from '../../domain/shop-api/staff-banners.contract';

/** The banner form as staff fill it: pictures as uploaded (with their previews), texts as typed. */
export interface StaffBannerDraft {
  /** null: a new banner. */
  readonly id: number | null;
  readonly cityId: CityId;
  readonly page: MenuPage;
  readonly picture: StaffBannerPictureDto | null;
  readonly localePictures: Readonly<Record<Locale, StaffBannerPictureDto | null>>;
  readonly alt: Translated;
  readonly link: string;
  readonly active: boolean;
  /** 'YYYY-MM-DDTHH:mm' (datetime-local, Kyiv time) or '' for none. */
  readonly showFrom: string;
  readonly showUntil: string;
}

/** Where a picture goes in the form: the main one or a language's own. */
export type BannerPictureSlot = 'picture' | Locale;

const noLocalePictures = (): Record<Locale, StaffBannerPictureDto | null> => ({ uk: null, en: null, ru: null });

export const emptyBannerDraft = (cityId: CityId, page: MenuPage): StaffBannerDraft => ({
  id: null,
  cityId,
  page,
  picture: null,
  localePictures: noLocalePictures(),
  alt: { uk: '', en: '', ru: '' },
  link: '',
  active: true,
  showFrom: '',
  showUntil: '',
});

export const draftOfBanner = (banner: StaffBannerDto): StaffBannerDraft => ({
  id: banner.id,
  cityId: banner.cityId,
  page: banner.page,
  picture: banner.picture,
  localePictures: { ...banner.localePictures },
  alt: { ...banner.alt },
  link: banner.link ?? '',
  active: banner.active,
  showFrom: banner.showFrom ?? '',
  showUntil: banner.showUntil ?? '',
});

const refOf = (picture: StaffBannerPictureDto | null): BannerPictureRefDto | null => picture?.ref ?? null;
const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** The draft in the API's shape. */
export const bannerInputOf = (draft: StaffBannerDraft): StaffBannerInputDto => ({
  cityId: draft.cityId,
  page: draft.page,
  picture: refOf(draft.picture),
  localePictures: Object.fromEntries(LOCALES.map((locale) => [locale, refOf(draft.localePictures[locale])])) as Record<
    Locale,
    BannerPictureRefDto | null
  >,
  alt: draft.alt,
  link: orNull(draft.link),
  active: draft.active,
  showFrom: orNull(draft.showFrom),
  showUntil: orNull(draft.showUntil),
});

/** Shapes of the staff's banner calls (admin area: /admin/banners/…), shared by the browser adapter and the server routes. */
import type { MenuPage } from '../cart/category';
import type { CityId } from '../city/city';
import type { Locale, Translated } from '../shared/locale';
import type { ProductPhotoDto } from './product-photo.contract';

/**
 * A picture a banner shows: one staff uploaded (POST /api/admin/banners/pictures answers its
 * uploadId), or a file the banner already had (the demo's drawn banners, served from /api/uploads/).
 */
export type BannerPictureRefDto = { readonly uploadId: number } | { readonly file: string };

/** A banner picture as staff see it. */
export interface StaffBannerPictureDto {
  readonly ref: BannerPictureRefDto;
  /** The upload's sizes (WebP, and AVIF where smaller); null for a file. */
  readonly photo: ProductPhotoDto | null;
  /** Its widest file, for a preview. */
  readonly url: string;
  readonly width: number;
  readonly height: number;
}

/**
 * What staff send to add (POST /api/admin/banners) or change (PUT /api/admin/banners/{id}) a
 * banner. Times are Kyiv wall time 'YYYY-MM-DDTHH:mm' (a datetime-local field), showUntil excluded.
 */
export interface StaffBannerInputDto {
  /** The one city whose page shows it. */
  readonly cityId: CityId;
  /** The page it shows on: the burger home page or the sushi page. */
  readonly page: MenuPage;
  /** The main picture, shown in every language without its own; required. */
  readonly picture: BannerPictureRefDto | null;
  /** A language's own picture (its headline in that language); null: the main picture. */
  readonly localePictures: Readonly<Record<Locale, BannerPictureRefDto | null>>;
  /** What the picture says, for people who cannot see it: Ukrainian required, the others fall back to it. */
  readonly alt: Translated;
  /** A shop path ('/sushi/#sets') or an https address; null or '' for none. */
  readonly link: string | null;
  readonly active: boolean;
  readonly showFrom: string | null;
  readonly showUntil: string | null;
}

/** A banner as staff see it. */
export interface StaffBannerDto {
  readonly id: number;
  readonly cityId: CityId;
  readonly page: MenuPage;
  /** 1 = first on the page. */
  readonly position: number;
  readonly picture: StaffBannerPictureDto;
  readonly localePictures: Readonly<Record<Locale, StaffBannerPictureDto | null>>;
  readonly alt: Translated;
  readonly link: string | null;
  readonly active: boolean;
  readonly showFrom: string | null;
  readonly showUntil: string | null;
  /** On, and inside its window at the server's time of the answer: customers see it. */
  readonly shownNow: boolean;
}

/** GET /api/admin/banners?cityId&page, and the answer of a move: one page's banners of one city, in order. */
export interface StaffBannerListDto {
  readonly banners: readonly StaffBannerDto[];
}

/** POST /api/admin/banners/{id}/move: a step up or down, or a position (1 = first). */
export type StaffBannerMoveDto = { readonly move: 'up' | 'down' } | { readonly position: number };

/**
 * The fields a banner can be refused for; a 400 answer names one in `field` (and in its message),
 * so the form shows the refusal next to it.
 */
export const STAFF_BANNER_FIELDS = [
  'cityId',
  'page',
  'picture',
  'localePictures.uk',
  'localePictures.en',
  'localePictures.ru',
  'alt.uk',
  'alt.en',
  'alt.ru',
  'link',
  'showFrom',
  'showUntil',
] as const;
export type StaffBannerField = (typeof STAFF_BANNER_FIELDS)[number];

export interface StaffBannerRefusalDto {
  readonly error: string;
  readonly message: string;
  readonly field?: StaffBannerField;
}

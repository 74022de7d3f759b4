import type { MenuPage } from '../../../domain/cart/category';
import type { CityId } from '../../../domain/city/city';
import type { Locale } from '../../../domain/shared/locale';
import type { BannerPictureRefDto } from '../../../domain/shop-api/staff-banners.contract';
import type { StoredPhotoVariants } from './stored-photo.types';

/** A picture a banner shows, as stored: an upload with its sizes, or a file (variants null). */
export interface StoredBannerPicture {
  readonly ref: BannerPictureRefDto;
  readonly variants: StoredPhotoVariants | null;
}

/** A banner as stored (architecture/admin-banners.md): what the storefront and the staff screen are built from. */
export interface StoredBanner {
  readonly id: number;
  readonly cityId: CityId;
  readonly page: MenuPage;
  /** 0 = first on its page. */
  readonly position: number;
  readonly picture: StoredBannerPicture;
  readonly localePictures: Readonly<Record<Locale, StoredBannerPicture | null>>;
  /** Only the languages staff wrote. */
  readonly alt: Readonly<Partial<Record<Locale, string>>>;
  readonly link: string | null;
  readonly active: boolean;
  readonly showFromMs: number | null;
  readonly showUntilMs: number | null;
}

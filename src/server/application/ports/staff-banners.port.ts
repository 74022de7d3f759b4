import type { BannerPlacement } from '../../../domain/banner/banner-order.rule';
import type { CheckedStaffBanner } from '../../../domain/banner/staff-banner.rule';
import type { MenuPage } from '../../../domain/cart/category';
import type { CityId } from '../../../domain/city/city';
import type { StaffBannerField } from '../../../domain/shop-api/staff-banners.contract';
import type { AdminIdentity } from './admin-repository.port';
import type { StoredBanner, StoredBannerPicture } from './banner-record.types';
import type { ProcessedPhoto } from './product-photos.port';

/** Who changes the banners and when; every change is logged under this. */
export interface StaffBannerChangeContext {
  readonly by: AdminIdentity;
  readonly at: Date;
}

export type StaffBannerWriteOutcome =
  | { readonly kind: 'saved'; readonly banner: StoredBanner; readonly before: StoredBanner | null }
  | { readonly kind: 'not-found' }
  /** A picture the banner names is neither an upload the shop has nor a file the banner already shows. */
  | { readonly kind: 'unknown-picture'; readonly field: StaffBannerField };

/** Where one page's banners of one city now stand (for the answer and the invalidation). */
export interface StaffBannerPlace {
  readonly cityId: CityId;
  readonly page: MenuPage;
}

/**
 * The banners as staff manage them (architecture/admin-banners.md). Each write is one transaction
 * with its line in the admin change log; a page's banners are locked in one order while their
 * positions change, so two staff editing one page take turns.
 */
export interface StaffBannersPort {
  list(cityId: CityId, page: MenuPage): Promise<readonly StoredBanner[]>;
  /** Adds it last on its page. */
  create(banner: CheckedStaffBanner, context: StaffBannerChangeContext): Promise<StaffBannerWriteOutcome>;
  /** Changes every field; moved to another city or page, it goes last there. */
  update(id: number, banner: CheckedStaffBanner, context: StaffBannerChangeContext): Promise<StaffBannerWriteOutcome>;
  /** Deletes it; the ones after it move up. null when there is no such banner. */
  remove(id: number, context: StaffBannerChangeContext): Promise<StoredBanner | null>;
  /** Moves it within its page; null when there is no such banner. */
  place(id: number, placement: BannerPlacement, context: StaffBannerChangeContext): Promise<StaffBannerPlace | null>;
  /** Records an encoded picture (its files already in the image store) for banners to name. */
  storePicture(photo: ProcessedPhoto, context: StaffBannerChangeContext): Promise<StoredBannerPicture>;
}

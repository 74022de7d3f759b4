import type { CityId } from '../../../../domain/city/city';
import type { MenuPage } from '../../../../domain/cart/category';
import type { BannerSlideDto } from '../../../../domain/shop-api/catalog.contract';

export interface BannerFilter {
  readonly cityId: CityId;
  readonly page: MenuPage;
  /** true: only slides shown to customers; false: only hidden ones; null: both. */
  readonly isAvailable: boolean | null;
}

/** Carousel slides in display order. */
export interface BannersReadPort {
  listBanners(filter: BannerFilter): Promise<readonly BannerSlideDto[]>;
}

import type { CityId } from '../../../../domain/city/city';
import type { MenuPage } from '../../../../domain/cart/category';
import type { StoredBanner } from '../../ports/banner-record.types';

/** A page's banners of one city in display order, shown or not (the caller applies the clock). */
export interface BannersReadPort {
  listPageBanners(cityId: CityId, page: MenuPage): Promise<readonly StoredBanner[]>;
}

import type { MenuPage } from '../../../../domain/cart/category';
import type { CityId } from '../../../../domain/city/city';
import type { BannersReadPort } from '../../../application/catalogue/ports/banners-read.port';
import type { StoredBanner } from '../../../application/ports/banner-record.types';
import type { Queryable } from '../database';
import { selectPageBanners } from './pg-banner-rows';

/** The storefront's read of a page's banners (GET /api/banners and the server-rendered pages). */
export class PgBannerRepository implements BannersReadPort {
  constructor(private readonly db: Queryable) {}

  listPageBanners(cityId: CityId, page: MenuPage): Promise<readonly StoredBanner[]> {
    return selectPageBanners(this.db, cityId, page);
  }
}

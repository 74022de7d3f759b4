import type { MenuPage } from '../../../domain/cart/category';
import type { Cart } from '../../../domain/cart/cart.types';
import type { CityId } from '../../../domain/city/city';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { BannerSlideDto, MenuDto } from '../../../domain/shop-api/catalog.contract';
import type { PageSnapshot } from '../../../domain/shop-api/page-snapshot.contract';
import type { MenuApiFailure, MenuApiPort, PriceCheckResult } from '../../application/ports/menu-api.port';
import { readBanners, readMenu } from '../http/menu-api.serialization';

const answer = <T>(value: T | null): Result<T, MenuApiFailure> => (value === null ? err('bad-answer') : ok(value));

/**
 * The menu and banners a server-rendered page was built from (architecture/seo.md), read with the
 * HTTP adapter's own shape checks so both sides see the same values; any other call goes to
 * `fetched` (the browser's HTTP adapter), or is unavailable where there is none (the server).
 */
export class PreloadedMenuApi implements MenuApiPort {
  constructor(
    private readonly snapshot: PageSnapshot,
    private readonly fetched: MenuApiPort | null,
  ) {}

  getMenu(cityId: CityId): Promise<Result<MenuDto, MenuApiFailure>> {
    const menu = this.snapshot.menu;
    if (menu !== null && menu.cityId === cityId) return Promise.resolve(answer(readMenu(menu.body)));
    return this.fetched?.getMenu(cityId) ?? Promise.resolve(err('unavailable'));
  }

  getBanners(page: MenuPage, cityId: CityId): Promise<Result<readonly BannerSlideDto[], MenuApiFailure>> {
    const banners = this.snapshot.banners;
    if (banners !== null && banners.cityId === cityId && banners.page === page)
      return Promise.resolve(answer(readBanners(banners.body)));
    return this.fetched?.getBanners(page, cityId) ?? Promise.resolve(err('unavailable'));
  }

  checkPrices(cartItems: Cart, cityId: CityId): Promise<Result<PriceCheckResult, MenuApiFailure>> {
    return this.fetched?.checkPrices(cartItems, cityId) ?? Promise.resolve(err('unavailable'));
  }
}

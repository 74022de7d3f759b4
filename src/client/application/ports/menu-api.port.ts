import type { MenuPage } from '../../../domain/cart/category';
import type { CityId } from '../../../domain/city/city';
import type { Cart } from '../../../domain/cart/cart.types';
import type { PriceCheckLinePrice } from '../../../domain/cart/price-check';
import type { Result } from '../../../domain/shared/result';
import type { BannerSlideDto, MenuDto } from '../../../domain/shop-api/catalog.contract';

/** Why a catalogue call gave nothing: view-models pick a message or a fallback by it. */
export type MenuApiFailure = 'unavailable' | 'bad-answer';

/** Why the shop cannot sell a cart line in a city (the server's `unavailable` list). */
export type UnavailableReason =
  'unknown-product' | 'product-unavailable' | 'unknown-modifier' | 'modifier-choice-invalid';

export interface UnavailableLine {
  /** The cart line's id as the browser sent it. */
  readonly id: string;
  readonly reason: UnavailableReason;
}

/** POST /api/cart/check-prices: `data` feeds the domain's applyPriceCheck as is. */
export interface PriceCheckResult {
  readonly type: 'UPDATE' | 'OK';
  readonly data: readonly PriceCheckLinePrice[];
  readonly unavailable: readonly UnavailableLine[];
}

/**
 * The catalogue calls of the storefront: the city's menu, the banners of a menu page and
 * the cart's price check. Failures are values, never thrown. The cities' settings (GET /api/cities)
 * come through the frame's SiteApiPort and CitiesViewModel, so there is one store of them.
 */
export interface MenuApiPort {
  getMenu(cityId: CityId): Promise<Result<MenuDto, MenuApiFailure>>;
  getBanners(page: MenuPage, cityId: CityId): Promise<Result<readonly BannerSlideDto[], MenuApiFailure>>;
  checkPrices(cartItems: Cart, cityId: CityId): Promise<Result<PriceCheckResult, MenuApiFailure>>;
}

import type { MenuPage } from '../../../domain/cart/category';
import type { Cart } from '../../../domain/cart/cart.types';
import type { PriceCheckLinePrice } from '../../../domain/cart/price-check';
import type { CityId } from '../../../domain/city/city';
import { modifierRulesOf } from '../../../domain/modifier/menu-modifier-rules';
import { priceModifierChoice } from '../../../domain/modifier/modifier-choice.rule';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { BannerSlideDto, MenuDto, MenuProductDto } from '../../../domain/shop-api/catalog.contract';
import type {
  MenuApiFailure,
  MenuApiPort,
  PriceCheckResult,
  UnavailableLine,
} from '../../application/ports/menu-api.port';
import { FAKE_BANNERS, fakeMenuCategories } from './fake-menu-data';

/**
 * The catalogue without a server. It answers like the real API, price check included, so the
 * whole menu-and-cart journey works offline; tests can change prices, stop products or make a
 * call fail, and read what was asked.
 */
export class InMemoryMenuApi implements MenuApiPort {
  readonly calls: string[] = [];
  /** Calls that answer 'unavailable' while listed: 'menu', 'banners', 'check-prices'. */
  readonly failing = new Set<'menu' | 'banners' | 'check-prices'>();
  private readonly menus = new Map<CityId, MenuDto>();

  constructor(private readonly banners = FAKE_BANNERS) {}

  async getMenu(cityId: CityId): Promise<Result<MenuDto, MenuApiFailure>> {
    this.calls.push(`menu:${cityId}`);
    if (this.failing.has('menu')) return err('unavailable');
    return ok(this.menuOf(cityId));
  }

  async getBanners(page: MenuPage, cityId: CityId): Promise<Result<readonly BannerSlideDto[], MenuApiFailure>> {
    this.calls.push(`banners:${page}:${cityId}`);
    if (this.failing.has('banners')) return err('unavailable');
    return ok(
      this.banners
        .filter((slide) => slide.page === page && slide.cityId === cityId)
        .map(({ page: _p, cityId: _c, ...slide }) => slide),
    );
  }

  async checkPrices(cartItems: Cart, cityId: CityId): Promise<Result<PriceCheckResult, MenuApiFailure>> {
    this.calls.push(`check-prices:${cityId}`);
    if (this.failing.has('check-prices')) return err('unavailable');
    const products = new Map(
      this.menuOf(cityId)
        .categories.flatMap((c) => c.products)
        .map((p) => [p.iikoId, p]),
    );
    const data: PriceCheckLinePrice[] = [];
    const unavailable: UnavailableLine[] = [];
    let changed = false;
    for (const line of cartItems) {
      const product = products.get(line.iikoId);
      if (!product) {
        unavailable.push({ id: line.id, reason: 'unknown-product' });
        continue;
      }
      if (product.disabled) unavailable.push({ id: line.id, reason: 'product-unavailable' });
      const modifiers = line.modifiers.flatMap((chosen) => {
        const known = product.modifiers.find((m) => m.iikoId === chosen.iikoId);
        if (!known) unavailable.push({ id: line.id, reason: 'unknown-modifier' });
        else changed ||= known.price !== chosen.price;
        return known ? [{ id: chosen.id, price: known.price }] : [];
      });
      // Like the server: a choice the product's groups refuse cannot be sold as it is.
      const allKnown = modifiers.length === line.modifiers.length;
      if (
        allKnown &&
        !priceModifierChoice(
          0,
          modifierRulesOf(product),
          line.modifiers.map((m) => m.iikoId),
        ).ok
      ) {
        unavailable.push({ id: line.id, reason: 'modifier-choice-invalid' });
      }
      changed ||= product.price !== line.price;
      data.push({ id: line.id, price: product.price, modifiers });
    }
    return ok({ type: changed ? 'UPDATE' : 'OK', data, unavailable });
  }

  /** Changes a product in every city: a new price, a stop, anything the menu shows. */
  updateProduct(iikoId: string, change: Partial<MenuProductDto>): void {
    for (const cityId of [1, 2] as const) {
      const menu = this.menuOf(cityId);
      this.menus.set(cityId, {
        ...menu,
        categories: menu.categories.map((c) => ({
          ...c,
          products: c.products.map((p) => (p.iikoId === iikoId ? { ...p, ...change } : p)),
        })),
      });
    }
  }

  private menuOf(cityId: CityId): MenuDto {
    const existing = this.menus.get(cityId);
    if (existing) return existing;
    const menu = { cityId, categories: fakeMenuCategories(cityId) };
    this.menus.set(cityId, menu);
    return menu;
  }
}

import type { AxiosInstance } from 'axios';
import type { MenuPage } from '../../../domain/cart/category';
import type { Cart } from '../../../domain/cart/cart.types';
import type { CityId } from '../../../domain/city/city';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { BannerSlideDto, MenuDto } from '../../../domain/shop-api/catalog.contract';
import type { MenuApiFailure, MenuApiPort, PriceCheckResult } from '../../application/ports/menu-api.port';
import { readBanners, readMenu, readPriceCheck } from './menu-api.serialization';

/** The catalogue calls over axios (the shared client adds /api and the admin's token). */
export class AxiosMenuApi implements MenuApiPort {
  constructor(private readonly http: AxiosInstance) {}

  getMenu(cityId: CityId): Promise<Result<MenuDto, MenuApiFailure>> {
    return this.call(() => this.http.get<unknown>('/menu', { params: { cityId } }), readMenu);
  }

  getBanners(page: MenuPage, cityId: CityId): Promise<Result<readonly BannerSlideDto[], MenuApiFailure>> {
    return this.call(
      () => this.http.get<unknown>('/banners', { params: { isAvailable: 1, page, cityId } }),
      readBanners,
    );
  }

  checkPrices(cartItems: Cart, cityId: CityId): Promise<Result<PriceCheckResult, MenuApiFailure>> {
    return this.call(() => this.http.post<unknown>('/cart/check-prices', { cartItems, cityId }), readPriceCheck);
  }

  // Callers decide what a failure means (retry button, a log line); the adapter only names it.
  private async call<T>(
    send: () => Promise<{ data: unknown }>,
    read: (body: unknown) => T | null,
  ): Promise<Result<T, MenuApiFailure>> {
    let body: unknown;
    try {
      body = (await send()).data;
    } catch {
      return err('unavailable');
    }
    const value = read(body);
    return value === null ? err('bad-answer') : ok(value);
  }
}

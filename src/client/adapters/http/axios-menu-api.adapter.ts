import type { AxiosRequestConfig } from 'axios';
import type { HttpClient } from './axios-http-client';
import type { MenuPage } from '../../../domain/cart/category';
import type { Cart } from '../../../domain/cart/cart.types';
import type { CityId } from '../../../domain/city/city';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { BannerSlideDto, MenuDto } from '../../../domain/shop-api/catalog.contract';
import type { MenuApiFailure, MenuApiPort, PriceCheckResult } from '../../application/ports/menu-api.port';
import { sendRequest } from './http-request';
import { readBanners, readMenu, readPriceCheck } from './menu-api.serialization';

/** The catalogue calls over axios (the shared client adds /api and the admin's token). */
export class AxiosMenuApi implements MenuApiPort {
  constructor(private readonly http: HttpClient) {}

  getMenu(cityId: CityId): Promise<Result<MenuDto, MenuApiFailure>> {
    return this.call({ method: 'get', url: '/menu', params: { cityId } }, readMenu);
  }

  getBanners(page: MenuPage, cityId: CityId): Promise<Result<readonly BannerSlideDto[], MenuApiFailure>> {
    return this.call({ method: 'get', url: '/banners', params: { isAvailable: 1, page, cityId } }, readBanners);
  }

  checkPrices(cartItems: Cart, cityId: CityId): Promise<Result<PriceCheckResult, MenuApiFailure>> {
    return this.call({ method: 'post', url: '/cart/check-prices', data: { cartItems, cityId } }, readPriceCheck);
  }

  // Callers decide what a failure means (retry button, a log line); the adapter only names it.
  private async call<T>(
    request: AxiosRequestConfig,
    read: (body: unknown) => T | null,
  ): Promise<Result<T, MenuApiFailure>> {
    const answer = await sendRequest(this.http, request);
    if (!answer.ok) return err('unavailable');
    const value = read(answer.value);
    return value === null ? err('bad-answer') : ok(value);
  }
}

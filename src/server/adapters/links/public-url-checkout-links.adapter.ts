import { DEFAULT_CITY, citySlugOf, isCityId } from '../../../domain/city/city';
import { buildShopPath } from '../../../domain/routing/shop-route';
import type { Locale } from '../../../domain/shared/locale';
import type { CheckoutLinksPort } from '../../application/ports/checkout-links.port';

/**
 * Payment links built from the shop's public URL: the customer returns to the localized checkout
 * page of their city, the provider posts to the callback route the HTTP layer serves.
 */
export class PublicUrlCheckoutLinks implements CheckoutLinksPort {
  private readonly publicUrl: string;
  private readonly callbackPath: string;

  constructor(options: { readonly publicUrl: string; readonly callbackPath: string }) {
    this.publicUrl = options.publicUrl.replace(/\/+$/, '');
    this.callbackPath = options.callbackPath.startsWith('/') ? options.callbackPath : `/${options.callbackPath}`;
  }

  resultUrl(input: { readonly orderCode: string; readonly cityId: number; readonly language: Locale }): string {
    const slug = isCityId(input.cityId) ? citySlugOf(input.cityId) : DEFAULT_CITY;
    const path = buildShopPath({ locale: input.language, city: slug === DEFAULT_CITY ? null : slug, page: 'checkout' });
    return `${this.publicUrl}${path}?orderId=${encodeURIComponent(input.orderCode)}`;
  }

  callbackUrl(): string {
    return `${this.publicUrl}${this.callbackPath}`;
  }
}

import { DEFAULT_CITY, citySlugOf, isCityId } from '../../../domain/city/city';
import { buildShopPath } from '../../../domain/routing/shop-route';
import type { Locale } from '../../../domain/shared/locale';
import type { OrderStatusLinksPort } from '../../application/ports/order-status-links.port';

/** The order status page of the order's city and language, at the shop's public URL. */
export class PublicUrlOrderStatusLinks implements OrderStatusLinksPort {
  private readonly publicUrl: string;

  constructor(publicUrl: string) {
    this.publicUrl = publicUrl.replace(/\/+$/, '');
  }

  statusUrl(input: { readonly orderCode: string; readonly cityId: number; readonly language: Locale }): string {
    const slug = isCityId(input.cityId) ? citySlugOf(input.cityId) : DEFAULT_CITY;
    const path = buildShopPath({
      locale: input.language,
      city: slug === DEFAULT_CITY ? null : slug,
      page: 'order',
      orderCode: input.orderCode,
    });
    return `${this.publicUrl}${path}`;
  }
}

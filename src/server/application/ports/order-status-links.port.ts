import type { Locale } from '../../../domain/shared/locale';

/** The customer's order status page at the shop's public address (PUBLIC_URL), for the SMS. */
export interface OrderStatusLinksPort {
  statusUrl(input: { readonly orderCode: string; readonly cityId: number; readonly language: Locale }): string;
}

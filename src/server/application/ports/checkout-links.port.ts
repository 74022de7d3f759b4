import type { Locale } from '../../../domain/shared/locale';

/**
 * The public addresses a payment needs. They depend on the configured public URL and on the HTTP
 * routes, neither of which the core should know, so the composition root supplies them.
 */
export interface CheckoutLinksPort {
  /** The thank-you page the customer's browser returns to after paying. */
  resultUrl(input: { readonly orderCode: string; readonly cityId: number; readonly language: Locale }): string;
  /** The server-to-server payment callback endpoint. */
  callbackUrl(): string;
}

import type { Locale } from '../../../../domain/shared/locale';

/**
 * The SMS is the one sentence the core writes itself: the gateway only carries text. Short, with
 * the shop's name first (phones show it in the preview) and the code before the link, so the
 * preview shows the code; the one link is the shop's own order status page, which the customer
 * keeps for following the order.
 */
const TEMPLATES: Readonly<Record<Locale, (code: string, orderCode: string, statusUrl: string) => string>> = {
  uk: (code, orderCode, statusUrl) =>
    `Burger & Sushi: код підтвердження замовлення ${orderCode}: ${code}. Статус: ${statusUrl}`,
  en: (code, orderCode, statusUrl) =>
    `Burger & Sushi: confirmation code for order ${orderCode}: ${code}. Status: ${statusUrl}`,
  ru: (code, orderCode, statusUrl) =>
    `Burger & Sushi: код подтверждения заказа ${orderCode}: ${code}. Статус: ${statusUrl}`,
};

export const confirmationSmsText = (language: Locale, code: string, orderCode: string, statusUrl: string): string =>
  TEMPLATES[language](code, orderCode, statusUrl);

/** National digits ('0671234567', the domain's parsePhone) → E.164 '+380671234567', as gateways take it. */
export const toE164 = (phoneDigits: string): string => `+38${phoneDigits}`;

import type { Locale } from '../../../../domain/shared/locale';

/**
 * The SMS is the one sentence the core writes itself: the gateway only carries text. Short, with
 * the shop's name first (phones show it in the preview) and no link, so it is not taken for spam.
 */
const TEMPLATES: Readonly<Record<Locale, (code: string, orderCode: string) => string>> = {
  uk: (code, orderCode) => `Burger & Sushi: код підтвердження замовлення ${orderCode}: ${code}`,
  en: (code, orderCode) => `Burger & Sushi: confirmation code for order ${orderCode}: ${code}`,
  ru: (code, orderCode) => `Burger & Sushi: код подтверждения заказа ${orderCode}: ${code}`,
};

export const confirmationSmsText = (language: Locale, code: string, orderCode: string): string =>
  TEMPLATES[language](code, orderCode);

/** National digits ('0671234567', the domain's parsePhone) → E.164 '+380671234567', as gateways take it. */
export const toE164 = (phoneDigits: string): string => `+38${phoneDigits}`;

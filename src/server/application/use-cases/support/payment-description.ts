import type { Locale } from '../../../../domain/shared/locale';

const DESCRIPTIONS: Readonly<Record<Locale, (orderCode: string) => string>> = {
  uk: (orderCode) => `Замовлення ${orderCode}`,
  en: (orderCode) => `Order ${orderCode}`,
  ru: (orderCode) => `Заказ ${orderCode}`,
};

/** What the payment page shows as the purchase: the code the customer also sees on the thank-you page. */
export const paymentDescription = (language: Locale, orderCode: string): string => DESCRIPTIONS[language](orderCode);

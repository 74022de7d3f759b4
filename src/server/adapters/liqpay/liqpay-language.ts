import type { Locale } from '../../../domain/shared/locale';

export type LiqpayLanguage = 'uk' | 'en';

/**
 * LiqPay's checkout speaks Ukrainian and English only (Russian was dropped in 2022). A customer
 * who chose Russian gets Ukrainian: the shop's default, and the language every customer in Lviv
 * and Kyiv reads, whereas English would be a guess.
 */
export const liqpayLanguage = (locale: Locale): LiqpayLanguage => (locale === 'en' ? 'en' : 'uk');

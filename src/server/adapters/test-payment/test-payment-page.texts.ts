import type { LiqpayLanguage } from '../liqpay/liqpay-language';

export interface TestPaymentPageTexts {
  readonly title: string;
  readonly notice: string;
  readonly order: string;
  readonly amount: string;
  readonly description: string;
  readonly pay: string;
  readonly decline: string;
}

/**
 * The page stands in for LiqPay's checkout, which speaks Ukrainian and English, so it does too
 * (a Russian-speaking customer arrives here with 'uk', as at LiqPay).
 */
export const TEST_PAYMENT_PAGE_TEXTS: Record<LiqpayLanguage, TestPaymentPageTexts> = {
  uk: {
    title: 'Тестова оплата',
    notice: 'Оплату LiqPay не налаштовано: це тестова сторінка, гроші не списуються.',
    order: 'Замовлення',
    amount: 'Сума',
    description: 'Призначення',
    pay: 'Сплатити',
    decline: 'Відмовитися',
  },
  en: {
    title: 'Test payment',
    notice: 'LiqPay is not configured: this is a test page and no money is charged.',
    order: 'Order',
    amount: 'Amount',
    description: 'Description',
    pay: 'Pay',
    decline: 'Decline',
  },
};

import { describe, expect, it } from 'vitest';
import { bundledI18n } from './support/bundled-texts';
import { EXTRA_TEXT_KEYS, PATTY_TEXT_KEYS } from '../../../src/domain/cart/modifier-text';
import { DELIVERY_MESSAGE_KEYS } from '../../../src/domain/delivery-message/delivery-message.types';
import { LOCALES } from '../../../src/domain/shared/locale';

// The domain hands out translation keys; the cart namespace must have a text for every one of them.
const DOMAIN_KEYS = [
  ...Object.values(PATTY_TEXT_KEYS),
  ...Object.values(EXTRA_TEXT_KEYS),
  ...Object.values(DELIVERY_MESSAGE_KEYS),
  ...['min-sum', 'paid-delivery', 'free-delivery'].map((hint) => `hint.${hint}`),
];

describe('cart texts for the domain’s keys', () => {
  it.each(LOCALES)('%s has every key', (locale) => {
    const i18n = bundledI18n(locale);
    for (const key of DOMAIN_KEYS) expect(i18n.exists(key, { ns: 'cart' }), `${locale}: ${key}`).toBe(true);
  });

  it('names the amounts and the weight and volume units', () => {
    const i18n = bundledI18n('en');
    expect(i18n.t('hint.min-sum', { ns: 'cart', amount: 250 })).toBe('The minimum order is 250 ₴');
    expect(i18n.t('product.volume', { ns: 'menu', value: '0.5' })).toBe('0.5 l');
    expect(bundledI18n('uk').t('product.weight', { ns: 'menu', value: '290' })).toBe('290 г');
  });
});

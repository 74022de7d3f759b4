import { describe, expect, it } from 'vitest';
import { bundledI18n } from '../support/bundled-texts';
import { I18nextLanguageAdapter } from '../../../../src/client/adapters/i18n/i18next-language.adapter';

describe('i18next', () => {
  it('starts synchronously with the bundled texts', () => {
    const i18n = bundledI18n('en');
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.t('notFound.title')).toBe('This page could not be found');
    expect(i18n.t('seo:home.title', { inCity: 'in Kyiv' })).toBe('Burger and sushi delivery in Kyiv — Burger & Sushi');
  });

  it('switches language and the <html lang> attribute together', () => {
    const i18n = bundledI18n();
    const root = { lang: 'uk' };
    const language = new I18nextLanguageAdapter(i18n, root);
    expect(language.current()).toBe('uk');
    language.use('ru');
    expect(language.current()).toBe('ru');
    expect(root.lang).toBe('ru');
    expect(i18n.t('notFound.title')).toBe('Эту страницу не удалось найти');
  });
});

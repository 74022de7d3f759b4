import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkHeadTexts,
  headTextAdvice,
  headTextOf,
  HEAD_DESCRIPTION_MAX,
  HEAD_TEXT_PAGES,
  HEAD_TITLE_MAX,
  withHeadText,
} from '../../../../src/domain/seo/page-head-text.rule';
import { LOCALES } from '../../../../src/domain/shared/locale';

const text = (title: string, description = '', page = 'home', locale = 'uk') => ({ page, locale, title, description });

describe('checkHeadTexts', () => {
  it('takes trimmed texts, and leaves out a page whose both parts are blank', () => {
    expect(checkHeadTexts([text('  Бургери в Києві ', ''), text(' ', ' ', 'about')])).toEqual({
      ok: true,
      value: [{ page: 'home', locale: 'uk', title: 'Бургери в Києві', description: '' }],
    });
  });

  it('names every refused field by its path', () => {
    const check = checkHeadTexts([
      text('a'.repeat(HEAD_TITLE_MAX + 1)),
      text('ok', 'двa\nрядки', 'about'),
      text('x', '', 'blog', 'de'),
      text('again', '', 'about'),
      text('', 'd'.repeat(HEAD_DESCRIPTION_MAX + 1), 'delivery', 'en'),
    ]);
    expect(check).toEqual({
      ok: false,
      problems: [
        { field: 'texts.0.title', problem: 'too-long' },
        { field: 'texts.1.description', problem: 'line-break' },
        { field: 'texts.2.page', problem: 'unknown-page' },
        { field: 'texts.2.locale', problem: 'unknown-locale' },
        { field: 'texts.3.page', problem: 'repeated' },
        { field: 'texts.4.description', problem: 'too-long' },
      ],
    });
  });

  it('counts characters, not UTF-16 units: a title of emoji up to the limit is taken', () => {
    expect(checkHeadTexts([text('🍔'.repeat(HEAD_TITLE_MAX))]).ok).toBe(true);
  });

  it('takes any one-line text within the limits, for any page and language, and keeps it within them', () => {
    const line = (max: number) => fc.string({ maxLength: max }).filter((value) => !/\p{Cc}/u.test(value));
    fc.assert(
      fc.property(
        fc.constantFrom(...HEAD_TEXT_PAGES),
        fc.constantFrom(...LOCALES),
        line(HEAD_TITLE_MAX),
        line(HEAD_DESCRIPTION_MAX),
        (page, locale, title, description) => {
          const check = checkHeadTexts([{ page, locale, title, description }]);
          expect(check.ok).toBe(true);
          for (const taken of check.ok ? check.value : []) {
            expect([...taken.title].length).toBeLessThanOrEqual(HEAD_TITLE_MAX);
            expect([...taken.description].length).toBeLessThanOrEqual(HEAD_DESCRIPTION_MAX);
          }
        },
      ),
    );
  });
});

describe('withHeadText', () => {
  const defaults = { title: 'Default title', description: 'Default description.' };

  it('replaces each written part and keeps the default of a blank one', () => {
    expect(withHeadText(defaults, { title: 'Own', description: '' })).toEqual({
      title: 'Own',
      description: 'Default description.',
    });
    expect(withHeadText(defaults, { title: ' ', description: 'Own.' })).toEqual({
      title: 'Default title',
      description: 'Own.',
    });
    expect(withHeadText(defaults, null)).toBe(defaults);
  });

  it('never leaves a page without a title, whatever was written', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (title, description) => {
        expect(withHeadText(defaults, { title, description }).title.trim()).not.toBe('');
      }),
    );
  });

  it('finds a page’s text by page and language only', () => {
    const written = [text('Home uk'), text('About en', '', 'about', 'en')];
    expect(headTextOf(written, 'about', 'en')?.title).toBe('About en');
    expect(headTextOf(written, 'about', 'uk')).toBeNull();
    expect(headTextOf(written, 'checkout', 'uk')).toBeNull();
  });

  it('advises when search results would cut the text', () => {
    expect(headTextAdvice({ title: 't'.repeat(71), description: 'd'.repeat(160) })).toEqual({
      titleLong: true,
      descriptionLong: false,
    });
  });
});

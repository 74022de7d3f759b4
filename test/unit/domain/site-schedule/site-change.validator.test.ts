import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SITE_STOP_SWITCHES,
  STOP_TEXT_MAX,
  type SiteStopChangeDto,
} from '../../../../src/domain/shop-api/admin-site.contract';
import { siteChangeProblems } from '../../../../src/domain/site-schedule/site-change.validator';

const NOW = Date.UTC(2025, 0, 15, 10);
const message = (title: string, description = '') => ({ title, description });
const stops = (translations?: SiteStopChangeDto['translations']): SiteStopChangeDto[] =>
  SITE_STOP_SWITCHES.map((name) => ({
    switch: name,
    stopped: false,
    title: 'Зупинено',
    description: '',
    ...(name === 'delivery' && translations ? { translations } : {}),
  }));

describe('stop messages in a site change', () => {
  it('takes translations up to the limit, and none at all', () => {
    expect(
      siteChangeProblems({ stops: stops({ en: message('x'.repeat(STOP_TEXT_MAX)), ru: message('') }) }, NOW),
    ).toEqual([]);
    expect(siteChangeProblems({ stops: stops() }, NOW)).toEqual([]);
  });

  it('names each too-long text by its language and part', () => {
    const long = 'я'.repeat(STOP_TEXT_MAX + 1);
    expect(siteChangeProblems({ stops: stops({ en: message('ok', long), ru: message(long) }) }, NOW)).toEqual([
      { field: 'stops.1.translations.en.description', problem: 'text-too-long' },
      { field: 'stops.1.translations.ru.title', problem: 'text-too-long' },
    ]);
  });

  it('refuses a text exactly when it is longer than the limit once trimmed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: STOP_TEXT_MAX * 2 }),
        fc.constantFrom('en' as const, 'ru' as const),
        (length, locale) => {
          const text = `  ${'a'.repeat(length)}  `;
          const translations = { en: message(''), ru: message(''), [locale]: message(text) };
          const problems = siteChangeProblems({ stops: stops(translations) }, NOW);
          expect(problems.length > 0).toBe(length > STOP_TEXT_MAX);
        },
      ),
    );
  });
});

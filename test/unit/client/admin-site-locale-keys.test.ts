import { describe, expect, it } from 'vitest';
import { bundledI18n } from './support/bundled-texts';
import { LOCALES } from '../../../src/domain/shared/locale';
import { SITE_STOP_SWITCHES } from '../../../src/domain/shop-api/admin-site.contract';
import type { SiteFieldProblem } from '../../../src/domain/site-schedule/site-field-error';
import { HEAD_TEXT_PAGES, type HeadTextProblem } from '../../../src/domain/seo/page-head-text.rule';

// Every problem the shared rule names gets a message beside its field.
const PROBLEMS: Record<SiteFieldProblem, true> = {
  'weekly-not-seven-days': true,
  'invalid-time': true,
  'close-not-after-open': true,
  'invalid-date': true,
  'duplicate-date': true,
  'too-many-exceptions': true,
  'duplicate-switch': true,
  'unknown-switch': true,
  'text-too-long': true,
  'invalid-phone': true,
  'invalid-minutes': true,
  'invalid-until': true,
  'until-in-past': true,
  'invalid-capacity': true,
};

// Every problem the page-titles rule names, too.
const HEAD_TEXT_PROBLEMS: Record<HeadTextProblem, true> = {
  'unknown-page': true,
  'unknown-locale': true,
  repeated: true,
  'too-long': true,
  'line-break': true,
};

const SITE_KEYS = [
  ...Object.keys(PROBLEMS).map((problem) => `site.problem.${problem}`),
  ...SITE_STOP_SWITCHES.map((name) => `site.stops.switches.${name}`),
  ...['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map(
    (day) => `site.weekdays.${day}`,
  ),
  ...['hours', 'exceptions', 'stops', 'city', 'busy', 'capacity'].map((section) => `site.${section}.save`),
  ...Object.keys(HEAD_TEXT_PROBLEMS).map((problem) => `site.pageHeads.problem.${problem}`),
  ...HEAD_TEXT_PAGES.map((page) => `site.pageHeads.pages.${page}`),
  ...LOCALES.map((locale) => `site.pageHeads.languages.${locale}`),
  ...['title', 'description'].flatMap((part) => [`site.pageHeads.fields.${part}`, `site.pageHeads.long.${part}`]),
];

describe('admin texts for site management', () => {
  it.each(LOCALES)('%s has every key', (locale) => {
    const i18n = bundledI18n(locale);
    for (const key of SITE_KEYS) expect(i18n.exists(key, { ns: 'admin' }), `${locale}: ${key}`).toBe(true);
  });
});

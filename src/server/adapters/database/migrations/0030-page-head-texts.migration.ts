import type { Migration } from './migration.types';

/**
 * The titles and descriptions staff write for a city's storefront pages in place of the app's
 * defaults (architecture/seo.md, "Titles and descriptions staff write"): one row per city, page
 * and language that has something written; '' in a part keeps that part's default. The page list
 * and the limits are the domain's (seo/page-head-text.rule.ts).
 */
export const pageHeadTextsMigration: Migration = {
  id: '0030_page_head_texts',
  sql: `
CREATE TABLE page_head_texts (
  city_id     smallint NOT NULL REFERENCES cities (id) ON DELETE CASCADE,
  page        text NOT NULL CHECK (page IN ('home', 'sushi', 'about', 'delivery', 'public-offer', 'vacancies')),
  locale      text NOT NULL CHECK (locale IN ('uk', 'en', 'ru')),
  title       text NOT NULL DEFAULT '' CHECK (char_length(title) <= 120),
  description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 300),
  PRIMARY KEY (city_id, page, locale),
  CHECK (title <> '' OR description <> '')
);
COMMENT ON TABLE page_head_texts IS 'Staff''s <title> and meta description of a city''s page in a language; a blank part keeps the app''s default.';
`,
};

import type { Migration } from './migration.types';

/**
 * Information pages become Markdown that staff edit (architecture/admin-content.md): one row per
 * page, language and city (NULL: the shop-wide version a city without its own falls back to).
 * The paragraphs stored so far are carried over as Markdown that renders as the same paragraphs:
 * joined by blank lines, with whatever Markdown would read as markup escaped ('1. General.' stays
 * a sentence, not a list). `markdownOfParagraphs` (src/domain/content) is the same conversion in
 * TypeScript, for the seed; a test holds the two together.
 */
export const contentMarkdownMigration: Migration = {
  id: '0029_content_markdown',
  sql: String.raw`
CREATE FUNCTION pg_temp.markdown_of_paragraph(paragraph text) RETURNS text LANGUAGE sql IMMUTABLE AS $fn$
  SELECT regexp_replace(
           regexp_replace(
             regexp_replace(
               regexp_replace(
                 btrim(regexp_replace(paragraph, '[ \t\r\n\f]+', ' ', 'g'), ' '),
                 '([\\\x60*_\[\]<~])', '\\\1', 'g'),
               '&(#?[A-Za-z0-9]+;)', '\\&\1', 'g'),
             '^([#>+-])', '\\\1'),
           '^([0-9]{1,9})([.)])', '\1\\\2')
$fn$;

CREATE TABLE content_texts (
  slug       text NOT NULL REFERENCES content_pages (slug) ON DELETE CASCADE,
  city_id    smallint REFERENCES cities (id) ON DELETE CASCADE,
  locale     text NOT NULL CHECK (locale IN ('uk', 'en', 'ru')),
  title      text NOT NULL,
  body       text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text,
  CONSTRAINT content_texts_version_key UNIQUE NULLS NOT DISTINCT (slug, city_id, locale)
);
COMMENT ON TABLE content_texts IS 'Information pages as staff write them: one version per page, language and city.';
COMMENT ON COLUMN content_texts.city_id IS 'NULL: the shop-wide version, read where a city has none of its own.';
COMMENT ON COLUMN content_texts.body IS 'Markdown; {phone} shows the phone of the city the page is read for.';
COMMENT ON COLUMN content_texts.updated_by IS 'Login of whoever saved it last; NULL for texts that came with the shop.';

INSERT INTO content_texts (slug, city_id, locale, title, body, updated_at)
SELECT page.slug, NULL, text.key, COALESCE(text.value ->> 'title', ''),
       COALESCE((
         SELECT string_agg(pg_temp.markdown_of_paragraph(paragraph.value #>> '{}'), E'\n\n' ORDER BY paragraph.position)
           FROM jsonb_array_elements(
                  CASE WHEN jsonb_typeof(text.value -> 'paragraphs') = 'array' THEN text.value -> 'paragraphs' ELSE '[]' END
                ) WITH ORDINALITY AS paragraph (value, position)
          WHERE jsonb_typeof(paragraph.value) = 'string'
            AND pg_temp.markdown_of_paragraph(paragraph.value #>> '{}') <> ''
       ), ''),
       page.updated_at
  FROM content_pages page
 CROSS JOIN LATERAL jsonb_each(page.translations) AS text (key, value)
 WHERE text.key IN ('uk', 'en', 'ru') AND jsonb_typeof(text.value) = 'object';

ALTER TABLE content_pages DROP COLUMN translations;
COMMENT ON TABLE content_pages IS 'The information pages the shop has; their texts are in content_texts.';

DROP FUNCTION pg_temp.markdown_of_paragraph(text);
`,
};

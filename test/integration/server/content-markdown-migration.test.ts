// @vitest-environment jsdom
// (jsdom parses the rendered HTML as a browser inserting it would.)
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markdownOfParagraphs } from '../../../src/domain/content/paragraphs-markdown';
import { runMigrations } from '../../../src/server/adapters/database/migrations/migration-runner';
import { SHOP_MIGRATIONS } from '../../../src/server/adapters/database/migrations/shop-migrations';
import { SanitizedMarkdownRenderer } from '../../../src/server/adapters/markdown/sanitized-markdown.renderer';
import { paragraphTexts } from '../../unit/server/adapters/markdown/html-inspection';
import { databaseTargets, type FreshDatabase, type TestServer } from '../support/database-targets';

const BEFORE_0029 = SHOP_MIGRATIONS.filter((m) => m.id < '0029');

/** Paragraphs as staff's pages held them: sentences with Markdown's special characters, numbers, line breaks. */
const paragraph = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        '1. ',
        '2) ',
        '# ',
        '- ',
        '+ ',
        '> ',
        '*',
        '_',
        '`',
        '[',
        ']',
        '<b>',
        '&amp;',
        '&#38;',
        '~~',
        '\\',
      ),
      fc.constantFrom(' ', '\n', '  ', 'Burger & Sushi', 'Доставка', '{phone}', '10:30', '250 ₴', '(', ')', '!', '|'),
      fc.string({ maxLength: 8 }),
    ),
    { maxLength: 10 },
  )
  .map((pieces) => pieces.join(''));
const SAMPLES = fc.sample(fc.array(paragraph, { maxLength: 5 }), { numRuns: 150, seed: 29 });

/** What customers saw of a paragraph: its HTML whitespace runs as one space. */
const shown = (text: string): string => text.replace(/[ \t\r\n\f]+/g, ' ').replace(/^ | $/g, '');

/** A shop from before 0029 gets its pages' paragraphs as Markdown that shows the same paragraphs. */
describe.each(databaseTargets())('migration 0029 on a shop with information pages, on $name PostgreSQL', (target) => {
  let server: TestServer;
  let fresh: FreshDatabase;

  beforeAll(async () => {
    server = await target.start();
    fresh = await server.createDatabase();
    const db = fresh.database;
    await runMigrations(db, BEFORE_0029);
    await db.query(
      `INSERT INTO content_pages (slug, translations)
       SELECT 'sample-' || n, jsonb_build_object('en', jsonb_build_object('title', 'T' || n, 'paragraphs', paragraphs))
         FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS sample (paragraphs, n)`,
      [JSON.stringify(SAMPLES)],
    );
    await db.query(`INSERT INTO content_pages (slug, translations) VALUES
      ('odd', '{"uk": {"title": "Про нас", "paragraphs": ["Один", 2, null, "", "Три"]}, "en": {"title": "About"}, "de": {"title": "x", "paragraphs": ["y"]}, "ru": "broken"}')`);
    await runMigrations(db, SHOP_MIGRATIONS);
  }, 120_000);
  afterAll(async () => {
    await fresh.drop();
    await server.stop();
  });

  it('writes each paragraph as the TypeScript conversion does, and they render back as the same paragraphs', async () => {
    const rows = await fresh.database.query<{ slug: string; title: string; body: string }>(
      `SELECT slug, title, body FROM content_texts WHERE slug LIKE 'sample-%' AND city_id IS NULL AND locale = 'en'`,
    );
    expect(rows.rows).toHaveLength(SAMPLES.length);
    const renderer = new SanitizedMarkdownRenderer();
    for (const row of rows.rows) {
      const n = Number(row.slug.slice('sample-'.length));
      const paragraphs = SAMPLES[n - 1] ?? [];
      expect(row.title).toBe(`T${n}`);
      expect(row.body).toBe(markdownOfParagraphs(paragraphs));
      // Markdown trims what JavaScript calls white space; the samples' only such characters are the HTML ones.
      expect(paragraphTexts(renderer.toHtml(row.body))).toEqual(paragraphs.map(shown).filter((text) => text !== ''));
    }
  });

  it('keeps the strings of odd old pages, drops what was never text, and the paragraphs column is gone', async () => {
    const rows = await fresh.database.query<{ locale: string; title: string; body: string }>(
      `SELECT locale, title, body FROM content_texts WHERE slug = 'odd' ORDER BY locale`,
    );
    expect(rows.rows).toEqual([
      { locale: 'en', title: 'About', body: '' },
      { locale: 'uk', title: 'Про нас', body: 'Один\n\nТри' },
    ]);
    const columns = await fresh.database.query(
      `SELECT 1 FROM information_schema.columns WHERE table_name = 'content_pages' AND column_name = 'translations'`,
    );
    expect(columns.rowCount).toBe(0);
  });
});

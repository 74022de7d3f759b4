import { DEFAULT_LOCALE, LOCALES, type Translated } from '../../../../domain/shared/locale';
import type {
  ContentPageText,
  ContentPagesReadPort,
  StoredContentPage,
} from '../../../application/catalogue/ports/content-pages-read.port';
import type { Queryable } from '../database';

interface ContentPageRow {
  slug: string;
  translations: Partial<Record<string, { title?: unknown; paragraphs?: unknown }>>;
}

const pageTextOf = (stored: { title?: unknown; paragraphs?: unknown } | undefined): ContentPageText | null => {
  if (stored === undefined || typeof stored.title !== 'string' || !Array.isArray(stored.paragraphs)) return null;
  return { title: stored.title, paragraphs: stored.paragraphs.filter((p): p is string => typeof p === 'string') };
};

export class PgContentPageRepository implements ContentPagesReadPort {
  constructor(private readonly db: Queryable) {}

  async findContentPage(slug: string): Promise<StoredContentPage | null> {
    const result = await this.db.query<ContentPageRow>('SELECT slug, translations FROM content_pages WHERE slug = $1', [
      slug,
    ]);
    const row = result.rows[0];
    if (row === undefined) return null;
    // A language staff have not written yet shows the Ukrainian page rather than an empty one.
    const base = pageTextOf(row.translations[DEFAULT_LOCALE]) ?? { title: '', paragraphs: [] };
    const translation = Object.fromEntries(
      LOCALES.map((locale) => [locale, pageTextOf(row.translations[locale]) ?? base]),
    ) as Translated<ContentPageText>;
    return { slug: row.slug, translation };
  }
}

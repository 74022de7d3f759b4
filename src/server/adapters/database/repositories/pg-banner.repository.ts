import { CATEGORY_SLUGS, type CategorySlug } from '../../../../domain/cart/category';
import type { BannerSlideDto } from '../../../../domain/shop-api/catalog.contract';
import type { BannerFilter, BannersReadPort } from '../../../application/catalogue/ports/banners-read.port';
import type { Queryable } from '../database';
import { LOCALES, type Translated } from '../../../../domain/shared/locale';
import { storedField, translatedText } from './translations.mapper';
import { uploadLinkOf } from '../../../../domain/shop-api/upload-link';

interface BannerRow {
  id: number;
  image: string;
  translations: unknown;
  link: string | null;
}

// A slide linking to a category the storefront does not know would scroll nowhere: no link then.

const isFileName = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** A language's own picture where the banner has one ({locale: {image}}), else its main picture. */
const imageLinksOf = (translations: unknown, mainImage: string): Translated =>
  Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      uploadLinkOf(storedField(translations, locale, 'image', isFileName) ?? mainImage),
    ]),
  ) as Translated;

const asCategoryLink = (link: string | null): CategorySlug | null =>
  link !== null && (CATEGORY_SLUGS as readonly string[]).includes(link) ? (link as CategorySlug) : null;

export class PgBannerRepository implements BannersReadPort {
  constructor(private readonly db: Queryable) {}

  async listBanners(filter: BannerFilter): Promise<readonly BannerSlideDto[]> {
    const result = await this.db.query<BannerRow>(
      `SELECT id, image, translations, link FROM banners
        WHERE city_id = $1 AND page = $2 AND ($3::boolean IS NULL OR is_available = $3)
        ORDER BY position, id`,
      [filter.cityId, filter.page, filter.isAvailable],
    );
    return result.rows.map((row) => {
      const link = asCategoryLink(row.link);
      return {
        id: row.id,
        image: row.image,
        imgLink: uploadLinkOf(row.image),
        imgLinks: imageLinksOf(row.translations, row.image),
        alt: translatedText(row.translations, 'alt'),
        ...(link === null ? {} : { link }),
      };
    });
  }
}

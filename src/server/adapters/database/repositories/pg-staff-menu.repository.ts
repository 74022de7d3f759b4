import type { CityId } from '../../../../domain/city/city';
import type { StaffMenuPort, StaffMenuProductChange, StaffMenuProductRecord } from '../../../application/ports/staff-menu.port';
import type { Queryable } from '../database';
import { translatedText } from './translations.mapper';

interface ProductRow {
  iiko_id: string;
  category: string;
  translations: unknown;
  photo: string;
  base_price: number;
  city_price: number | null;
  is_stopped: boolean;
}

const PRODUCT_COLUMNS = `p.iiko_id, c.slug AS category, p.translations, p.photo, p.price AS base_price,
       pc.price AS city_price, pc.is_stopped`;

const recordOf = (row: ProductRow): StaffMenuProductRecord => ({
  iikoId: row.iiko_id,
  category: row.category,
  translation: translatedText(row.translations, 'name'),
  photo: row.photo,
  basePrice: row.base_price,
  cityPrice: row.city_price,
  stopped: row.is_stopped,
});

/** The stop list and city prices live on product_cities (a row = "offered in this city"). */
export class PgStaffMenu implements StaffMenuPort {
  constructor(private readonly db: Queryable) {}

  async listCity(cityId: CityId) {
    const [categories, products] = await Promise.all([
      this.db.query<{ slug: string; translations: unknown }>('SELECT slug, translations FROM categories ORDER BY position, id'),
      this.db.query<ProductRow>(
        `SELECT ${PRODUCT_COLUMNS}
           FROM product_cities pc
           JOIN products p ON p.id = pc.product_id
           JOIN categories c ON c.id = p.category_id
          WHERE pc.city_id = $1 AND NOT p.is_archived
          ORDER BY c.position, p.position, p.id`,
        [cityId],
      ),
    ]);
    return {
      categories: categories.rows.map((row) => ({ slug: row.slug, translation: translatedText(row.translations, 'name') })),
      products: products.rows.map(recordOf),
    };
  }

  async changeCityProduct(cityId: CityId, iikoId: string, change: StaffMenuProductChange): Promise<StaffMenuProductRecord | null> {
    // One statement: the row is changed and read back as it now is, with its product's names.
    const result = await this.db.query<ProductRow>(
      `WITH changed AS (
         UPDATE product_cities pc
            SET is_stopped = COALESCE($3, pc.is_stopped),
                price = CASE WHEN $4 THEN $5::integer ELSE pc.price END
           FROM products p
          WHERE pc.product_id = p.id AND pc.city_id = $1 AND p.iiko_id = $2 AND NOT p.is_archived
         RETURNING pc.product_id, pc.price, pc.is_stopped
       )
       SELECT p.iiko_id, c.slug AS category, p.translations, p.photo, p.price AS base_price,
              changed.price AS city_price, changed.is_stopped
         FROM changed
         JOIN products p ON p.id = changed.product_id
         JOIN categories c ON c.id = p.category_id`,
      [cityId, iikoId, change.stopped ?? null, change.cityPrice !== undefined, change.cityPrice ?? null],
    );
    const row = result.rows[0];
    return row === undefined ? null : recordOf(row);
  }
}

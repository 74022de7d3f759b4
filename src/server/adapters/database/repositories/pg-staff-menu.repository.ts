import type { CityId } from '../../../../domain/city/city';
import type { AdminIdentity } from '../../../application/ports/admin-repository.port';
import type {
  StaffMenuPort,
  StaffMenuProductChange,
  StaffMenuProductRecord,
} from '../../../application/ports/staff-menu.port';
import type { Queryable } from '../database';
import { translatedText } from './translations.mapper';
import { STAFF_PRODUCT_COLUMNS, staffProductRecordOf, type StaffProductRow } from './staff-product-row';

/** The stop list and city prices live on product_cities (a row = "offered in this city"); hidden products are listed, archived ones are gone. */
export class PgStaffMenu implements StaffMenuPort {
  constructor(private readonly db: Queryable) {}

  async listCity(cityId: CityId) {
    const [categories, products] = await Promise.all([
      this.db.query<{ slug: string; translations: unknown }>(
        'SELECT slug, translations FROM categories ORDER BY position, id',
      ),
      this.db.query<StaffProductRow>(
        `SELECT ${STAFF_PRODUCT_COLUMNS}, c.slug AS category,
                pc.price AS city_price, pc.is_stopped, last.changed_at, last.admin_login AS changed_by
           FROM product_cities pc
           JOIN products p ON p.id = pc.product_id
           JOIN categories c ON c.id = p.category_id
           LEFT JOIN LATERAL (
             SELECT s.changed_at, s.admin_login FROM staff_menu_changes s
              WHERE s.city_id = pc.city_id AND s.product_id = pc.product_id
              ORDER BY s.changed_at DESC, s.id DESC LIMIT 1
           ) last ON true
          WHERE pc.city_id = $1 AND NOT p.is_archived
          ORDER BY c.position, p.position, p.id`,
        [cityId],
      ),
    ]);
    return {
      categories: categories.rows.map((row) => ({
        slug: row.slug,
        translation: translatedText(row.translations, 'name'),
      })),
      products: products.rows.map(staffProductRecordOf),
    };
  }

  async changeCityProduct(
    cityId: CityId,
    iikoId: string,
    change: StaffMenuProductChange,
    by: AdminIdentity,
    at: Date,
  ): Promise<StaffMenuProductRecord | null> {
    // One statement, so one transaction: the row is locked and read as it was, changed, the change
    // logged (the product's own log and the admin area's change log, with before and after), and the
    // row read back as it now is with its product's names; an unknown product changes and logs nothing.
    const result = await this.db.query<StaffProductRow>(
      `WITH old AS (
         SELECT pc.product_id, pc.price, pc.is_stopped, COALESCE(p.translations->'uk'->>'name', p.iiko_id) AS name
           FROM product_cities pc
           JOIN products p ON p.id = pc.product_id
          WHERE pc.city_id = $1 AND p.iiko_id = $2 AND NOT p.is_archived
          FOR UPDATE OF pc
       ), changed AS (
         UPDATE product_cities pc
            SET is_stopped = COALESCE($3, pc.is_stopped),
                price = CASE WHEN $4 THEN $5::integer ELSE pc.price END
           FROM old
          WHERE pc.product_id = old.product_id AND pc.city_id = $1
         RETURNING pc.product_id, pc.price, pc.is_stopped
       ), logged AS (
         INSERT INTO staff_menu_changes (city_id, product_id, admin_id, admin_login, stopped, price_changed, city_price, changed_at)
         SELECT $1, changed.product_id, $6, $7, $3, $4, CASE WHEN $4 THEN $5::integer END, $8
           FROM changed
         RETURNING changed_at, admin_login
       ), audited AS (
         INSERT INTO admin_audit (at, admin_id, admin_login, city_id, section, action, target, before, after)
         SELECT $8, $6, $7, $1, 'menu', 'change-city-product', old.name,
                jsonb_build_object('stopped', old.is_stopped, 'cityPrice', round(old.price / 100.0, 2)),
                jsonb_build_object('stopped', changed.is_stopped, 'cityPrice', round(changed.price / 100.0, 2))
           FROM old JOIN changed USING (product_id)
       )
       SELECT ${STAFF_PRODUCT_COLUMNS}, c.slug AS category,
              changed.price AS city_price, changed.is_stopped, logged.changed_at, logged.admin_login AS changed_by
         FROM changed
         CROSS JOIN logged
         JOIN products p ON p.id = changed.product_id
         JOIN categories c ON c.id = p.category_id`,
      [
        cityId,
        iikoId,
        change.stopped ?? null,
        change.cityPrice !== undefined,
        change.cityPrice ?? null,
        by.id,
        by.login,
        at,
      ],
    );
    const row = result.rows[0];
    return row === undefined ? null : staffProductRecordOf(row);
  }
}

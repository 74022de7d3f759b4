import { randomUUID } from 'node:crypto';
import type { CityId } from '../../../../domain/city/city';
import { moveInOrder, type MenuMove } from '../../../../domain/menu/menu-order.rule';
import type { CheckedStaffProduct } from '../../../../domain/menu/staff-product.rule';
import { LOCALES } from '../../../../domain/shared/locale';
import { toHryvnias } from '../../../../domain/shared/money';
import type { StaffMenuProductRecord } from '../../../application/ports/staff-menu.port';
import type {
  StaffProductChangeContext,
  StaffProductsPort,
  StaffProductWriteOutcome,
} from '../../../application/ports/staff-products.port';
import type { Database, Queryable } from '../database';
import { recordAdminChange } from './pg-admin-audit.repository';
import { STAFF_PRODUCT_COLUMNS, staffProductRecordOf, type StaffProductRow } from './staff-product-row';

/** Thrown inside a transaction to roll it back; answered as the outcome it carries. */
class Refused extends Error {
  constructor(readonly outcome: StaffProductWriteOutcome) {
    super(outcome.kind);
  }
}

interface LockedProduct {
  id: number;
  category_id: number;
  translations: Record<string, Record<string, unknown> | undefined> | null;
}

/** Ids of staff's products: readable in logs and URLs (the English name), unique by the random tail. */
const newIikoId = (product: CheckedStaffProduct): string => {
  const words = product.translation.en
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `${words === '' ? 'product' : words}-${randomUUID().slice(0, 8)}`;
};

/** The size goes to the one column of its unit; the other two are emptied. */
const sizeColumns = (product: CheckedStaffProduct): [number | null, number | null, number | null] => {
  const amountIn = (unit: 'g' | 'ml' | 'pcs'): number | null =>
    product.size?.unit === unit ? product.size.amount : null;
  return [amountIn('g'), amountIn('ml'), amountIn('pcs')];
};

/** The translations column with the product's texts, keeping whatever else a locale holds. */
const translationsOf = (product: CheckedStaffProduct, stored: LockedProduct['translations'] = null): string =>
  JSON.stringify(
    Object.fromEntries(
      LOCALES.map((locale) => [
        locale,
        { ...(stored?.[locale] ?? {}), name: product.translation[locale], description: product.description[locale] },
      ]),
    ),
  );

/** What the change log keeps of a product: what staff edit, money in hryvnias as staff typed it. */
export const auditedOf = (record: StaffMenuProductRecord) => ({
  category: record.category,
  translation: record.translation,
  description: record.description,
  basePrice: toHryvnias(record.basePrice),
  size: record.size,
  rolls: record.rolls,
  alcohol: record.alcohol,
  tags: record.tags,
  hidden: record.hidden,
});

/** A product as the city sees it, with its last stop/price change there; null when the city does not offer it. */
export const readStaffProduct = async (
  tx: Queryable,
  productId: number,
  cityId: CityId,
): Promise<StaffMenuProductRecord | null> => {
  const result = await tx.query<StaffProductRow>(
    `SELECT ${STAFF_PRODUCT_COLUMNS}, c.slug AS category, pc.price AS city_price, pc.is_stopped,
            last.changed_at, last.admin_login AS changed_by
       FROM products p
       JOIN categories c ON c.id = p.category_id
       JOIN product_cities pc ON pc.product_id = p.id AND pc.city_id = $2
       LEFT JOIN LATERAL (
         SELECT s.changed_at, s.admin_login FROM staff_menu_changes s
          WHERE s.city_id = pc.city_id AND s.product_id = pc.product_id
          ORDER BY s.changed_at DESC, s.id DESC LIMIT 1
       ) last ON true
      WHERE p.id = $1`,
    [productId, cityId],
  );
  const row = result.rows[0];
  return row === undefined ? null : staffProductRecordOf(row);
};

const categoryIdOf = async (tx: Queryable, slug: string): Promise<number> => {
  const result = await tx.query<{ id: number }>('SELECT id FROM categories WHERE slug = $1', [slug]);
  const row = result.rows[0];
  if (row === undefined) throw new Refused({ kind: 'unknown-category' });
  return row.id;
};

export const lockProduct = async (tx: Queryable, iikoId: string): Promise<LockedProduct | null> => {
  const result = await tx.query<LockedProduct>(
    'SELECT id, category_id, translations FROM products WHERE iiko_id = $1 AND NOT is_archived FOR UPDATE',
    [iikoId],
  );
  return result.rows[0] ?? null;
};

// Last in the category: a new product, or one moved into another category, is added at the end.
const NEXT_POSITION = '(SELECT COALESCE(max(position) + 1, 0) FROM products WHERE category_id = $1)';

/** Products of migrations 0001 and 0022 as staff add, edit, archive and order them. */
export class PgStaffProducts implements StaffProductsPort {
  constructor(private readonly database: Database) {}

  create(
    product: CheckedStaffProduct,
    photo: string,
    cityId: CityId,
    { by, at }: StaffProductChangeContext,
  ): Promise<StaffProductWriteOutcome> {
    return this.write(async (tx) => {
      const categoryId = await categoryIdOf(tx, product.category);
      // Whether it counts as sushi and how many burgers it holds (used by coupons and the cart) follow
      // what its category's products usually are: staff do not edit those, and they are per category.
      const inserted = await tx.query<{ id: number }>(
        `INSERT INTO products (iiko_id, category_id, translations, price, weight_grams, volume_ml, pieces, photo, is_alcohol,
                               is_sushi, amount_of_burgers, amount_of_rolls, position, is_hidden, dietary_tags, created_at, updated_at)
         SELECT $2, $1, $3::jsonb, $4, $5, $6, $7, $8, $9,
                COALESCE((SELECT mode() WITHIN GROUP (ORDER BY is_sushi) FROM products WHERE category_id = $1 AND NOT is_archived), false),
                COALESCE((SELECT mode() WITHIN GROUP (ORDER BY amount_of_burgers) FROM products WHERE category_id = $1 AND NOT is_archived), 0),
                $10, ${NEXT_POSITION}, $11, $12::text[], $13, $13
         RETURNING id`,
        [
          categoryId,
          newIikoId(product),
          translationsOf(product),
          product.basePrice,
          ...sizeColumns(product),
          photo,
          product.alcohol,
          product.rolls,
          product.hidden,
          product.tags,
          at,
        ],
      );
      const id = (inserted.rows[0] as { id: number }).id;
      // Offered in every city; staff stop it where it is not sold.
      await tx.query('INSERT INTO product_cities (product_id, city_id) SELECT $1, id FROM cities', [id]);
      const saved = await readStaffProduct(tx, id, cityId);
      if (saved === null) throw new Refused({ kind: 'not-found' });
      await recordAdminChange(tx, {
        by,
        at,
        cityId: null,
        section: 'menu',
        action: 'add-product',
        target: saved.translation.uk,
        before: null,
        after: auditedOf(saved),
      });
      return saved;
    });
  }

  update(
    iikoId: string,
    product: CheckedStaffProduct,
    cityId: CityId,
    { by, at }: StaffProductChangeContext,
  ): Promise<StaffProductWriteOutcome> {
    return this.write(async (tx) => {
      const locked = await lockProduct(tx, iikoId);
      const before = locked === null ? null : await readStaffProduct(tx, locked.id, cityId);
      if (locked === null || before === null) throw new Refused({ kind: 'not-found' });
      const categoryId = await categoryIdOf(tx, product.category);
      await tx.query(
        `UPDATE products
            SET category_id = $1, translations = $3::jsonb, price = $4, weight_grams = $5, volume_ml = $6, pieces = $7,
                is_alcohol = $8, amount_of_rolls = $9, is_hidden = $10, dietary_tags = $11::text[], updated_at = $12,
                position = CASE WHEN category_id = $1 THEN position ELSE ${NEXT_POSITION} END
          WHERE id = $2`,
        [
          categoryId,
          locked.id,
          translationsOf(product, locked.translations),
          product.basePrice,
          ...sizeColumns(product),
          product.alcohol,
          product.rolls,
          product.hidden,
          product.tags,
          at,
        ],
      );
      const saved = (await readStaffProduct(tx, locked.id, cityId)) as StaffMenuProductRecord;
      await recordAdminChange(tx, {
        by,
        at,
        cityId: null,
        section: 'menu',
        action: 'edit-product',
        target: saved.translation.uk,
        before: auditedOf(before),
        after: auditedOf(saved),
      });
      return saved;
    });
  }

  archive(iikoId: string, { by, at }: StaffProductChangeContext): Promise<boolean> {
    return this.database.transaction(async (tx) => {
      const locked = await lockProduct(tx, iikoId);
      if (locked === null) return false;
      await tx.query('UPDATE products SET is_archived = true, updated_at = $2 WHERE id = $1', [locked.id, at]);
      const name = String(locked.translations?.uk?.name ?? iikoId);
      await recordAdminChange(tx, {
        by,
        at,
        cityId: null,
        section: 'menu',
        action: 'archive-product',
        target: name,
        before: { archived: false },
        after: { archived: true },
      });
      return true;
    });
  }

  move(iikoId: string, move: MenuMove, { by, at }: StaffProductChangeContext): Promise<boolean> {
    return this.database.transaction(async (tx) => {
      const product = await tx.query<{ category_id: number; name: string | null }>(
        "SELECT category_id, translations->'uk'->>'name' AS name FROM products WHERE iiko_id = $1 AND NOT is_archived",
        [iikoId],
      );
      const found = product.rows[0];
      if (found === undefined) return false;
      // The whole category is locked in one order, so two staff moving in it at once take turns
      // and each renumbers the order the other left.
      const category = await tx.query<{ iiko_id: string }>(
        'SELECT iiko_id FROM products WHERE category_id = $1 AND NOT is_archived ORDER BY position, id FOR UPDATE',
        [found.category_id],
      );
      const order = category.rows.map((row) => row.iiko_id);
      if (!order.includes(iikoId)) return false;
      const moved = moveInOrder(order, iikoId, move);
      if (moved === order) return true;
      await tx.query(
        `UPDATE products p SET position = o.position - 1, updated_at = $2
           FROM unnest($1::text[]) WITH ORDINALITY AS o(iiko_id, position)
          WHERE p.iiko_id = o.iiko_id`,
        [moved, at],
      );
      await recordAdminChange(tx, {
        by,
        at,
        cityId: null,
        section: 'menu',
        action: 'move-product',
        target: found.name ?? iikoId,
        before: { position: order.indexOf(iikoId) + 1 },
        after: { position: moved.indexOf(iikoId) + 1 },
      });
      return true;
    });
  }

  private async write(work: (tx: Queryable) => Promise<StaffMenuProductRecord>): Promise<StaffProductWriteOutcome> {
    try {
      return { kind: 'saved', product: await this.database.transaction(work) };
    } catch (error) {
      if (error instanceof Refused) return error.outcome;
      throw error;
    }
  }
}

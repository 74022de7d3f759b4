import type { CityId } from '../../../../domain/city/city';
import type { CheckedStaffCoupon } from '../../../../domain/coupon/staff-coupon.rule';
import type { StaffCouponKind } from '../../../../domain/shop-api/staff-coupons.contract';
import type { AdminIdentity } from '../../../application/ports/admin-repository.port';
import type {
  StaffCouponRecord,
  StaffCouponsPort,
  StaffCouponWriteOutcome,
} from '../../../application/ports/staff-coupons.port';
import { staffCouponDtoOf } from '../../../application/staff/staff-coupon.mapper';
import type { Database, Queryable } from '../database';
import { recordAdminChange } from './pg-admin-audit.repository';

interface CouponRow {
  id: number;
  code: string;
  kind: StaffCouponKind;
  value: number;
  min_cart: number | null;
  valid_from: Date | null;
  valid_until: Date | null;
  usage_limit: number | null;
  times_used: number;
  is_active: boolean;
  city_ids: number[];
  gifts: { options: { iikoId: string; modifierIds: string[] }[] }[];
}

// Cities and gifts nested, in the positions staff gave them; gift products named by iikoId.
const SELECT_COUPONS = `
SELECT c.id, c.code, c.kind, c.value, c.min_cart, c.valid_from, c.valid_until, c.usage_limit, c.times_used, c.is_active,
  ARRAY(SELECT cc.city_id::int FROM coupon_cities cc WHERE cc.coupon_id = c.id ORDER BY cc.city_id) AS city_ids,
  COALESCE((
    SELECT jsonb_agg(jsonb_build_object('options', COALESCE((
      SELECT jsonb_agg(jsonb_build_object('iikoId', p.iiko_id, 'modifierIds', to_jsonb(i.modifier_iiko_ids)) ORDER BY i.position, p.id)
      FROM coupon_action_items i JOIN products p ON p.id = i.product_id
      WHERE i.action_id = a.id
    ), '[]'::jsonb)) ORDER BY a.position, a.id)
    FROM coupon_actions a WHERE a.coupon_id = c.id
  ), '[]'::jsonb) AS gifts
FROM coupons c`;

const recordOf = (row: CouponRow): StaffCouponRecord => ({
  id: row.id,
  code: row.code,
  kind: row.kind,
  value: row.value,
  minCartKopiykas: row.min_cart,
  validFromMs: row.valid_from === null ? null : row.valid_from.getTime(),
  validUntilMs: row.valid_until === null ? null : row.valid_until.getTime(),
  usageLimit: row.usage_limit,
  timesUsed: row.times_used,
  active: row.is_active,
  cityIds: row.city_ids as CityId[],
  gifts: row.gifts,
});

const UNIQUE_VIOLATION = '23505';
const isCodeTaken = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION;

/** Thrown inside a transaction to roll it back; answered as the outcome it carries. */
class Refused extends Error {
  constructor(readonly outcome: StaffCouponWriteOutcome) {
    super(outcome.kind);
  }
}

/** Coupons of migrations 0004 and 0012: the coupon row, its cities, and its gifts with their products. */
export class PgStaffCoupons implements StaffCouponsPort {
  constructor(private readonly database: Database) {}

  async list(): Promise<readonly StaffCouponRecord[]> {
    const result = await this.database.query<CouponRow>(`${SELECT_COUPONS} ORDER BY c.id DESC`);
    return result.rows.map(recordOf);
  }

  create(coupon: CheckedStaffCoupon, by: AdminIdentity, at: Date): Promise<StaffCouponWriteOutcome> {
    return this.write(async (tx) => {
      await assertProductsExist(tx, coupon);
      const inserted = await tx.query<{ id: number }>(
        `INSERT INTO coupons (code, kind, value, min_cart, is_active, valid_from, valid_until, usage_limit, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING id`,
        [...couponColumns(coupon), at],
      );
      const id = (inserted.rows[0] as { id: number }).id;
      await writeCitiesAndGifts(tx, id, coupon);
      const saved = await readOne(tx, id);
      await recordAdminChange(tx, {
        by,
        at,
        cityId: null,
        section: 'coupons',
        action: 'add-coupon',
        target: saved.code,
        before: null,
        after: staffCouponDtoOf(saved),
      });
      return saved;
    });
  }

  update(id: number, coupon: CheckedStaffCoupon, by: AdminIdentity, at: Date): Promise<StaffCouponWriteOutcome> {
    return this.write(async (tx) => {
      const before = await lockOne(tx, id);
      if (before === null) throw new Refused({ kind: 'not-found' });
      await assertProductsExist(tx, coupon);
      await tx.query(
        `UPDATE coupons SET code = $1, kind = $2, value = $3, min_cart = $4, is_active = $5, valid_from = $6, valid_until = $7,
                usage_limit = $8, updated_at = $9
          WHERE id = $10`,
        [...couponColumns(coupon), at, id],
      );
      // Cities and gifts are replaced whole: staff edit them as one list.
      await tx.query('DELETE FROM coupon_cities WHERE coupon_id = $1', [id]);
      await tx.query('DELETE FROM coupon_actions WHERE coupon_id = $1', [id]);
      await writeCitiesAndGifts(tx, id, coupon);
      const saved = await readOne(tx, id);
      await recordAdminChange(tx, {
        by,
        at,
        cityId: null,
        section: 'coupons',
        action: 'edit-coupon',
        target: saved.code,
        before: staffCouponDtoOf(before),
        after: staffCouponDtoOf(saved),
      });
      return saved;
    });
  }

  async setActive(id: number, active: boolean, by: AdminIdentity, at: Date): Promise<StaffCouponRecord | null> {
    return this.database.transaction(async (tx) => {
      const before = await lockOne(tx, id);
      if (before === null) return null;
      await tx.query('UPDATE coupons SET is_active = $1, updated_at = $2 WHERE id = $3', [active, at, id]);
      const saved = { ...before, active };
      await recordAdminChange(tx, {
        by,
        at,
        cityId: null,
        section: 'coupons',
        action: active ? 'enable-coupon' : 'disable-coupon',
        target: saved.code,
        before: { active: before.active },
        after: { active },
      });
      return saved;
    });
  }

  private async write(work: (tx: Queryable) => Promise<StaffCouponRecord>): Promise<StaffCouponWriteOutcome> {
    try {
      return { kind: 'saved', coupon: await this.database.transaction(work) };
    } catch (error) {
      if (error instanceof Refused) return error.outcome;
      // The code is UNIQUE: of two staff saving one code at once, the second is told it is taken.
      if (isCodeTaken(error)) return { kind: 'code-taken' };
      throw error;
    }
  }
}

const couponColumns = (coupon: CheckedStaffCoupon): unknown[] => [
  coupon.code,
  coupon.kind,
  coupon.value,
  coupon.minCartKopiykas,
  coupon.active,
  coupon.validFromMs === null ? null : new Date(coupon.validFromMs),
  coupon.validUntilMs === null ? null : new Date(coupon.validUntilMs),
  coupon.usageLimit,
];

const readOne = async (tx: Queryable, id: number): Promise<StaffCouponRecord> => {
  const result = await tx.query<CouponRow>(`${SELECT_COUPONS} WHERE c.id = $1`, [id]);
  return recordOf(result.rows[0] as CouponRow);
};

const lockOne = async (tx: Queryable, id: number): Promise<StaffCouponRecord | null> => {
  const locked = await tx.query('SELECT 1 FROM coupons WHERE id = $1 FOR UPDATE', [id]);
  return locked.rowCount === 0 ? null : readOne(tx, id);
};

const assertProductsExist = async (tx: Queryable, coupon: CheckedStaffCoupon): Promise<void> => {
  const wanted = [...new Set(coupon.gifts.flatMap((gift) => gift.options.map((option) => option.iikoId)))];
  if (wanted.length === 0) return;
  const found = await tx.query<{ iiko_id: string }>('SELECT iiko_id FROM products WHERE iiko_id = ANY($1::text[])', [
    wanted,
  ]);
  const known = new Set(found.rows.map((row) => row.iiko_id));
  const missing = wanted.find((iikoId) => !known.has(iikoId));
  if (missing !== undefined) throw new Refused({ kind: 'unknown-product', iikoId: missing });
};

const writeCitiesAndGifts = async (tx: Queryable, id: number, coupon: CheckedStaffCoupon): Promise<void> => {
  await tx.query('INSERT INTO coupon_cities (coupon_id, city_id) SELECT $1, unnest($2::smallint[])', [
    id,
    coupon.cityIds,
  ]);
  for (const [position, gift] of coupon.gifts.entries()) {
    await tx.query(
      `WITH action AS (INSERT INTO coupon_actions (coupon_id, position) VALUES ($1, $2) RETURNING id)
       INSERT INTO coupon_action_items (action_id, product_id, modifier_iiko_ids, position)
       SELECT action.id, p.id, ARRAY(SELECT jsonb_array_elements_text(o.option->'modifierIds')), o.position - 1
         FROM action
        CROSS JOIN jsonb_array_elements($3::jsonb) WITH ORDINALITY AS o(option, position)
         JOIN products p ON p.iiko_id = o.option->>'iikoId'`,
      [id, position, JSON.stringify(gift.options)],
    );
  }
};

import type {
  CouponActionRecord,
  CouponKind,
  CouponRecord,
  CouponRepositoryPort,
} from '../../../application/ports/coupon-repository.port';
import type { NamedStatement, Queryable } from '../database';
import { isStorableCityId } from './city-id.guard';
import { isStorableText } from './text-value.guard';

// One round trip: the coupon with its actions and their gift options nested as jsonb, in the
// positions staff gave them. Gift options name products by iikoId, as the catalogue does.
const FIND_BY_CODE: NamedStatement = {
  // Prepared once per connection: planning this query costs as much as running it.
  name: 'coupon-by-code',
  text: `
SELECT c.code, c.kind, c.value, c.min_cart, c.valid_from, c.valid_until, c.is_active, c.usage_limit, c.times_used,
  COALESCE((
    SELECT jsonb_agg(jsonb_build_object('options', COALESCE((
      SELECT jsonb_agg(jsonb_build_object('productId', p.iiko_id, 'modifierIds', to_jsonb(i.modifier_iiko_ids))
                       ORDER BY i.position, p.id)
      FROM coupon_action_items i JOIN products p ON p.id = i.product_id
      WHERE i.action_id = a.id
    ), '[]'::jsonb)) ORDER BY a.position, a.id)
    FROM coupon_actions a WHERE a.coupon_id = c.id
  ), '[]'::jsonb) AS actions
FROM coupons c
WHERE c.code = $1 AND EXISTS (SELECT 1 FROM coupon_cities cc WHERE cc.coupon_id = c.id AND cc.city_id = $2)`,
};

interface CouponRow {
  code: string;
  kind: CouponKind;
  value: number;
  min_cart: number | null;
  valid_from: Date | null;
  valid_until: Date | null;
  is_active: boolean;
  usage_limit: number | null;
  times_used: number;
  actions: CouponActionRecord[];
}

/**
 * Coupons of migration 0004. Codes are stored upper case (a CHECK says so), and the typed code is
 * normalised here in JavaScript, exactly as the in-memory twin does, so both agree on every
 * alphabet (PostgreSQL's upper() depends on the collation). Switched-off and expired coupons are
 * answered too: telling "not found" from "expired" is the use case's business.
 */
export class PgCouponRepository implements CouponRepositoryPort {
  constructor(private readonly db: Queryable) {}

  async findByCode(code: string, cityId: number): Promise<CouponRecord | null> {
    const normalized = code.trim().toUpperCase();
    if (normalized === '' || !isStorableText(normalized) || !isStorableCityId(cityId)) return null;
    const result = await this.db.query<CouponRow>(FIND_BY_CODE, [normalized, cityId]);
    const row = result.rows[0];
    if (row === undefined) return null;
    return {
      code: row.code,
      kind: row.kind,
      value: row.value,
      actions: row.actions.map((action) => ({
        options: action.options.map((option) => ({ productId: option.productId, modifierIds: option.modifierIds })),
      })),
      minCartKopiykas: row.min_cart ?? 0,
      validFrom: row.valid_from,
      validUntil: row.valid_until,
      isActive: row.is_active,
      usageLimit: row.usage_limit,
      timesUsed: row.times_used,
    };
  }
}

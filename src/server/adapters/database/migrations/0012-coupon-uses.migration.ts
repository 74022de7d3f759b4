import type { Migration } from './migration.types';

/**
 * Coupons become staff-managed with a usage limit that holds. Until now nothing counted uses, so
 * times_used is filled from the orders that carried each code; from here on the order insert
 * counts each use in the same statement that writes the order (pg-order-insert.statement.ts).
 * updated_at says when staff last changed a coupon.
 */
export const couponUsesMigration: Migration = {
  id: '0012_coupon_uses',
  sql: `
UPDATE coupons c SET times_used = used.n
  FROM (SELECT coupon_code, count(*)::int AS n FROM orders WHERE coupon_code IS NOT NULL GROUP BY coupon_code) used
 WHERE used.coupon_code = c.code;
ALTER TABLE coupons ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
COMMENT ON COLUMN coupons.times_used IS 'Orders written with this code; the order insert adds to it only while under usage_limit.';
`,
};

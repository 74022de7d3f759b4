import type { Migration } from './migration.types';

/**
 * A paid order whose payment the provider reversed (LiqPay's 'reversed') is 'refunded': staff see
 * that the money went back, and no later callback makes it paid or failed again.
 */
export const paymentRefundsMigration: Migration = {
  id: '0019_payment_refunds',
  sql: `
ALTER TABLE orders DROP CONSTRAINT orders_payment_status_check;
ALTER TABLE orders ADD CONSTRAINT orders_payment_status_check
  CHECK (payment_status IN ('not-required', 'awaiting', 'paid', 'failed', 'refunded'));
ALTER TABLE orders ADD COLUMN refunded_at timestamptz;
ALTER TABLE orders ADD CONSTRAINT orders_refund_check CHECK (payment_status <> 'refunded' OR (refunded_at IS NOT NULL AND paid_at IS NOT NULL));
`,
};

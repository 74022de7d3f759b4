import type { Migration } from './migration.types';

/**
 * What staff wrote when they cancelled an order, shown to its customer on the order status page.
 * NULL for every other order and for a cancellation without a reason.
 */
export const orderCancelReasonMigration: Migration = {
  id: '0022_order_cancel_reason',
  sql: `
ALTER TABLE orders ADD COLUMN cancel_reason text;
ALTER TABLE orders ADD CONSTRAINT orders_cancel_reason_check CHECK (cancel_reason IS NULL OR status = 'cancelled');
COMMENT ON COLUMN orders.cancel_reason IS 'Staff''s reason for cancelling, shown to the customer.';
`,
};

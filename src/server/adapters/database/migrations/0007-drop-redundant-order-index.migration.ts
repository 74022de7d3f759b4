import type { Migration } from './migration.types';

/**
 * orders_created_idx (created_at DESC) served no query: staff lists by city and status use
 * orders_city_status_idx, lookups by phone use orders_phone_idx, and "newest first" over all
 * orders is the identity key's order. Every order paid its upkeep on the busiest write of the shop.
 */
export const dropRedundantOrderIndexMigration: Migration = {
  id: '0007_drop_redundant_order_index',
  sql: `DROP INDEX IF EXISTS orders_created_idx;`,
};

import type { Migration } from './migration.types';

/**
 * What customers read while a city's online payment is switched off, like the messages of the
 * other stop switches: `{locale: {title, description}}`, Ukrainian always, other languages when
 * staff wrote them.
 */
export const onlinePaymentStopMessageMigration: Migration = {
  id: '0027_online_payment_stop_message',
  sql: `
ALTER TABLE payment_types ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb;
COMMENT ON COLUMN payment_types.translations IS '{locale: {title, description}} shown while the method is switched off (online payment''s stop message).';
`,
};

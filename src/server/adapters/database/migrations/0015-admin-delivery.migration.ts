import type { Migration } from './migration.types';

/**
 * What the admin Delivery section edits beyond the first schema: a pickup point's address in every
 * language and its opening hours, a street's names in every language, and a zone's name as the
 * imported file called it (staff recognise their zones by it).
 */
export const adminDeliveryMigration: Migration = {
  id: '0015_admin_delivery',
  sql: `
ALTER TABLE pickup_points
  ADD COLUMN translations jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(translations) = 'object'),
  ADD COLUMN hours text NOT NULL DEFAULT '';
COMMENT ON COLUMN pickup_points.translations IS '{en: {locality, street}, ru: {...}}; the Ukrainian address is in the name columns.';

ALTER TABLE streets
  ADD COLUMN translations jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(translations) = 'object');
COMMENT ON COLUMN streets.translations IS '{uk: {name}, en: {name}, ru: {name}}; name stays the Ukrainian one the geocoder reads.';

ALTER TABLE zones
  ADD COLUMN name text NOT NULL DEFAULT '';
`,
};

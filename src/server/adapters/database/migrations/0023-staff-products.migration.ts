import type { Migration } from './migration.types';

/**
 * Products staff add and edit: a switch that keeps a product but shows it nowhere, pieces as a
 * third way to state a size (next to grams and millilitres), and the allergen and diet labels.
 * The tag list is the domain's (dietary-tags.ts); the CHECK keeps anything else out of the table.
 */
export const staffProductsMigration: Migration = {
  id: '0023_staff_products',
  sql: `
ALTER TABLE products
  ADD COLUMN is_hidden boolean NOT NULL DEFAULT false,
  ADD COLUMN pieces smallint CHECK (pieces > 0),
  ADD COLUMN dietary_tags text[] NOT NULL DEFAULT '{}'
    CHECK (dietary_tags <@ ARRAY['gluten', 'lactose', 'fish', 'nuts', 'spicy', 'vegetarian', 'vegan']::text[]);
COMMENT ON COLUMN products.is_hidden IS 'Staff hid it: kept and editable, shown to no customer and not orderable.';
COMMENT ON COLUMN products.pieces IS 'Size in pieces, for products counted rather than weighed.';
COMMENT ON COLUMN products.dietary_tags IS 'Allergen and diet labels shown on the card.';
`,
};

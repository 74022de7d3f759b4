import type { Migration } from './migration.types';

/**
 * Photos staff upload for products (architecture/admin-menu.md, "Photos"). The encoded files live
 * in the database, not on an instance's disk, so every instance on one DATABASE_URL serves what
 * any of them received. A file is named by a hash of its bytes and never changes; it is kept when
 * the product gets another photo, so carts and past orders that still link it keep their picture.
 */
export const productPhotosMigration: Migration = {
  id: '0025_product_photos',
  sql: `
CREATE TABLE photo_files (
  name          text PRIMARY KEY CHECK (name ~ '^[0-9a-f]{32}\\.(webp|avif)$'),
  content_type  text NOT NULL CHECK (content_type IN ('image/webp', 'image/avif')),
  bytes         bytea NOT NULL,
  created_at    timestamptz NOT NULL
);
COMMENT ON TABLE photo_files IS 'Encoded product photo variants, immutable, served at /api/photos/{name}.';

CREATE TABLE product_photos (
  id           bigserial PRIMARY KEY,
  variants     jsonb NOT NULL,
  uploaded_by  text NOT NULL,
  uploaded_at  timestamptz NOT NULL
);
COMMENT ON COLUMN product_photos.variants IS '{webp: [{name, width, height}], avif: [...]}, narrowest first; names are photo_files rows.';

ALTER TABLE products ADD COLUMN photo_id bigint REFERENCES product_photos (id);
COMMENT ON COLUMN products.photo_id IS 'The uploaded photo; NULL: the default picture in products.photo.';
`,
};

import type { Migration } from './migration.types';

/**
 * Staff manage the storefront's banners (architecture/admin-banners.md). The banners table of
 * 0003/0008 grows rather than a second one being made:
 * - a banner shows a picture staff uploaded (picture_id, encoded through the product photos'
 *   pipeline into photo_files) or, as the demo's drawn banners do, a file (image); exactly one;
 *   a language's own picture is translations.{locale}.upload (an upload) or .image (a file);
 * - an optional window, show_from included and show_until excluded;
 * - link becomes a shop path or an https address: the old category slugs become the path of the
 *   category's page with the category as its anchor ('combos' → '/#combos', 'sets' → '/sushi/#sets').
 */
export const bannerAdminMigration: Migration = {
  id: '0028_banner_admin',
  sql: `
CREATE TABLE banner_pictures (
  id           bigserial PRIMARY KEY,
  variants     jsonb NOT NULL,
  uploaded_by  text NOT NULL,
  uploaded_at  timestamptz NOT NULL
);
COMMENT ON TABLE banner_pictures IS 'Banner pictures staff uploaded: {webp: [{name, width, height}], avif: [...]}, narrowest first; names are photo_files rows.';

ALTER TABLE banners
  ALTER COLUMN image DROP NOT NULL,
  ADD COLUMN picture_id bigint REFERENCES banner_pictures (id),
  ADD COLUMN show_from  timestamptz,
  ADD COLUMN show_until timestamptz,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
  ADD CONSTRAINT banners_one_picture CHECK ((image IS NULL) <> (picture_id IS NULL)),
  ADD CONSTRAINT banners_window CHECK (show_from IS NULL OR show_until IS NULL OR show_from < show_until);
COMMENT ON COLUMN banners.image IS 'The main picture as a file under /api/uploads/ (the demo''s drawn banners); NULL when picture_id names an upload.';
COMMENT ON COLUMN banners.picture_id IS 'The main picture staff uploaded; NULL when image names a file.';
COMMENT ON COLUMN banners.translations IS '{locale: {alt, image?, upload?}}: a language''s own picture, a file (image) or an upload (banner_pictures id); the main picture otherwise.';
COMMENT ON COLUMN banners.show_from IS 'Shown from this instant on (included); NULL: no start.';
COMMENT ON COLUMN banners.show_until IS 'Shown until this instant (excluded); NULL: no end.';

UPDATE banners SET link = CASE
    WHEN link IN ('combos', 'burgers', 'menus') THEN '/#' || link
    WHEN link IN ('rolls', 'sets') THEN '/sushi/#' || link
    WHEN link IN ('additions', 'sauces', 'drinks', 'beer')
      THEN CASE page WHEN 'sushi' THEN '/sushi/#' ELSE '/#' END || link
  END
 WHERE link IS NOT NULL;
ALTER TABLE banners ADD CONSTRAINT banners_link CHECK (link IS NULL OR link LIKE '/%' OR link LIKE 'https://%');
COMMENT ON COLUMN banners.link IS 'Where the slide leads: a shop path (''/sushi/#sets'', opened in the customer''s language and city) or an https address; NULL: nowhere.';
`,
};

import type { Migration } from './migration.types';

/**
 * A banner's headline is drawn into its picture, so a language may have a picture of its own:
 * translations gain an optional `image` per locale (no schema change, jsonb). Banners stored
 * before keep showing their one picture in every language.
 */
export const bannerImagesPerLanguageMigration: Migration = {
  id: '0008_banner_images_per_language',
  sql: `COMMENT ON COLUMN banners.translations IS '{locale: {alt, image?}}: image is that language''s picture file; the image column is the picture otherwise.';`,
};

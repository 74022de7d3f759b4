import type { MenuPage } from '../../../../domain/cart/category';
import type { CityId } from '../../../../domain/city/city';
import { LOCALES, type Locale } from '../../../../domain/shared/locale';
import type { BannerPictureRefDto } from '../../../../domain/shop-api/staff-banners.contract';
import type { StoredBanner, StoredBannerPicture } from '../../../application/ports/banner-record.types';
import { storedPhotoVariantsOf } from '../../../application/catalogue/stored-photo.mapper';
import type { Queryable } from '../database';
import { storedField } from './translations.mapper';

interface BannerRow {
  id: number;
  city_id: number;
  page: MenuPage;
  position: number;
  image: string | null;
  picture_id: number | null;
  translations: unknown;
  link: string | null;
  is_available: boolean;
  show_from: Date | null;
  show_until: Date | null;
  /** {id: variants} of every upload the banner names. */
  pictures: Record<string, unknown>;
}

/** Banners of migrations 0003, 0008 and 0028 with the sizes of every picture they name, in display order. */
const SELECT_BANNERS = `
SELECT b.id, b.city_id, b.page, b.position, b.image, b.picture_id, b.translations, b.link, b.is_available,
       b.show_from, b.show_until,
       COALESCE((
         SELECT jsonb_object_agg(p.id::text, p.variants) FROM banner_pictures p
          WHERE p.id = b.picture_id
             OR p.id::text IN (SELECT t.value->>'upload' FROM jsonb_each(b.translations) t)
       ), '{}'::jsonb) AS pictures
  FROM banners b`;

const isFileName = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isUploadId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

const pictureOf = (ref: BannerPictureRefDto, row: BannerRow): StoredBannerPicture => ({
  ref,
  variants: 'uploadId' in ref ? storedPhotoVariantsOf(row.pictures[String(ref.uploadId)]) : null,
});

const sameRef = (a: BannerPictureRefDto, b: BannerPictureRefDto): boolean =>
  'uploadId' in a ? 'uploadId' in b && a.uploadId === b.uploadId : 'file' in b && a.file === b.file;

const recordOf = (row: BannerRow): StoredBanner => {
  const main = pictureOf(row.picture_id === null ? { file: row.image ?? '' } : { uploadId: row.picture_id }, row);
  const localePictures = {} as Record<Locale, StoredBannerPicture | null>;
  const alt: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) {
    const upload = storedField(row.translations, locale, 'upload', isUploadId);
    const file = storedField(row.translations, locale, 'image', isFileName);
    const ref: BannerPictureRefDto | null =
      upload !== undefined ? { uploadId: upload } : file !== undefined ? { file } : null;
    // The drawn banners name their main file for Ukrainian too: that is no picture of its own.
    localePictures[locale] = ref === null || sameRef(ref, main.ref) ? null : pictureOf(ref, row);
    const text = storedField(row.translations, locale, 'alt', isText);
    if (text !== undefined) alt[locale] = text;
  }
  return {
    id: row.id,
    cityId: row.city_id as CityId,
    page: row.page,
    position: row.position,
    picture: main,
    localePictures,
    alt,
    link: row.link,
    active: row.is_available,
    showFromMs: row.show_from === null ? null : row.show_from.getTime(),
    showUntilMs: row.show_until === null ? null : row.show_until.getTime(),
  };
};

/** One page's banners of one city, in display order. */
export const selectPageBanners = async (
  db: Queryable,
  cityId: CityId,
  page: MenuPage,
): Promise<readonly StoredBanner[]> => {
  const result = await db.query<BannerRow>(
    `${SELECT_BANNERS} WHERE b.city_id = $1 AND b.page = $2 ORDER BY b.position, b.id`,
    [cityId, page],
  );
  return result.rows.map(recordOf);
};

/** One banner by id; null when there is none. */
export const selectBanner = async (db: Queryable, id: number): Promise<StoredBanner | null> => {
  const result = await db.query<BannerRow>(`${SELECT_BANNERS} WHERE b.id = $1`, [id]);
  const row = result.rows[0];
  return row === undefined ? null : recordOf(row);
};

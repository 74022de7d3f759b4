import { placeInOrder, type BannerPlacement } from '../../../../domain/banner/banner-order.rule';
import type { CheckedStaffBanner } from '../../../../domain/banner/staff-banner.rule';
import type { MenuPage } from '../../../../domain/cart/category';
import type { CityId } from '../../../../domain/city/city';
import { LOCALES } from '../../../../domain/shared/locale';
import type { BannerPictureRefDto, StaffBannerField } from '../../../../domain/shop-api/staff-banners.contract';
import type { StoredBanner, StoredBannerPicture } from '../../../application/ports/banner-record.types';
import type { ProcessedPhoto } from '../../../application/ports/product-photos.port';
import type {
  StaffBannerChangeContext,
  StaffBannerPlace,
  StaffBannersPort,
  StaffBannerWriteOutcome,
} from '../../../application/ports/staff-banners.port';
import { auditedBanner } from '../../../application/staff/staff-banner.mapper';
import type { Database, Queryable } from '../database';
import { recordAdminChange } from './pg-admin-audit.repository';
import { selectBanner, selectPageBanners } from './pg-banner-rows';

/** Thrown inside a transaction to roll it back; answered as the outcome it carries. */
class Refused extends Error {
  constructor(readonly outcome: StaffBannerWriteOutcome) {
    super(outcome.kind);
  }
}

// The advisory lock space of a page's banners: also held while the page is empty, so two banners
// added to it at once take turns and get positions one after the other.
const BANNER_PAGE_LOCK_SPACE = 7_246_028;

/** Locks one page's banners of one city (so two staff changing it take turns) and answers their ids in display order. */
const lockPage = async (tx: Queryable, cityId: CityId, page: MenuPage): Promise<number[]> => {
  await tx.query('SELECT pg_advisory_xact_lock($1::integer, hashtext($2::text))', [
    BANNER_PAGE_LOCK_SPACE,
    `${cityId} ${page}`,
  ]);
  const result = await tx.query<{ id: number }>(
    'SELECT id FROM banners WHERE city_id = $1 AND page = $2 ORDER BY position, id FOR UPDATE',
    [cityId, page],
  );
  return result.rows.map((row) => row.id);
};

/** Positions 0…n−1 in the given order. */
const renumber = async (tx: Queryable, order: readonly number[], at: Date): Promise<void> => {
  if (order.length === 0) return;
  await tx.query(
    `UPDATE banners b SET position = o.position - 1, updated_at = $2
       FROM unnest($1::int[]) WITH ORDINALITY AS o(id, position)
      WHERE b.id = o.id AND b.position <> o.position - 1`,
    [order, at],
  );
};

interface PageKey {
  readonly cityId: CityId;
  readonly page: MenuPage;
}
const keyOf = (page: PageKey): string => `${page.cityId}:${page.page}`;

/**
 * The banner as it is once its page (and `alsoLock`, the page a change moves it to) is locked,
 * with each locked page's ids in order; null when there is no such banner. Pages are locked in one
 * order (city, then page), so two changes never deadlock; should the banner have moved before the
 * lock was taken, its new page is locked instead.
 */
const lockBanner = async (
  tx: Queryable,
  id: number,
  alsoLock: PageKey | null = null,
): Promise<{ readonly banner: StoredBanner; readonly orders: ReadonlyMap<string, number[]> } | null> => {
  for (;;) {
    const seen = await selectBanner(tx, id);
    if (seen === null) return null;
    const pages = [seen, ...(alsoLock === null || keyOf(alsoLock) === keyOf(seen) ? [] : [alsoLock])].sort(
      (a, b) => a.cityId - b.cityId || a.page.localeCompare(b.page),
    );
    const orders = new Map<string, number[]>();
    for (const page of pages) orders.set(keyOf(page), await lockPage(tx, page.cityId, page.page));
    const banner = await selectBanner(tx, id);
    if (banner === null) return null;
    if (keyOf(banner) === keyOf(seen)) return { banner, orders };
  }
};

const targetOf = (banner: StoredBanner): string => banner.alt.uk ?? `#${banner.id}`;

/**
 * Every picture the banner names must be an upload the shop has, or a file the banner already
 * shows (a drawn banner keeps its files; no other file can be named through the API).
 */
const assertPicturesKnown = async (
  tx: Queryable,
  banner: CheckedStaffBanner,
  before: StoredBanner | null,
): Promise<void> => {
  const slots: [StaffBannerField, BannerPictureRefDto | null][] = [
    ['picture', banner.picture],
    ...LOCALES.map((locale): [StaffBannerField, BannerPictureRefDto | null] => [
      `localePictures.${locale}`,
      banner.localePictures[locale],
    ]),
  ];
  const knownFiles = new Set<string>();
  if (before !== null)
    for (const picture of [before.picture, ...LOCALES.map((locale) => before.localePictures[locale])])
      if (picture !== null && 'file' in picture.ref) knownFiles.add(picture.ref.file);
  const uploadIds = slots.flatMap(([, ref]) => (ref !== null && 'uploadId' in ref ? [ref.uploadId] : []));
  const found = await tx.query<{ id: number }>('SELECT id FROM banner_pictures WHERE id = ANY($1::bigint[])', [
    uploadIds,
  ]);
  const knownUploads = new Set(found.rows.map((row) => row.id));
  for (const [field, ref] of slots) {
    if (ref === null) continue;
    const known = 'uploadId' in ref ? knownUploads.has(ref.uploadId) : knownFiles.has(ref.file);
    if (!known) throw new Refused({ kind: 'unknown-picture', field });
  }
};

/** The translations column: alt texts and each language's own picture (a file or an upload). */
const translationsOf = (banner: CheckedStaffBanner): Record<string, Record<string, unknown>> =>
  Object.fromEntries(
    LOCALES.map((locale) => {
      const ref = banner.localePictures[locale];
      const alt = banner.alt[locale];
      return [
        locale,
        {
          ...(alt === undefined ? {} : { alt }),
          ...(ref === null ? {} : 'uploadId' in ref ? { upload: ref.uploadId } : { image: ref.file }),
        },
      ];
    }),
  );

const columnsOf = (banner: CheckedStaffBanner): unknown[] => [
  banner.cityId,
  banner.page,
  'file' in banner.picture ? banner.picture.file : null,
  'uploadId' in banner.picture ? banner.picture.uploadId : null,
  JSON.stringify(translationsOf(banner)),
  banner.link,
  banner.active,
  banner.showFromMs === null ? null : new Date(banner.showFromMs),
  banner.showUntilMs === null ? null : new Date(banner.showUntilMs),
];

/** Banners of migrations 0003, 0008 and 0028 as staff manage them (architecture/admin-banners.md). */
export class PgStaffBanners implements StaffBannersPort {
  constructor(private readonly database: Database) {}

  list(cityId: CityId, page: MenuPage): Promise<readonly StoredBanner[]> {
    return selectPageBanners(this.database, cityId, page);
  }

  create(banner: CheckedStaffBanner, { by, at }: StaffBannerChangeContext): Promise<StaffBannerWriteOutcome> {
    return this.write(async (tx) => {
      const order = await lockPage(tx, banner.cityId, banner.page);
      await assertPicturesKnown(tx, banner, null);
      const inserted = await tx.query<{ id: number }>(
        `INSERT INTO banners (city_id, page, image, picture_id, translations, link, is_available, show_from, show_until,
                              position, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9, $10, $11, $11) RETURNING id`,
        [...columnsOf(banner), order.length, at],
      );
      const saved = (await selectBanner(tx, (inserted.rows[0] as { id: number }).id)) as StoredBanner;
      await recordAdminChange(tx, {
        by,
        at,
        cityId: saved.cityId,
        section: 'banners',
        action: 'add-banner',
        target: targetOf(saved),
        before: null,
        after: auditedBanner(saved),
      });
      return { kind: 'saved', banner: saved, before: null };
    });
  }

  update(
    id: number,
    banner: CheckedStaffBanner,
    { by, at }: StaffBannerChangeContext,
  ): Promise<StaffBannerWriteOutcome> {
    return this.write(async (tx) => {
      const locked = await lockBanner(tx, id, banner);
      if (locked === null) throw new Refused({ kind: 'not-found' });
      const before = locked.banner;
      await assertPicturesKnown(tx, banner, before);
      const moves = keyOf(before) !== keyOf(banner);
      const target = locked.orders.get(keyOf(banner)) ?? [];
      await tx.query(
        `UPDATE banners SET city_id = $1, page = $2, image = $3, picture_id = $4, translations = $5::jsonb, link = $6,
                is_available = $7, show_from = $8, show_until = $9, position = $10, updated_at = $11
          WHERE id = $12`,
        [...columnsOf(banner), moves ? target.length : before.position, at, id],
      );
      // Moved to another city or page: it went last there, and the ones it left close up.
      if (moves)
        await renumber(
          tx,
          (locked.orders.get(keyOf(before)) ?? []).filter((each) => each !== id),
          at,
        );
      const saved = (await selectBanner(tx, id)) as StoredBanner;
      await recordAdminChange(tx, {
        by,
        at,
        cityId: saved.cityId,
        section: 'banners',
        action: 'edit-banner',
        target: targetOf(saved),
        before: auditedBanner(before),
        after: auditedBanner(saved),
      });
      return { kind: 'saved', banner: saved, before };
    });
  }

  remove(id: number, { by, at }: StaffBannerChangeContext): Promise<StoredBanner | null> {
    return this.database.transaction(async (tx) => {
      const locked = await lockBanner(tx, id);
      if (locked === null) return null;
      const current = locked.banner;
      const order = locked.orders.get(keyOf(current)) ?? [];
      await tx.query('DELETE FROM banners WHERE id = $1', [id]);
      await renumber(
        tx,
        order.filter((each) => each !== id),
        at,
      );
      await recordAdminChange(tx, {
        by,
        at,
        cityId: current.cityId,
        section: 'banners',
        action: 'delete-banner',
        target: targetOf(current),
        before: auditedBanner(current),
        after: null,
      });
      return current;
    });
  }

  place(
    id: number,
    placement: BannerPlacement,
    { by, at }: StaffBannerChangeContext,
  ): Promise<StaffBannerPlace | null> {
    return this.database.transaction(async (tx) => {
      const locked = await lockBanner(tx, id);
      if (locked === null) return null;
      const current = locked.banner;
      const order = locked.orders.get(keyOf(current)) ?? [];
      const placed = placeInOrder(order, id, placement);
      if (placed !== order) {
        await renumber(tx, placed, at);
        await recordAdminChange(tx, {
          by,
          at,
          cityId: current.cityId,
          section: 'banners',
          action: 'move-banner',
          target: targetOf(current),
          before: { place: order.indexOf(id) + 1 },
          after: { place: placed.indexOf(id) + 1 },
        });
      }
      return { cityId: current.cityId, page: current.page };
    });
  }

  storePicture(photo: ProcessedPhoto, { by, at }: StaffBannerChangeContext): Promise<StoredBannerPicture> {
    return this.database.transaction(async (tx) => {
      const inserted = await tx.query<{ id: number }>(
        'INSERT INTO banner_pictures (variants, uploaded_by, uploaded_at) VALUES ($1::jsonb, $2, $3) RETURNING id',
        [JSON.stringify(photo.variants), by.login, at],
      );
      const uploadId = (inserted.rows[0] as { id: number }).id;
      const widest = photo.variants.webp.at(-1);
      await recordAdminChange(tx, {
        by,
        at,
        cityId: null,
        section: 'banners',
        action: 'upload-picture',
        target: widest?.name ?? String(uploadId),
        before: null,
        after: { uploadId, widths: photo.variants.webp.map((variant) => variant.width) },
      });
      return { ref: { uploadId }, variants: photo.variants };
    });
  }

  private async write(work: (tx: Queryable) => Promise<StaffBannerWriteOutcome>): Promise<StaffBannerWriteOutcome> {
    try {
      return await this.database.transaction(work);
    } catch (error) {
      if (error instanceof Refused) return error.outcome;
      throw error;
    }
  }
}

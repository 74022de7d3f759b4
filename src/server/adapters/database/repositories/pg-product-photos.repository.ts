import type { CityId } from '../../../../domain/city/city';
import type { StaffMenuProductRecord } from '../../../application/ports/staff-menu.port';
import type {
  ProcessedPhoto,
  ProductPhotosPort,
  ProductPhotoWriteOutcome,
  StoredPhotoVariants,
} from '../../../application/ports/product-photos.port';
import type { StaffProductChangeContext } from '../../../application/ports/staff-products.port';
import type { Database, Queryable } from '../database';
import { recordAdminChange } from './pg-admin-audit.repository';
import { lockProduct, readStaffProduct } from './pg-staff-products.repository';

/** What the change log keeps of a photo: its widest file's name, enough to find it again; null for the default picture. */
const auditedPhoto = (variants: StoredPhotoVariants | null): string | null => variants?.webp.at(-1)?.name ?? null;

/**
 * Which photo each product shows (migration 0025): an upload's variants by file name, the files being
 * in the image store (architecture/uploads.md). An old photo's row stays, so carts that link it keep it.
 */
export class PgProductPhotos implements ProductPhotosPort {
  constructor(private readonly database: Database) {}

  attach(
    iikoId: string,
    photo: ProcessedPhoto,
    cityId: CityId,
    { by, at }: StaffProductChangeContext,
  ): Promise<ProductPhotoWriteOutcome> {
    return this.database.transaction(async (tx) => {
      const locked = await lockProduct(tx, iikoId);
      const before = locked === null ? null : await readStaffProduct(tx, locked.id, cityId);
      if (locked === null || before === null) return { kind: 'not-found' } as const;
      const inserted = await tx.query<{ id: string }>(
        'INSERT INTO product_photos (variants, uploaded_by, uploaded_at) VALUES ($1::jsonb, $2, $3) RETURNING id',
        [JSON.stringify(photo.variants), by.login, at],
      );
      await tx.query('UPDATE products SET photo_id = $2, updated_at = $3 WHERE id = $1', [
        locked.id,
        (inserted.rows[0] as { id: string }).id,
        at,
      ]);
      return this.saved(tx, locked.id, before, cityId, { by, at }, 'change-photo');
    });
  }

  detach(iikoId: string, cityId: CityId, { by, at }: StaffProductChangeContext): Promise<ProductPhotoWriteOutcome> {
    return this.database.transaction(async (tx) => {
      const locked = await lockProduct(tx, iikoId);
      const before = locked === null ? null : await readStaffProduct(tx, locked.id, cityId);
      if (locked === null || before === null) return { kind: 'not-found' } as const;
      await tx.query('UPDATE products SET photo_id = NULL, updated_at = $2 WHERE id = $1', [locked.id, at]);
      return this.saved(tx, locked.id, before, cityId, { by, at }, 'remove-photo');
    });
  }

  private async saved(
    tx: Queryable,
    productId: number,
    before: StaffMenuProductRecord,
    cityId: CityId,
    { by, at }: StaffProductChangeContext,
    action: 'change-photo' | 'remove-photo',
  ): Promise<ProductPhotoWriteOutcome> {
    const product = (await readStaffProduct(tx, productId, cityId)) as StaffMenuProductRecord;
    await recordAdminChange(tx, {
      by,
      at,
      cityId: null,
      section: 'menu',
      action,
      target: product.translation.uk,
      before: { photo: auditedPhoto(before.picture) },
      after: { photo: auditedPhoto(product.picture) },
    });
    return { kind: 'saved', product };
  }
}

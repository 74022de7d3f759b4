import type { CityId } from '../../domain/city/city';
import type { Database } from '../adapters/database/database';
import type { ClockPort } from '../application/ports/clock.port';
import { PgStaffMenu } from '../adapters/database/repositories/pg-staff-menu.repository';
import { PgStaffModifiers } from '../adapters/database/repositories/pg-staff-modifiers.repository';
import { PgStaffProducts } from '../adapters/database/repositories/pg-staff-products.repository';
import { ChangeStaffMenuProductUseCase } from '../application/staff/change-staff-menu-product.use-case';
import { ListStaffMenuUseCase } from '../application/staff/list-staff-menu.use-case';
import { ReadModifierGroupsUseCase, SaveModifierGroupsUseCase } from '../application/staff/staff-modifiers.use-cases';
import {
  ArchiveStaffProductUseCase,
  MoveStaffProductUseCase,
  SaveStaffProductUseCase,
} from '../application/staff/staff-products.use-cases';
import type { StaffMenuRoutesDeps } from '../http/routes/staff-menu.routes';
import type { StaffModifiersRoutesDeps } from '../http/routes/staff-modifiers.routes';
import type { StaffProductsRoutesDeps } from '../http/routes/staff-products.routes';
import type { ProductPhotoRoutesDeps } from '../http/routes/product-photo.routes';
import { PgProductPhotos } from '../adapters/database/repositories/pg-product-photos.repository';
import { SharpPhotoProcessor } from '../adapters/images/sharp-photo-processor';
import { ConcurrencyGate } from '../application/support/concurrency-gate';
import type { ImageStorePort } from '../application/ports/image-store.port';
import {
  ReadPhotoFileUseCase,
  RemoveProductPhotoUseCase,
  UploadProductPhotoUseCase,
} from '../application/staff/product-photo.use-cases';

// Two photos encode at once (each holds its decoded pixels, up to ~200 MB for 50 megapixels) and
// four more wait; past that staff are asked to retry (architecture/admin-menu.md, "Photos").
const PHOTO_GATE = { running: 2, waiting: 4 } as const;

/** The gate every uploaded picture is encoded through (product photos and banner pictures share one). */
export const createPhotoGate = (): ConcurrencyGate => new ConcurrencyGate(PHOTO_GATE);

/**
 * The admin menu sections, on PostgreSQL; `menuChanged` refreshes what customers see (catalogue
 * invalidation, shared with every instance): one city's menu, or every city's when no city is named.
 */
export const composeStaffMenu = ({
  database,
  clock,
  menuChanged,
  photoGate,
  images,
}: {
  readonly database: Database;
  readonly clock: ClockPort;
  readonly menuChanged: (cityId?: CityId) => void;
  readonly photoGate: ConcurrencyGate;
  /** Where the photos' files go (UPLOAD_STORE). */
  readonly images: ImageStorePort;
}): StaffMenuRoutesDeps &
  StaffProductsRoutesDeps &
  StaffModifiersRoutesDeps &
  ProductPhotoRoutesDeps & { readonly readPhotoFile: ReadPhotoFileUseCase } => {
  const menu = new PgStaffMenu(database);
  const listStaffMenu = new ListStaffMenuUseCase(menu);
  const staffModifiers = new PgStaffModifiers(database);
  const products = { products: new PgStaffProducts(database), clock, menuChanged: () => menuChanged() };
  const photos = { photos: new PgProductPhotos(database), clock, menuChanged: () => menuChanged() };
  return {
    listStaffMenu,
    uploadProductPhoto: new UploadProductPhotoUseCase({
      ...photos,
      processor: new SharpPhotoProcessor(),
      gate: photoGate,
      images,
    }),
    removeProductPhoto: new RemoveProductPhotoUseCase(photos),
    readPhotoFile: new ReadPhotoFileUseCase(images),
    changeStaffMenuProduct: new ChangeStaffMenuProductUseCase({ menu, clock, menuChanged }),
    saveStaffProduct: new SaveStaffProductUseCase(products),
    archiveStaffProduct: new ArchiveStaffProductUseCase(products),
    moveStaffProduct: new MoveStaffProductUseCase({ ...products, listStaffMenu }),
    readModifierGroups: new ReadModifierGroupsUseCase({ modifiers: staffModifiers }),
    saveModifierGroups: new SaveModifierGroupsUseCase({
      modifiers: staffModifiers,
      clock,
      menuChanged: () => menuChanged(),
    }),
  };
};

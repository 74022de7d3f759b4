import type { CityId } from '../../domain/city/city';
import type { Database } from '../adapters/database/database';
import { PgStaffBanners } from '../adapters/database/repositories/pg-staff-banners.repository';
import { BANNER_PICTURE_SIZING, SharpPhotoProcessor } from '../adapters/images/sharp-photo-processor';
import type { ClockPort } from '../application/ports/clock.port';
import type { ImageStorePort } from '../application/ports/image-store.port';
import {
  DeleteStaffBannerUseCase,
  ListStaffBannersUseCase,
  PlaceStaffBannerUseCase,
  SaveStaffBannerUseCase,
  UploadBannerPictureUseCase,
} from '../application/staff/staff-banners.use-cases';
import type { ConcurrencyGate } from '../application/support/concurrency-gate';
import type { StaffBannersRoutesDeps } from '../http/routes/staff-banners.routes';

/**
 * The Banners section on PostgreSQL (architecture/admin-banners.md). `bannersChanged` is the
 * catalogue invalidation shared with every instance; `photoGate` is the product photos' gate, so
 * banner pictures and product photos together never encode more than it allows at once.
 */
export const composeStaffBanners = (deps: {
  readonly database: Database;
  readonly clock: ClockPort;
  readonly bannersChanged: (cityId: CityId) => void;
  readonly photoGate: ConcurrencyGate;
  /** Where the pictures' files go (UPLOAD_STORE). */
  readonly images: ImageStorePort;
}): StaffBannersRoutesDeps => {
  const banners = new PgStaffBanners(deps.database);
  const staff = { banners, clock: deps.clock, bannersChanged: deps.bannersChanged };
  return {
    listStaffBanners: new ListStaffBannersUseCase(staff),
    saveStaffBanner: new SaveStaffBannerUseCase(staff),
    deleteStaffBanner: new DeleteStaffBannerUseCase(staff),
    placeStaffBanner: new PlaceStaffBannerUseCase(staff),
    uploadBannerPicture: new UploadBannerPictureUseCase({
      banners,
      clock: deps.clock,
      processor: new SharpPhotoProcessor(BANNER_PICTURE_SIZING),
      gate: deps.photoGate,
      images: deps.images,
    }),
  };
};

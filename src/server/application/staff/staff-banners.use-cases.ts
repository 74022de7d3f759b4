import type { BannerPlacement } from '../../../domain/banner/banner-order.rule';
import { checkStaffBanner, type StaffBannerFieldProblem } from '../../../domain/banner/staff-banner.rule';
import type { MenuPage } from '../../../domain/cart/category';
import type { CityId } from '../../../domain/city/city';
import { checkPhotoFile, type PhotoUploadProblem } from '../../../domain/menu/product-photo.rule';
import { ok, type Ok } from '../../../domain/shared/result';
import type {
  StaffBannerDto,
  StaffBannerInputDto,
  StaffBannerListDto,
  StaffBannerPictureDto,
} from '../../../domain/shop-api/staff-banners.contract';
import type { AdminIdentity } from '../ports/admin-repository.port';
import type { ClockPort } from '../ports/clock.port';
import type { ImageStorePort } from '../ports/image-store.port';
import type { PhotoProcessorPort } from '../ports/product-photos.port';
import { storePhotoFiles } from '../support/store-photo-files';
import type { StaffBannersPort } from '../ports/staff-banners.port';
import type { ConcurrencyGate } from '../support/concurrency-gate';
import { refuse, type UseCaseResult } from '../use-cases/support/use-case-result';
import { staffBannerDtoOf, staffBannerPictureDtoOf } from './staff-banner.mapper';

interface StaffBannersDeps {
  readonly banners: StaffBannersPort;
  readonly clock: ClockPort;
  /**
   * Drops the city's cached banners and the server-rendered pages on every instance (the
   * catalogue invalidation, shared through the database).
   */
  readonly bannersChanged: (cityId: CityId) => void;
}

const listOf = async (deps: StaffBannersDeps, cityId: CityId, page: MenuPage): Promise<StaffBannerListDto> => {
  const now = deps.clock.now().getTime();
  return { banners: (await deps.banners.list(cityId, page)).map((banner) => staffBannerDtoOf(banner, now)) };
};

/** GET /api/admin/banners?cityId&page: one page's banners of one city, in order, shown or not. */
export class ListStaffBannersUseCase {
  constructor(private readonly deps: StaffBannersDeps) {}

  async execute(input: { readonly cityId: CityId; readonly page: MenuPage }): Promise<Ok<StaffBannerListDto>> {
    return ok(await listOf(this.deps, input.cityId, input.page));
  }
}

export type SaveStaffBannerRefusal = 'invalid-banner' | 'unknown-picture' | 'banner-not-found';

/**
 * POST /api/admin/banners and PUT /api/admin/banners/{id}: staff add a banner or change one. The
 * domain's rule checks every field (the browser runs the same rule); the repository settles
 * pictures the shop does not have. Customers see the change at once, on every instance.
 */
export class SaveStaffBannerUseCase {
  constructor(private readonly deps: StaffBannersDeps) {}

  async execute(input: {
    readonly id: number | null;
    readonly banner: StaffBannerInputDto;
    readonly by: AdminIdentity;
  }): Promise<UseCaseResult<StaffBannerDto, SaveStaffBannerRefusal>> {
    const checked = checkStaffBanner(input.banner);
    if (!checked.ok) {
      const first = checked.problems[0] as StaffBannerFieldProblem;
      return refuse('invalid-banner', { field: first.field, problem: first.problem });
    }
    const context = { by: input.by, at: this.deps.clock.now() };
    const outcome =
      input.id === null
        ? await this.deps.banners.create(checked.value, context)
        : await this.deps.banners.update(input.id, checked.value, context);
    switch (outcome.kind) {
      case 'not-found':
        return refuse('banner-not-found');
      case 'unknown-picture':
        return refuse('unknown-picture', { field: outcome.field });
      case 'saved':
        this.deps.bannersChanged(outcome.banner.cityId);
        if (outcome.before !== null && outcome.before.cityId !== outcome.banner.cityId)
          this.deps.bannersChanged(outcome.before.cityId);
        return ok(staffBannerDtoOf(outcome.banner, context.at.getTime()));
    }
  }
}

/** DELETE /api/admin/banners/{id}: the banner is gone; its picture files stay (they are shared and cheap). */
export class DeleteStaffBannerUseCase {
  constructor(private readonly deps: StaffBannersDeps) {}

  async execute(input: {
    readonly id: number;
    readonly by: AdminIdentity;
  }): Promise<UseCaseResult<null, 'banner-not-found'>> {
    const removed = await this.deps.banners.remove(input.id, { by: input.by, at: this.deps.clock.now() });
    if (removed === null) return refuse('banner-not-found');
    this.deps.bannersChanged(removed.cityId);
    return ok(null);
  }
}

/** POST /api/admin/banners/{id}/move: a step up or down, or a position; answers the page's banners in their new order. */
export class PlaceStaffBannerUseCase {
  constructor(private readonly deps: StaffBannersDeps) {}

  async execute(input: {
    readonly id: number;
    readonly placement: BannerPlacement;
    readonly by: AdminIdentity;
  }): Promise<UseCaseResult<StaffBannerListDto, 'banner-not-found'>> {
    const place = await this.deps.banners.place(input.id, input.placement, { by: input.by, at: this.deps.clock.now() });
    if (place === null) return refuse('banner-not-found');
    this.deps.bannersChanged(place.cityId);
    return ok(await listOf(this.deps, place.cityId, place.page));
  }
}

export type BannerPictureRefusal = PhotoUploadProblem | 'busy';

/**
 * POST /api/admin/banners/pictures: a picture for a banner, checked and encoded like a product
 * photo (through the same gate) at the banner's widths. Customers see it once a banner names it.
 */
export class UploadBannerPictureUseCase {
  constructor(
    private readonly deps: {
      readonly banners: Pick<StaffBannersPort, 'storePicture'>;
      readonly clock: ClockPort;
      readonly processor: PhotoProcessorPort;
      readonly gate: ConcurrencyGate;
      readonly images: ImageStorePort;
    },
  ) {}

  async execute(input: {
    readonly bytes: Buffer;
    readonly by: AdminIdentity;
  }): Promise<UseCaseResult<StaffBannerPictureDto, BannerPictureRefusal>> {
    const file = checkPhotoFile({ byteLength: input.bytes.length });
    if (!file.ok) return refuse(file.reason);
    const outcome = await this.deps.gate.run(() => this.deps.processor.process(input.bytes));
    if (outcome === null) return refuse('busy');
    if (outcome.kind === 'refused') return refuse(outcome.problem);
    const photo = await storePhotoFiles(this.deps.images, outcome.photo);
    const stored = await this.deps.banners.storePicture(photo, { by: input.by, at: this.deps.clock.now() });
    return ok(staffBannerPictureDtoOf(stored));
  }
}

import type { CityId } from '../../../domain/city/city';
import { checkPhotoFile, type PhotoUploadProblem } from '../../../domain/menu/product-photo.rule';
import { ok } from '../../../domain/shared/result';
import type { StaffMenuProductDto } from '../../../domain/shop-api/staff-menu.contract';
import type { AdminIdentity } from '../ports/admin-repository.port';
import type { ClockPort } from '../ports/clock.port';
import type { ImageStorePort, StoredImage } from '../ports/image-store.port';
import type { PhotoProcessorPort, ProductPhotosPort, ProductPhotoWriteOutcome } from '../ports/product-photos.port';
import type { ConcurrencyGate } from '../support/concurrency-gate';
import { storePhotoFiles } from '../support/store-photo-files';
import { refuse, type UseCaseResult } from '../use-cases/support/use-case-result';
import { staffMenuProductDtoOf } from './staff-menu.mapper';

export type ProductPhotoRefusal = PhotoUploadProblem | 'busy' | 'product-not-found';

interface ProductPhotoDeps {
  readonly photos: ProductPhotosPort;
  readonly clock: ClockPort;
  /** Drops every city's cached menu on every instance (the stop switch's invalidation). */
  readonly menuChanged: () => void;
}

const answer = (
  outcome: ProductPhotoWriteOutcome,
  menuChanged: () => void,
): UseCaseResult<StaffMenuProductDto, 'product-not-found'> => {
  if (outcome.kind === 'not-found') return refuse('product-not-found');
  menuChanged();
  return ok(staffMenuProductDtoOf(outcome.product));
};

/**
 * PUT /api/admin/menu/products/{iikoId}/photo: staff give a product its photo
 * (architecture/admin-menu.md, "Photos"). The file is checked and encoded through a gate that lets
 * few photos be processed at once; its files go to the image store, then the photo is made the
 * product's in one transaction; every instance drops its cached menus.
 */
export class UploadProductPhotoUseCase {
  constructor(
    private readonly deps: ProductPhotoDeps & {
      readonly processor: PhotoProcessorPort;
      readonly gate: ConcurrencyGate;
      readonly images: ImageStorePort;
    },
  ) {}

  async execute(input: {
    readonly iikoId: string;
    readonly cityId: CityId;
    readonly bytes: Buffer;
    readonly by: AdminIdentity;
  }): Promise<UseCaseResult<StaffMenuProductDto, ProductPhotoRefusal>> {
    const file = checkPhotoFile({ byteLength: input.bytes.length });
    if (!file.ok) return refuse(file.reason);
    const outcome = await this.deps.gate.run(() => this.deps.processor.process(input.bytes));
    if (outcome === null) return refuse('busy');
    if (outcome.kind === 'refused') return refuse(outcome.problem);
    const photo = await storePhotoFiles(this.deps.images, outcome.photo);
    const saved = await this.deps.photos.attach(input.iikoId, photo, input.cityId, {
      by: input.by,
      at: this.deps.clock.now(),
    });
    return answer(saved, this.deps.menuChanged);
  }
}

/** DELETE /api/admin/menu/products/{iikoId}/photo: the product shows its default picture again. */
export class RemoveProductPhotoUseCase {
  constructor(private readonly deps: ProductPhotoDeps) {}

  async execute(input: {
    readonly iikoId: string;
    readonly cityId: CityId;
    readonly by: AdminIdentity;
  }): Promise<UseCaseResult<StaffMenuProductDto, 'product-not-found'>> {
    const saved = await this.deps.photos.detach(input.iikoId, input.cityId, {
      by: input.by,
      at: this.deps.clock.now(),
    });
    return answer(saved, this.deps.menuChanged);
  }
}

/** GET /api/photos/{name}: one stored picture file (product photo or banner picture), null when there is none. */
export class ReadPhotoFileUseCase {
  constructor(private readonly images: Pick<ImageStorePort, 'get'>) {}

  execute(name: string): Promise<StoredImage | null> {
    return this.images.get(name);
  }
}

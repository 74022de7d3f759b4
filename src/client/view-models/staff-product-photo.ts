import { makeAutoObservable, runInAction } from 'mobx';
import type { CityId } from '../../domain/city/city';
import { checkPhotoFile } from '../../domain/menu/product-photo.rule';
import type { ProductPhotoDto } from '../../domain/shop-api/product-photo.contract';
import type { StaffMenuProductDto } from '../../domain/shop-api/staff-menu.contract';
import type { StaffMenuApiPort, StaffPhotoFailure } from '../application/ports/staff-menu-api.port';

/** A message next to the photo field: an admin:… key, with the server's own words when it gave some. */
export interface StaffPhotoProblemText {
  readonly key: string;
  readonly message?: string;
}

const failureText = (failure: StaffPhotoFailure): StaffPhotoProblemText => {
  const message = failure.message === undefined ? {} : { message: failure.message };
  if (failure.reason === 'refused')
    return failure.problem === undefined
      ? { key: 'menu.photo.problem.refused', ...message }
      : { key: `menu.photo.problem.${failure.problem}` };
  if (failure.reason === 'not-found') return { key: 'menu.problem.notFound' };
  return { key: 'menu.photo.problem.failed' };
};

interface PhotoDeps {
  readonly api: Pick<StaffMenuApiPort, 'uploadPhoto' | 'removePhoto'>;
  readonly cityId: () => CityId;
  /** The menu changed on the server: the screen reads it again. */
  readonly changed: () => Promise<void>;
  /** The token expired. */
  readonly signOut: () => void;
}

/**
 * The photo of the product being edited (architecture/admin-menu.md, "Photos"). A chosen file is
 * checked at once by the domain's rule (size, declared type), then sent on its own, apart from the
 * form's fields: the server answers the product with its new photo, or why it refused the file,
 * which stays next to the field. Removing brings back the default picture.
 */
export class StaffProductPhoto {
  picture: ProductPhotoDto | null;
  imgLink: string;
  /** Share of the file sent while uploading, 0..1; null when nothing is being sent. */
  progress: number | null = null;
  removing = false;
  problem: StaffPhotoProblemText | null = null;
  /** Said once a photo went in or out, for screen readers. */
  done: 'uploaded' | 'removed' | null = null;

  constructor(
    private readonly iikoId: string,
    product: Pick<StaffMenuProductDto, 'picture' | 'imgLink'>,
    private readonly deps: PhotoDeps,
  ) {
    this.picture = product.picture ?? null;
    this.imgLink = product.imgLink;
    makeAutoObservable<this, 'deps' | 'iikoId'>(this, { deps: false, iikoId: false }, { autoBind: true });
  }

  get busy(): boolean {
    return this.progress !== null || this.removing;
  }

  async upload(file: Blob): Promise<void> {
    if (this.busy) return;
    this.done = null;
    const checked = checkPhotoFile({ byteLength: file.size, mimeType: file.type });
    if (!checked.ok) {
      this.problem = { key: `menu.photo.problem.${checked.reason}` };
      return;
    }
    this.problem = null;
    this.progress = 0;
    const result = await this.deps.api.uploadPhoto(this.deps.cityId(), this.iikoId, file, (sent) =>
      runInAction(() => this.sent(sent)),
    );
    if (result.ok) await this.deps.changed();
    runInAction(() => {
      this.progress = null;
      if (result.ok) this.show(result.value, 'uploaded');
      else this.fail(result);
    });
  }

  async remove(): Promise<void> {
    if (this.busy || this.picture === null) return;
    this.done = null;
    this.problem = null;
    this.removing = true;
    const result = await this.deps.api.removePhoto(this.deps.cityId(), this.iikoId);
    if (result.ok) await this.deps.changed();
    runInAction(() => {
      this.removing = false;
      if (result.ok) this.show(result.value, 'removed');
      else this.fail(result);
    });
  }

  private sent(share: number): void {
    if (this.progress !== null) this.progress = share;
  }

  private show(product: StaffMenuProductDto, done: 'uploaded' | 'removed'): void {
    this.picture = product.picture ?? null;
    this.imgLink = product.imgLink;
    this.done = done;
  }

  private fail(failure: StaffPhotoFailure): void {
    if (failure.reason === 'unauthorized') this.deps.signOut();
    else this.problem = failureText(failure);
  }
}

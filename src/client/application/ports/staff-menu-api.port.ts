import type { CityId } from '../../../domain/city/city';
import type { Ok } from '../../../domain/shared/result';
import type { MenuMove } from '../../../domain/menu/menu-order.rule';
import type { PhotoUploadProblem } from '../../../domain/menu/product-photo.rule';
import type {
  StaffMenuDto,
  StaffMenuProductChangeDto,
  StaffMenuProductDto,
  StaffProductField,
  StaffProductInputDto,
} from '../../../domain/shop-api/staff-menu.contract';

/**
 * Why a staff menu call gave nothing. 'unauthorized': the token is missing or expired, staff must
 * sign in again. 'not-found': the city does not offer the product (any more). 'invalid': the server
 * refused the change as bad input. 'unavailable': no usable answer (network, server error, or an
 * answer that is not what the contract promises).
 */
export type StaffMenuFailureReason = 'unauthorized' | 'not-found' | 'invalid' | 'unavailable';

/** A failure, with the server's human-readable message when it sent one (400 and 404 do). */
export interface StaffMenuFailure {
  readonly ok: false;
  readonly reason: StaffMenuFailureReason;
  readonly message?: string;
  /** The field of a refused product form, so the form shows the refusal next to it. */
  readonly field?: StaffProductField;
}

export type StaffMenuResult<T> = Ok<T> | StaffMenuFailure;

/**
 * A photo the server did not take: 'refused' carries the problem it named (too big, not an image,
 * …, or 'busy': other photos are being processed), with its sentence; the rest as for menu calls.
 */
export interface StaffPhotoFailure {
  readonly ok: false;
  readonly reason: 'unauthorized' | 'not-found' | 'refused' | 'unavailable';
  readonly problem?: PhotoUploadProblem | 'busy';
  readonly message?: string;
}

export type StaffPhotoResult = Ok<StaffMenuProductDto> | StaffPhotoFailure;

/** What staff change of one product in one city: its stop flag, its city price (null: the base price), or both. */
export type StaffMenuProductChange = Omit<StaffMenuProductChangeDto, 'cityId'>;

/** The staff's menu calls of the admin area (staff-menu.contract.ts). Failures are values, never thrown. */
export interface StaffMenuApiPort {
  /** GET /admin/menu?cityId → every category with the city's products, stopped ones too. */
  listMenu(cityId: CityId): Promise<StaffMenuResult<StaffMenuDto>>;
  /** PATCH /admin/menu/products/{iikoId} {cityId, stopped?, price?} → the product as it is now. */
  changeProduct(
    cityId: CityId,
    iikoId: string,
    change: StaffMenuProductChange,
  ): Promise<StaffMenuResult<StaffMenuProductDto>>;
  /** POST /admin/menu/products → the new product as the city sees it. */
  createProduct(cityId: CityId, product: StaffProductInputDto): Promise<StaffMenuResult<StaffMenuProductDto>>;
  /** PUT /admin/menu/products/{iikoId} → the product as the city now sees it. */
  updateProduct(
    cityId: CityId,
    iikoId: string,
    product: StaffProductInputDto,
  ): Promise<StaffMenuResult<StaffMenuProductDto>>;
  /** DELETE /admin/menu/products/{iikoId}: gone from every city's menu. */
  archiveProduct(iikoId: string): Promise<StaffMenuResult<null>>;
  /** POST /admin/menu/products/{iikoId}/move → the city's menu in its new order. */
  moveProduct(cityId: CityId, iikoId: string, move: MenuMove): Promise<StaffMenuResult<StaffMenuDto>>;
  /** PUT /admin/menu/products/{iikoId}/photo?cityId (multipart) → the product with its new photo; `progress` gets the share sent, 0..1. */
  uploadPhoto(cityId: CityId, iikoId: string, file: Blob, progress: (sent: number) => void): Promise<StaffPhotoResult>;
  /** DELETE /admin/menu/products/{iikoId}/photo?cityId → the product showing its default picture. */
  removePhoto(cityId: CityId, iikoId: string): Promise<StaffPhotoResult>;
}

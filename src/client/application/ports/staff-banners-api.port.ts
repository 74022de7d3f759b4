import type { BannerPlacement } from '../../../domain/banner/banner-order.rule';
import type { MenuPage } from '../../../domain/cart/category';
import type { CityId } from '../../../domain/city/city';
import type { PhotoUploadProblem } from '../../../domain/menu/product-photo.rule';
import type { Ok } from '../../../domain/shared/result';
import type {
  StaffBannerDto,
  StaffBannerField,
  StaffBannerInputDto,
  StaffBannerPictureDto,
} from '../../../domain/shop-api/staff-banners.contract';

/**
 * Why a banner call gave nothing. 'unauthorized': staff must sign in again. 'invalid': the server
 * refused what was typed (400), naming the field. 'not-found': no such banner (any more).
 * 'unavailable': no usable answer.
 */
export type StaffBannersFailureReason = 'unauthorized' | 'invalid' | 'not-found' | 'unavailable';

export interface StaffBannersFailure {
  readonly ok: false;
  readonly reason: StaffBannersFailureReason;
  /** The field the server named, so the form shows the refusal next to it. */
  readonly field?: StaffBannerField;
  /** The server's sentence, when it sent one. */
  readonly message?: string;
}

export type StaffBannersResult<T> = Ok<T> | StaffBannersFailure;

/** A picture the server did not take: the problem it named (too big, not an image, …, or 'busy'). */
export interface BannerPictureFailure {
  readonly ok: false;
  readonly reason: 'unauthorized' | 'refused' | 'unavailable';
  readonly problem?: PhotoUploadProblem | 'busy';
  readonly message?: string;
}

export type BannerPictureResult = Ok<StaffBannerPictureDto> | BannerPictureFailure;

/** The staff's banner calls of the admin area (staff-banners.contract.ts). Failures are values, never thrown. */
export interface StaffBannersApiPort {
  /** GET /admin/banners?cityId&page → the page's banners of the city, in order. */
  listBanners(cityId: CityId, page: MenuPage): Promise<StaffBannersResult<readonly StaffBannerDto[]>>;
  /** POST /admin/banners → the banner as stored. */
  createBanner(input: StaffBannerInputDto): Promise<StaffBannersResult<StaffBannerDto>>;
  /** PUT /admin/banners/{id} → the banner as stored. */
  updateBanner(id: number, input: StaffBannerInputDto): Promise<StaffBannersResult<StaffBannerDto>>;
  /** DELETE /admin/banners/{id}. */
  deleteBanner(id: number): Promise<StaffBannersResult<null>>;
  /** POST /admin/banners/{id}/move → the page's banners in their new order. */
  moveBanner(id: number, placement: BannerPlacement): Promise<StaffBannersResult<readonly StaffBannerDto[]>>;
  /** POST /admin/banners/pictures (multipart) → the stored picture; `progress` gets the share sent, 0..1. */
  uploadPicture(file: Blob, progress: (sent: number) => void): Promise<BannerPictureResult>;
}

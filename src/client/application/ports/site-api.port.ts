import type { CityId } from '../../../domain/city/city';
import type { CityDto, ContentPageDto } from '../../../domain/shop-api/catalog.contract';
import type { PublicScheduleDto } from '../../../domain/shop-api/admin-site.contract';
import type { CallbackRequestDto, SiteManagementDto } from '../../../domain/shop-api/ordering.contract';
import type { Result } from '../../../domain/shared/result';
import type { WorkingHoursRecord } from '../../../domain/working-hours/working-hours.types';

export type ContentPageSlug = ContentPageDto['slug'];

/** 'not-found': the server has no such thing; 'unavailable': network, 5xx or an answer of the wrong shape. */
export type SiteApiFailure = 'not-found' | 'unavailable';

/**
 * What the frame around the menu needs from the shop's API: cities, information pages, stops,
 * site settings and the callback request. Failures are values so view-models pick a message.
 */
export interface SiteApiPort {
  /** GET /api/cities */
  getCities(): Promise<Result<readonly CityDto[], SiteApiFailure>>;
  /** GET /api/content/{page}?cityId — the city's phone is already filled in. */
  getContent(page: ContentPageSlug, cityId: CityId): Promise<Result<ContentPageDto, SiteApiFailure>>;
  /** GET /api/site-management/working-hours?cityId&isStoped=1 */
  getStoppedFunctionalities(cityId: CityId): Promise<Result<readonly WorkingHoursRecord[], SiteApiFailure>>;
  /** GET /api/site-management */
  getSiteManagement(): Promise<Result<SiteManagementDto, SiteApiFailure>>;
  /** GET /api/site-management/schedule?cityId: hours, exceptions, busy mode and full pre-order slots. */
  getSchedule(cityId: CityId): Promise<Result<PublicScheduleDto, SiteApiFailure>>;
  /** POST /api/communication/call */
  sendCallback(request: CallbackRequestDto): Promise<Result<void, SiteApiFailure>>;
}

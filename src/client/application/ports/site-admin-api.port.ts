import type { CityId } from '../../../domain/city/city';
import type { Ok } from '../../../domain/shared/result';
import type { AdminSiteChangeDto, AdminSiteDto } from '../../../domain/shop-api/admin-site.contract';

/**
 * Why a site-management call gave nothing. 'unauthorized': staff must sign in again. 'invalid':
 * the server refused the change, naming the fields. 'unavailable': network, server error, or an
 * answer that is not what the contract promises.
 */
export type SiteAdminFailureReason = 'unauthorized' | 'invalid' | 'unavailable';

/** One refused field, e.g. 'weekly.2.close', with its problem word ('close-not-after-open'). */
export interface SiteAdminFieldRefusal {
  readonly field: string;
  readonly problem: string;
}

export interface SiteAdminFailure {
  readonly ok: false;
  readonly reason: SiteAdminFailureReason;
  readonly fields?: readonly SiteAdminFieldRefusal[];
}

export type SiteAdminResult<T> = Ok<T> | SiteAdminFailure;

/** Staff's site-management calls (admin-site.contract.ts). Failures are values, never thrown. */
export interface SiteAdminApiPort {
  /** GET /admin/site?cityId */
  getSite(cityId: CityId): Promise<SiteAdminResult<AdminSiteDto>>;
  /** PATCH /admin/site?cityId with the parts to change → the city's settings as they are now. */
  changeSite(cityId: CityId, change: AdminSiteChangeDto): Promise<SiteAdminResult<AdminSiteDto>>;
}

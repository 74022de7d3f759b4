import type { CityId } from '../../../domain/city/city';
import type { ContentPageSlug } from '../../../domain/content/content-page';
import type { Locale } from '../../../domain/shared/locale';
import type { Ok } from '../../../domain/shared/result';
import type {
  AdminContentPageDto,
  AdminContentSaveDto,
  ContentPreviewDto,
} from '../../../domain/shop-api/admin-content.contract';
import type { SiteAdminFieldRefusal } from './site-admin-api.port';

/**
 * Why a Content call gave nothing. 'unauthorized': staff must sign in again. 'invalid': the server
 * refused the text, naming the fields. 'unavailable': network, server error, or an answer that is
 * not what the contract promises.
 */
export interface AdminContentFailure {
  readonly ok: false;
  readonly reason: 'unauthorized' | 'invalid' | 'unavailable';
  readonly fields?: readonly SiteAdminFieldRefusal[];
}

export type AdminContentResult<T> = Ok<T> | AdminContentFailure;

/** Staff's calls of the Content section (admin-content.contract.ts). Failures are values, never thrown. */
export interface AdminContentApiPort {
  /** GET /admin/content/{page} */
  getPage(slug: ContentPageSlug): Promise<AdminContentResult<AdminContentPageDto>>;
  /** PUT /admin/content/{page} → the page's versions as they are now. */
  savePage(slug: ContentPageSlug, version: AdminContentSaveDto): Promise<AdminContentResult<AdminContentPageDto>>;
  /** DELETE /admin/content/{page}?cityId&locale → the page's versions as they are now. */
  removeCityVersion(
    slug: ContentPageSlug,
    cityId: CityId,
    locale: Locale,
  ): Promise<AdminContentResult<AdminContentPageDto>>;
  /** POST /admin/content/preview: the HTML customers would read. */
  preview(body: string, cityId: CityId | null): Promise<AdminContentResult<ContentPreviewDto>>;
}

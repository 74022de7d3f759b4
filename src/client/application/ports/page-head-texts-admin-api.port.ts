import type { CityId } from '../../../domain/city/city';
import type { Ok } from '../../../domain/shared/result';
import type { AdminPageHeadTextsDto, PageHeadTextDto } from '../../../domain/shop-api/page-head-texts.contract';

/**
 * A page-titles call that gave nothing. 'invalid' carries the refused field's path (`texts.3.title`)
 * and the problem word; 'unauthorized': staff must sign in again; 'unavailable': network, server
 * error, or an answer that is not what the contract promises.
 */
export interface PageHeadTextsAdminFailure {
  readonly ok: false;
  readonly reason: 'unauthorized' | 'invalid' | 'unavailable';
  readonly field?: string;
  readonly problem?: string;
}

export type PageHeadTextsAdminResult = Ok<AdminPageHeadTextsDto> | PageHeadTextsAdminFailure;

/** Site management's page titles and descriptions (page-head-texts.contract.ts). Failures are values, never thrown. */
export interface PageHeadTextsAdminApiPort {
  /** GET /admin/page-heads?cityId */
  read(cityId: CityId): Promise<PageHeadTextsAdminResult>;
  /** PUT /admin/page-heads?cityId {texts}: the city's whole list → every page as it is now. */
  save(cityId: CityId, texts: readonly PageHeadTextDto[]): Promise<PageHeadTextsAdminResult>;
}

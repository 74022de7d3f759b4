import type { CityId } from '../../../domain/city/city';
import type { CallbackStatus, StaffCallbackDto } from '../../../domain/shop-api/staff-callbacks.contract';
import type { AdminIdentity } from './admin-repository.port';

export interface StaffCallbackQuery {
  readonly cityId: CityId;
  /** Only requests older than this id (paging back). */
  readonly before?: number;
  readonly limit: number;
}

/**
 * Customers' callback requests as staff work through them. A city's view includes the requests
 * made without a city. A status change is logged in the admin change log (section 'callbacks') by
 * the transaction that makes it.
 */
export interface StaffCallbacksPort {
  /** Newest first. */
  list(query: StaffCallbackQuery): Promise<readonly StaffCallbackDto[]>;
  countNew(cityId: CityId): Promise<number>;
  /** null when there is no such request. */
  changeStatus(id: number, status: CallbackStatus, by: AdminIdentity, at: Date): Promise<StaffCallbackDto | null>;
}

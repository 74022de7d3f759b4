import type { CityId } from '../../../domain/city/city';
import type { Ok } from '../../../domain/shared/result';
import type {
  CallbackStatus,
  StaffCallbackDto,
  StaffCallbackPageDto,
} from '../../../domain/shop-api/staff-callbacks.contract';

/** 'unauthorized': staff must sign in again; 'not-found': no such request; 'unavailable': no usable answer. */
export type StaffCallbacksFailureReason = 'unauthorized' | 'not-found' | 'unavailable';

export interface StaffCallbacksFailure {
  readonly ok: false;
  readonly reason: StaffCallbacksFailureReason;
}

export type StaffCallbacksResult<T> = Ok<T> | StaffCallbacksFailure;

/** The staff's callback calls of the admin area (staff-callbacks.contract.ts). Failures are values, never thrown. */
export interface StaffCallbacksApiPort {
  /** GET /admin/callbacks?cityId&before → a page of the city's requests, newest first. */
  listCallbacks(cityId: CityId, before?: number): Promise<StaffCallbacksResult<StaffCallbackPageDto>>;
  /** GET /admin/callbacks/new-count?cityId → how many nobody has called yet. */
  countNew(cityId: CityId): Promise<StaffCallbacksResult<number>>;
  /** PATCH /admin/callbacks/{id} {status} → the request as it is now. */
  changeStatus(id: number, status: CallbackStatus): Promise<StaffCallbacksResult<StaffCallbackDto>>;
}

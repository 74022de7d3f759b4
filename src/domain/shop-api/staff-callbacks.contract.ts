/** Shapes of the staff's callback calls (admin area: customers asking to be called back). */
import type { CityId } from '../city/city';

/** new: nobody has called yet; called: staff called (maybe no answer yet); done: settled. */
export const CALLBACK_STATUSES = ['new', 'called', 'done'] as const;
export type CallbackStatus = (typeof CALLBACK_STATUSES)[number];

export interface StaffCallbackDto {
  readonly id: number;
  /** null: asked without choosing a city; such requests show in every city's list. */
  readonly cityId: CityId | null;
  readonly name: string;
  /** As the customer typed it: +38 (0##) ### ## ## */
  readonly phone: string;
  readonly comment: string;
  /** ISO 8601. */
  readonly createdAt: string;
  readonly status: CallbackStatus;
  /** Who set the status last, and when (ISO 8601); null while it is new. */
  readonly statusChangedAt: string | null;
  readonly statusChangedBy: string | null;
}

/** GET /api/admin/callbacks?cityId&before → the city's requests, newest first, a page at a time. */
export interface StaffCallbackPageDto {
  readonly callbacks: readonly StaffCallbackDto[];
  /** Pass as `before` for the next (older) page; null on the last page. */
  readonly nextBefore: number | null;
}

/** PATCH /api/admin/callbacks/{id} {status} → the request as it is now. */
export interface StaffCallbackStatusDto {
  readonly status: CallbackStatus;
}

/** GET /api/admin/callbacks/new-count?cityId → how many of the city's requests nobody has called yet. */
export interface StaffCallbackNewCountDto {
  readonly count: number;
}

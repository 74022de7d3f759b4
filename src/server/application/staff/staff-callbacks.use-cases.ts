import type { CityId } from '../../../domain/city/city';
import { ok, type Ok } from '../../../domain/shared/result';
import type {
  CallbackStatus,
  StaffCallbackDto,
  StaffCallbackNewCountDto,
  StaffCallbackPageDto,
} from '../../../domain/shop-api/staff-callbacks.contract';
import type { AdminIdentity } from '../ports/admin-repository.port';
import type { ClockPort } from '../ports/clock.port';
import type { StaffCallbacksPort } from '../ports/staff-callbacks.port';
import { refuse, type UseCaseResult } from '../use-cases/support/use-case-result';

export const CALLBACKS_PAGE_SIZE = 50;

/** GET /api/admin/callbacks: a city's callback requests, newest first, a page at a time. */
export class ListStaffCallbacksUseCase {
  constructor(private readonly callbacks: StaffCallbacksPort) {}

  async execute(input: { readonly cityId: CityId; readonly before?: number }): Promise<Ok<StaffCallbackPageDto>> {
    // One more than a page tells whether an older page exists without a count.
    const rows = await this.callbacks.list({ ...input, limit: CALLBACKS_PAGE_SIZE + 1 });
    const callbacks = rows.slice(0, CALLBACKS_PAGE_SIZE);
    const last = callbacks.at(-1);
    return ok({ callbacks, nextBefore: rows.length > CALLBACKS_PAGE_SIZE && last !== undefined ? last.id : null });
  }
}

/** GET /api/admin/callbacks/new-count: the number on the navigation's badge. */
export class CountNewCallbacksUseCase {
  constructor(private readonly callbacks: StaffCallbacksPort) {}

  async execute(input: { readonly cityId: CityId }): Promise<Ok<StaffCallbackNewCountDto>> {
    return ok({ count: await this.callbacks.countNew(input.cityId) });
  }
}

/**
 * PATCH /api/admin/callbacks/{id}: staff mark a request called or done (or back to new, when they
 * pressed the wrong button). Any status may follow any other: the log keeps the history.
 */
export class ChangeCallbackStatusUseCase {
  constructor(private readonly deps: { readonly callbacks: StaffCallbacksPort; readonly clock: ClockPort }) {}

  async execute(input: {
    readonly id: number;
    readonly status: CallbackStatus;
    readonly by: AdminIdentity;
  }): Promise<UseCaseResult<StaffCallbackDto, 'callback-not-found'>> {
    const changed = await this.deps.callbacks.changeStatus(input.id, input.status, input.by, this.deps.clock.now());
    return changed === null ? refuse('callback-not-found') : ok(changed);
  }
}

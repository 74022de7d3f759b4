import type { CityId } from '../../../domain/city/city';
import { ok } from '../../../domain/shared/result';
import type {
  CallbackStatus,
  StaffCallbackDto,
  StaffCallbackPageDto,
} from '../../../domain/shop-api/staff-callbacks.contract';
import type { StaffCallbacksApiPort, StaffCallbacksResult } from '../../application/ports/staff-callbacks-api.port';
import { fakeStaffCallbacks } from './fake-staff-coupons-data';
import { FAKE_STAFF_LOGIN } from './in-memory-staff-menu-api.adapter';

/**
 * Customers' callback requests without a server, answering like the real API: a city's list holds
 * its requests and those made without a city, newest first, `pageSize` a page; a status change is
 * signed by the demo's staff member. Tests can expire the token, fail calls, and add requests.
 */
export class InMemoryStaffCallbacksApi implements StaffCallbacksApiPort {
  readonly calls: string[] = [];
  readonly failing = new Set<'list' | 'count' | 'status'>();
  unauthorized = false;
  private callbacks: StaffCallbackDto[];

  constructor(
    callbacks: readonly StaffCallbackDto[] = fakeStaffCallbacks(),
    private readonly pageSize = 50,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.callbacks = [...callbacks];
  }

  /** A customer asks to be called back. */
  add(callback: Omit<StaffCallbackDto, 'id' | 'status' | 'statusChangedAt' | 'statusChangedBy'>): void {
    const id = Math.max(0, ...this.callbacks.map((entry) => entry.id)) + 1;
    this.callbacks = [
      { ...callback, id, status: 'new', statusChangedAt: null, statusChangedBy: null },
      ...this.callbacks,
    ];
  }

  async listCallbacks(cityId: CityId, before?: number): Promise<StaffCallbacksResult<StaffCallbackPageDto>> {
    this.calls.push(`list:${cityId}:${before ?? ''}`);
    if (this.unauthorized) return { ok: false, reason: 'unauthorized' };
    if (this.failing.has('list')) return { ok: false, reason: 'unavailable' };
    const older = this.ofCity(cityId).filter((callback) => before === undefined || callback.id < before);
    const page = older.slice(0, this.pageSize);
    const last = page.at(-1);
    return ok({ callbacks: page, nextBefore: older.length > this.pageSize && last !== undefined ? last.id : null });
  }

  async countNew(cityId: CityId): Promise<StaffCallbacksResult<number>> {
    this.calls.push(`count:${cityId}`);
    if (this.unauthorized) return { ok: false, reason: 'unauthorized' };
    if (this.failing.has('count')) return { ok: false, reason: 'unavailable' };
    return ok(this.ofCity(cityId).filter((callback) => callback.status === 'new').length);
  }

  async changeStatus(id: number, status: CallbackStatus): Promise<StaffCallbacksResult<StaffCallbackDto>> {
    this.calls.push(`status:${id}:${status}`);
    if (this.unauthorized) return { ok: false, reason: 'unauthorized' };
    if (this.failing.has('status')) return { ok: false, reason: 'unavailable' };
    const callback = this.callbacks.find((entry) => entry.id === id);
    if (callback === undefined) return { ok: false, reason: 'not-found' };
    const changed = {
      ...callback,
      status,
      statusChangedAt: this.now().toISOString(),
      statusChangedBy: FAKE_STAFF_LOGIN,
    };
    this.callbacks = this.callbacks.map((entry) => (entry.id === id ? changed : entry));
    return ok(changed);
  }

  private ofCity(cityId: CityId): StaffCallbackDto[] {
    return this.callbacks
      .filter((callback) => callback.cityId === cityId || callback.cityId === null)
      .sort((a, b) => b.id - a.id);
  }
}

import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { CITY_IDS, type CityId } from '../../domain/city/city';
import type { CallbackStatus, StaffCallbackDto } from '../../domain/shop-api/staff-callbacks.contract';
import type { AdminCityPreferencePort } from '../application/ports/admin-city-preference.port';
import type { StaffCallbacksApiPort } from '../application/ports/staff-callbacks-api.port';
import { TOKENS } from '../di/tokens';
import type { AdminSessionViewModel } from './admin-session.view-model';
import type { CallbacksBadgeViewModel } from './callbacks-badge.view-model';

export type StaffCallbacksState = 'loading' | 'failed' | 'ready';

/**
 * The callbacks screen: one city's requests newest first (older pages on demand), each marked new,
 * called or done by staff. A status change waits for the server; a failure is said next to the
 * request. The navigation badge is refreshed after each change.
 */
@injectable()
export class StaffCallbacksViewModel {
  cityId: CityId;
  state: StaffCallbacksState = 'loading';
  stale = false;
  callbacks: readonly StaffCallbackDto[] = [];
  nextBefore: number | null = null;
  loadingMore = false;
  changing = new Set<number>();
  /** Requests whose last status change failed: an admin:callbacks.problem.… key. */
  problems = new Map<number, string>();
  private latestLoad = 0;

  constructor(
    @inject(TOKENS.StaffCallbacksApi) private readonly api: StaffCallbacksApiPort,
    @inject(TOKENS.AdminSessionViewModel) private readonly session: AdminSessionViewModel,
    @inject(TOKENS.AdminCityPreference) private readonly cityPreference: AdminCityPreferencePort,
    @inject(TOKENS.CallbacksBadgeViewModel) private readonly badge: CallbacksBadgeViewModel,
  ) {
    this.cityId = cityPreference.load() ?? CITY_IDS.lviv;
    makeAutoObservable<this, 'api' | 'session' | 'cityPreference' | 'badge' | 'latestLoad'>(
      this,
      { api: false, session: false, cityPreference: false, badge: false, latestLoad: false },
      { autoBind: true },
    );
  }

  selectCity(cityId: CityId): void {
    if (cityId === this.cityId) return;
    this.cityId = cityId;
    this.cityPreference.save(cityId);
    this.callbacks = [];
    this.state = 'loading';
    this.stale = false;
    this.problems = new Map();
    void this.load();
    void this.badge.refresh();
  }

  async load(): Promise<void> {
    const ticket = ++this.latestLoad;
    if (this.state !== 'ready') this.state = 'loading';
    const result = await this.api.listCallbacks(this.cityId);
    runInAction(() => {
      if (ticket !== this.latestLoad) return;
      if (result.ok) {
        this.callbacks = result.value.callbacks;
        this.nextBefore = result.value.nextBefore;
        this.state = 'ready';
        this.stale = false;
      } else if (result.reason === 'unauthorized') this.session.signOut();
      else if (this.state === 'ready') this.stale = true;
      else this.state = 'failed';
    });
  }

  async loadMore(): Promise<void> {
    const before = this.nextBefore;
    if (before === null || this.loadingMore) return;
    this.loadingMore = true;
    const ticket = this.latestLoad;
    const result = await this.api.listCallbacks(this.cityId, before);
    runInAction(() => {
      this.loadingMore = false;
      if (ticket !== this.latestLoad) return;
      if (result.ok) {
        const known = new Set(this.callbacks.map((callback) => callback.id));
        this.callbacks = [...this.callbacks, ...result.value.callbacks.filter((callback) => !known.has(callback.id))];
        this.nextBefore = result.value.nextBefore;
      } else if (result.reason === 'unauthorized') this.session.signOut();
      else this.stale = true;
    });
  }

  async mark(callback: StaffCallbackDto, status: CallbackStatus): Promise<void> {
    if (callback.status === status || this.changing.has(callback.id)) return;
    this.changing = new Set([...this.changing, callback.id]);
    this.problems = new Map([...this.problems].filter(([id]) => id !== callback.id));
    const result = await this.api.changeStatus(callback.id, status);
    runInAction(() => {
      this.changing = new Set([...this.changing].filter((id) => id !== callback.id));
      if (result.ok) this.callbacks = this.callbacks.map((entry) => (entry.id === callback.id ? result.value : entry));
      else if (result.reason === 'unauthorized') this.session.signOut();
      else
        this.problems = new Map([
          ...this.problems,
          [callback.id, result.reason === 'not-found' ? 'callbacks.problem.notFound' : 'callbacks.problem.failed'],
        ]);
    });
    if (result.ok) void this.badge.refresh();
  }
}

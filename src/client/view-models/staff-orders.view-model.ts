import { inject, injectable } from 'inversify';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import { CITY_IDS, type CityId } from '../../domain/city/city';
import type { OrderStatus } from '../../domain/order/order-status';
import type { StaffOrderDto } from '../../domain/shop-api/staff-orders.contract';
import type { StaffOrdersApiPort, StaffOrdersFailure } from '../application/ports/staff-orders-api.port';
import type { TimerHandle, TimerPort } from '../application/ports/timer.port';
import type { AdminCityPreferencePort } from '../application/ports/admin-city-preference.port';
import { TOKENS } from '../di/tokens';
import type { AdminSessionViewModel } from './admin-session.view-model';
import { staffOrderView, type StaffOrderView } from './staff-order-view';

/** New orders show up without anyone pressing a button, at most this late. */
export const ORDERS_REFRESH_MS = 20_000;
export const ORDERS_LIMIT = 50;

export type OrdersState = 'loading' | 'failed' | 'ready';

/** A message about one order: admin:… key, interpolated with the order's code. */
export interface OrdersNotice {
  readonly key: string;
  readonly code: string;
}

const MOVE_FAILURE_KEYS: Record<Exclude<StaffOrdersFailure, 'unauthorized'>, string> = {
  conflict: 'orders.notice.conflict',
  'not-found': 'orders.notice.notFound',
  'bad-request': 'orders.notice.moveFailed',
  unavailable: 'orders.notice.moveFailed',
  'bad-answer': 'orders.notice.moveFailed',
};

/**
 * The kitchen's orders screen: one city's latest orders, refreshed every ORDERS_REFRESH_MS while
 * shown, and moved along the workflow. A change names the status staff saw, so a colleague's
 * change meanwhile is refused (409) instead of overwritten; the list is then reloaded. An expired
 * token signs staff out, and the admin guard takes them to the login page.
 */
@injectable()
export class StaffOrdersViewModel {
  cityId: CityId;
  state: OrdersState = 'loading';
  orders: readonly StaffOrderDto[] = [];
  /** A refresh failed: the list on screen is the last one received. */
  stale = false;
  notice: OrdersNotice | null = null;
  private readonly moving = observable.set<string>();
  private refreshTimer: TimerHandle | null = null;
  private running = false;
  private latestLoad = 0;
  private appliedMoves = 0;

  constructor(
    @inject(TOKENS.StaffOrdersApi) private readonly api: StaffOrdersApiPort,
    @inject(TOKENS.AdminSessionViewModel) private readonly session: AdminSessionViewModel,
    @inject(TOKENS.Timer) private readonly timer: TimerPort,
    @inject(TOKENS.AdminCityPreference) private readonly cityPreference: AdminCityPreferencePort,
  ) {
    this.cityId = cityPreference.load() ?? CITY_IDS.lviv;
    makeAutoObservable<this, 'api' | 'session' | 'timer' | 'cityPreference' | 'moving' | 'refreshTimer' | 'running' | 'latestLoad' | 'appliedMoves'>(
      this,
      { api: false, session: false, timer: false, cityPreference: false, moving: false, refreshTimer: false, running: false, latestLoad: false, appliedMoves: false },
      { autoBind: true },
    );
  }

  get views(): readonly StaffOrderView[] {
    return this.orders.map(staffOrderView);
  }

  isMoving(code: string): boolean {
    return this.moving.has(code);
  }

  /** Loads now and keeps the list fresh until stop(); the screen calls both as it mounts and unmounts. */
  start(): void {
    if (this.running) return;
    this.running = true;
    void this.load();
    this.scheduleRefresh();
  }

  stop(): void {
    this.running = false;
    if (this.refreshTimer !== null) this.timer.clearTimeout(this.refreshTimer);
    this.refreshTimer = null;
  }

  selectCity(cityId: CityId): void {
    if (cityId === this.cityId) return;
    this.cityId = cityId;
    this.cityPreference.save(cityId);
    this.orders = [];
    this.state = 'loading';
    this.stale = false;
    this.notice = null;
    void this.load();
    if (this.running) this.scheduleRefresh();
  }

  async load(): Promise<void> {
    const ticket = ++this.latestLoad;
    const movesBefore = this.appliedMoves;
    // A refresh keeps the list on screen; only a first load (or a retry after a failure) shows "loading".
    if (this.state !== 'ready') this.state = 'loading';
    const result = await this.api.listOrders(this.cityId, ORDERS_LIMIT);
    runInAction(() => {
      // A newer load (another city, a reload) answers for the screen.
      if (ticket !== this.latestLoad) return;
      if (result.ok) {
        // Asked before a status change was applied here: it may show the order as it was before.
        // The list on screen is already right; the next refresh brings the rest.
        if (this.state === 'ready' && this.appliedMoves !== movesBefore) return;
        this.orders = result.value;
        this.state = 'ready';
        this.stale = false;
      } else if (result.reason === 'unauthorized') {
        this.signOut();
      } else if (this.state === 'ready') {
        this.stale = true;
      } else {
        this.state = 'failed';
      }
    });
  }

  /** Moves an order to one of its next statuses; a refusal reloads the list and says why. */
  async move(code: string, to: OrderStatus): Promise<void> {
    const order = this.orders.find((candidate) => candidate.code === code);
    if (order === undefined || this.moving.has(code) || !order.nextStatuses.includes(to)) return;
    this.moving.add(code);
    this.notice = null;
    const result = await this.api.changeStatus(code, order.status, to);
    const reload = runInAction(() => {
      this.moving.delete(code);
      if (result.ok) {
        this.appliedMoves += 1;
        this.orders = this.orders.map((candidate) => (candidate.code === code ? result.value : candidate));
        return false;
      }
      if (result.reason === 'unauthorized') {
        this.signOut();
        return false;
      }
      this.notice = { key: MOVE_FAILURE_KEYS[result.reason], code };
      // Whatever went wrong, the order may not be where the screen shows it: show it as it is now.
      return true;
    });
    if (reload) await this.load();
  }

  dismissNotice(): void {
    this.notice = null;
  }

  private signOut(): void {
    this.stop();
    this.session.signOut();
  }

  private scheduleRefresh(): void {
    if (this.refreshTimer !== null) this.timer.clearTimeout(this.refreshTimer);
    this.refreshTimer = this.timer.setTimeout(() => {
      this.refreshTimer = null;
      if (!this.running) return;
      void this.load();
      this.scheduleRefresh();
    }, ORDERS_REFRESH_MS);
  }
}

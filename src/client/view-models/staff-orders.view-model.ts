import { inject, injectable } from 'inversify';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import { CITY_IDS, type CityId } from '../../domain/city/city';
import type { BoardGroup } from '../../domain/order/board-group';
import type { OrderStatus } from '../../domain/order/order-status';
import type { StaffOrderDto, StaffOrderEventDto } from '../../domain/shop-api/staff-orders.contract';
import type { AdminCityPreferencePort } from '../application/ports/admin-city-preference.port';
import type { AlertSoundPort } from '../application/ports/alert-sound.port';
import type { StaffOrderEventsPort } from '../application/ports/staff-order-events.port';
import type {
  StaffOrdersApiPort,
  StaffOrdersFailure,
  StaffOrdersPage,
} from '../application/ports/staff-orders-api.port';
import type { TimerHandle, TimerPort } from '../application/ports/timer.port';
import { TOKENS } from '../di/tokens';
import type { AdminSessionViewModel } from './admin-session.view-model';
import { staffOrderView, type StaffOrderView } from './staff-order-view';

/** Without the live stream, new orders show up without anyone pressing a button at most this late. */
export const ORDERS_REFRESH_MS = 20_000;
export const ORDERS_LIMIT = 50;
/** Changes arriving together (an order and its payment) reload the list once. */
export const LIVE_RELOAD_DELAY_MS = 250;

export type OrdersState = 'loading' | 'failed' | 'ready';
/** 'live': the server pushes changes; 'polling': the stream is down, the list refreshes on a timer. */
export type LiveState = 'live' | 'polling';

export interface BoardFilters {
  readonly status: OrderStatus | null;
  /** YYYY-MM-DD (Kyiv) or null for every day. */
  readonly day: string | null;
  readonly search: string;
}

export const NO_FILTERS: BoardFilters = { status: null, day: null, search: '' };

/** How many of the filters narrow the list (a blank search does not). */
export const activeFilterCount = (filters: BoardFilters): number =>
  [filters.status !== null, filters.day !== null, filters.search.trim() !== ''].filter(Boolean).length;

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
 * The orders board where a shift is run: one city's orders in two groups (the kitchen's, and
 * those awaiting the customer), filtered, paged back through history with "older". The server
 * pushes every change; the board then reloads the pages it shows (simple, and never out of step),
 * rings once for each order that becomes new work for the kitchen, and counts those staff have
 * not looked at yet. When the stream is down the list refreshes every ORDERS_REFRESH_MS instead.
 * A move names the status staff saw, so a colleague's change meanwhile is refused (409) and the
 * list reloaded. An expired token signs staff out, and the admin guard takes them to the login page.
 */
@injectable()
export class StaffOrdersViewModel {
  cityId: CityId;
  group: BoardGroup = 'kitchen';
  filters: BoardFilters = NO_FILTERS;
  state: OrdersState = 'loading';
  orders: readonly StaffOrderDto[] = [];
  /** The `before` of the next older page; null when the oldest order is shown. */
  nextBefore: string | null = null;
  loadingOlder = false;
  /** A refresh failed: the list on screen is the last one received. */
  stale = false;
  live: LiveState = 'polling';
  /** New orders for the kitchen that arrived since staff last looked at the board. */
  unseen = 0;
  notice: OrdersNotice | null = null;
  /** The shop's SMS budget for the hour is used up: new orders are confirmed by the operator's call. */
  smsBudgetExhausted = false;
  private readonly moving = observable.set<string>();
  /** Orders already rung for: an order becomes new work for the kitchen once. */
  private readonly announced = new Set<string>();
  private pageCount = 1;
  private refreshTimer: TimerHandle | null = null;
  private reloadTimer: TimerHandle | null = null;
  private stopFollowing: (() => void) | null = null;
  private running = false;
  private latestLoad = 0;
  private appliedMoves = 0;

  constructor(
    @inject(TOKENS.StaffOrdersApi) private readonly api: StaffOrdersApiPort,
    @inject(TOKENS.AdminSessionViewModel) private readonly session: AdminSessionViewModel,
    @inject(TOKENS.Timer) private readonly timer: TimerPort,
    @inject(TOKENS.AdminCityPreference) private readonly cityPreference: AdminCityPreferencePort,
    @inject(TOKENS.StaffOrderEvents) private readonly events: StaffOrderEventsPort,
    @inject(TOKENS.AlertSound) private readonly sound: AlertSoundPort,
  ) {
    this.cityId = cityPreference.load() ?? CITY_IDS.lviv;
    makeAutoObservable<
      this,
      | 'api'
      | 'session'
      | 'timer'
      | 'cityPreference'
      | 'events'
      | 'sound'
      | 'moving'
      | 'announced'
      | 'pageCount'
      | 'refreshTimer'
      | 'reloadTimer'
      | 'stopFollowing'
      | 'running'
      | 'latestLoad'
      | 'appliedMoves'
    >(
      this,
      {
        api: false,
        session: false,
        timer: false,
        cityPreference: false,
        events: false,
        sound: false,
        moving: false,
        announced: false,
        pageCount: false,
        refreshTimer: false,
        reloadTimer: false,
        stopFollowing: false,
        running: false,
        latestLoad: false,
        appliedMoves: false,
      },
      { autoBind: true },
    );
  }

  get views(): readonly StaffOrderView[] {
    return this.orders.map(staffOrderView);
  }

  get hasFilters(): boolean {
    return activeFilterCount(this.filters) > 0;
  }

  isMoving(code: string): boolean {
    return this.moving.has(code);
  }

  /** Loads now and follows the city live until stop(); the screen calls both as it mounts and unmounts. */
  start(): void {
    if (this.running) return;
    this.running = true;
    void this.load();
    this.follow();
  }

  stop(): void {
    this.running = false;
    this.stopFollowing?.();
    this.stopFollowing = null;
    this.clearTimer('refreshTimer');
    this.clearTimer('reloadTimer');
  }

  selectCity(cityId: CityId): void {
    if (cityId === this.cityId) return;
    this.cityId = cityId;
    this.cityPreference.save(cityId);
    this.orders = [];
    this.state = 'loading';
    this.notice = null;
    this.restart();
    if (this.running) this.follow();
  }

  selectGroup(group: BoardGroup): void {
    if (group === this.group) return;
    this.group = group;
    this.restart();
  }

  /** New filters show the newest page that matches them. */
  applyFilters(filters: BoardFilters): void {
    this.filters = {
      status: filters.status,
      day: filters.day === '' ? null : filters.day,
      search: filters.search.trim(),
    };
    this.restart();
  }

  /** Staff looked at the board: the new orders so far are seen. */
  markSeen(): void {
    this.unseen = 0;
  }

  /** Reloads every page on screen, so an order never falls between two pages. */
  async load(): Promise<void> {
    const ticket = ++this.latestLoad;
    const movesBefore = this.appliedMoves;
    // A refresh keeps the list on screen; only a first load (or a retry after a failure) shows "loading".
    if (this.state !== 'ready') this.state = 'loading';
    const [result, budget] = await Promise.all([this.fetchPages(this.pageCount), this.api.smsBudget()]);
    runInAction(() => {
      // Read with every refresh; a failed read keeps the last known state.
      if (budget.ok) this.smsBudgetExhausted = budget.value.exhausted;
      // A newer load (another city, group or filter, a reload) answers for the screen.
      if (ticket !== this.latestLoad) return;
      if (result.ok) {
        // Asked before a status change was applied here: it may show the order as it was before.
        // The list on screen is already right; the next refresh brings the rest.
        if (this.state === 'ready' && this.appliedMoves !== movesBefore) return;
        this.orders = result.value.orders;
        this.nextBefore = result.value.nextBefore;
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

  /** One more page of older orders, below the ones shown. */
  async loadOlder(): Promise<void> {
    const before = this.nextBefore;
    if (before === null || this.loadingOlder) return;
    this.loadingOlder = true;
    const ticket = this.latestLoad;
    const result = await this.api.listOrders(this.pageQuery(before));
    runInAction(() => {
      this.loadingOlder = false;
      if (ticket !== this.latestLoad) return;
      if (result.ok) {
        const shown = new Set(this.orders.map((order) => order.code));
        this.orders = [...this.orders, ...result.value.orders.filter((order) => !shown.has(order.code))];
        this.nextBefore = result.value.nextBefore;
        this.pageCount += 1;
      } else if (result.reason === 'unauthorized') {
        this.signOut();
      } else {
        this.stale = true;
      }
    });
  }

  /** Moves an order to one of its next statuses (a cancellation with its reason); a refusal reloads the list and says why. */
  async move(code: string, to: OrderStatus, reason?: string): Promise<void> {
    const order = this.orders.find((candidate) => candidate.code === code);
    if (order === undefined || this.moving.has(code) || !order.nextStatuses.includes(to)) return;
    this.moving.add(code);
    this.notice = null;
    const result = await this.api.changeStatus(code, order.status, to, reason);
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

  private restart(): void {
    this.pageCount = 1;
    this.nextBefore = null;
    this.stale = false;
    if (this.state === 'ready') this.state = 'loading';
    this.orders = [];
    void this.load();
  }

  private async fetchPages(count: number) {
    const orders: StaffOrderDto[] = [];
    let page: StaffOrdersPage = { orders: [], nextBefore: null };
    for (let index = 0; index < count; index += 1) {
      const result = await this.api.listOrders(this.pageQuery(index === 0 ? null : page.nextBefore));
      if (!result.ok) return result;
      page = result.value;
      orders.push(...page.orders);
      if (page.nextBefore === null) break;
    }
    return { ok: true as const, value: { orders, nextBefore: page.nextBefore } };
  }

  private pageQuery(before: string | null) {
    return { cityId: this.cityId, group: this.group, ...this.filters, before, limit: ORDERS_LIMIT };
  }

  private follow(): void {
    this.stopFollowing?.();
    this.live = 'polling';
    this.stopFollowing = this.events.follow(this.cityId, {
      order: (event) => this.orderChanged(event),
      resync: () => this.reloadSoon(),
      connection: (state) => this.connectionChanged(state),
    });
    if (this.live === 'polling') this.scheduleRefresh();
  }

  private orderChanged(event: StaffOrderEventDto): void {
    if (event.group === 'kitchen' && event.status === 'new' && !this.announced.has(event.code)) {
      this.announced.add(event.code);
      this.unseen += 1;
      this.sound.play();
    }
    this.reloadSoon();
  }

  private connectionChanged(state: 'live' | 'down'): void {
    const was = this.live;
    this.live = state === 'live' ? 'live' : 'polling';
    if (this.live === 'live') {
      this.clearTimer('refreshTimer');
      // Back after a break: whatever changed meanwhile was not pushed.
      if (was === 'polling' && this.state === 'ready') this.reloadSoon();
    } else if (this.refreshTimer === null && this.running) {
      this.scheduleRefresh();
    }
  }

  private reloadSoon(): void {
    if (this.reloadTimer !== null || !this.running) return;
    this.reloadTimer = this.timer.setTimeout(() => {
      this.reloadTimer = null;
      if (this.running) void this.load();
    }, LIVE_RELOAD_DELAY_MS);
  }

  private signOut(): void {
    this.stop();
    this.session.signOut();
  }

  private clearTimer(which: 'refreshTimer' | 'reloadTimer'): void {
    const handle = this[which];
    if (handle !== null) this.timer.clearTimeout(handle);
    this[which] = null;
  }

  private scheduleRefresh(): void {
    this.clearTimer('refreshTimer');
    this.refreshTimer = this.timer.setTimeout(() => {
      this.refreshTimer = null;
      if (!this.running || this.live === 'live') return;
      void this.load();
      this.scheduleRefresh();
    }, ORDERS_REFRESH_MS);
  }
}

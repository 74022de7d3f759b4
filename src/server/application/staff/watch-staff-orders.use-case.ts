import { boardGroupOf } from '../../../domain/order/board-group';
import type { StaffOrderEventDto } from '../../../domain/shop-api/staff-orders.contract';
import type { LoggerPort } from '../ports/logger.port';
import type { ShopEventsPort } from '../ports/shop-events.port';
import type { StaffOrdersPort } from '../ports/staff-orders.port';
import { stateOf } from './staff-order.mapper';

/** What an open board is told: an order changed (and where it stands now), or reload everything. */
export type StaffOrderBoardEvent =
  { readonly type: 'order'; readonly order: StaffOrderEventDto } | { readonly type: 'resync' };

type Watcher = { readonly cityId: number; readonly notify: (event: StaffOrderBoardEvent) => void };

/**
 * GET /api/admin/orders/events: open boards follow their city's orders live. However many boards
 * are open, each change is read once per instance (where the order stands now, so the board knows
 * whether it is new work for the kitchen) and then told to every board of its city.
 */
export class WatchStaffOrdersUseCase {
  private readonly watchers = new Set<Watcher>();
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly deps: {
      readonly events: ShopEventsPort;
      readonly orders: StaffOrdersPort;
      readonly logger: LoggerPort;
    },
  ) {}

  /** Calls `notify` for the city's changes until the returned function is called. */
  watch(cityId: number, notify: (event: StaffOrderBoardEvent) => void): () => void {
    const watcher = { cityId, notify };
    this.watchers.add(watcher);
    this.unsubscribe ??= this.deps.events.subscribe((event) => {
      if (event.type === 'events-resumed') this.tell(null, { type: 'resync' });
      if (event.type === 'order-changed') void this.orderChanged(event.cityId, event.code);
    });
    return () => {
      this.watchers.delete(watcher);
      // Nobody watching: stop reading every change.
      if (this.watchers.size === 0 && this.unsubscribe !== null) {
        this.unsubscribe();
        this.unsubscribe = null;
      }
    };
  }

  private async orderChanged(cityId: number, code: string): Promise<void> {
    if (![...this.watchers].some((watcher) => watcher.cityId === cityId)) return;
    try {
      const found = await this.deps.orders.findStaffOrder(code);
      if (found === null) return;
      this.tell(cityId, { type: 'order', order: { code, status: found.status, group: boardGroupOf(stateOf(found)) } });
    } catch (error) {
      // The board still hears of it: without the details it reloads all the same.
      this.deps.logger.warn('A changed order could not be read for the live board', { code, error: String(error) });
      this.tell(cityId, { type: 'resync' });
    }
  }

  private tell(cityId: number | null, event: StaffOrderBoardEvent): void {
    for (const watcher of [...this.watchers]) {
      if (cityId === null || watcher.cityId === cityId) watcher.notify(event);
    }
  }
}

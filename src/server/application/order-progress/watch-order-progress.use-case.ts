import type { OrderProgressDto } from '../../../domain/shop-api/order-progress.contract';
import type { LoggerPort } from '../ports/logger.port';
import type { ShopEventsPort } from '../ports/shop-events.port';
import type { StaffOrdersPort } from '../ports/staff-orders.port';
import { orderProgressDtoOf } from './order-progress.mapper';

/** What an open order status page is told: the order as it stands now, or read it again. */
export type OrderProgressEvent =
  { readonly type: 'progress'; readonly progress: OrderProgressDto } | { readonly type: 'resync' };

type Watcher = { readonly code: string; readonly notify: (event: OrderProgressEvent) => void };

/**
 * GET /api/order/{code}/progress/events: open status pages follow their order live. The changes
 * come from the shop's events (PostgreSQL NOTIFY from the orders table's trigger), so a move staff
 * make on any instance reaches every page; each change of a watched order is read once per
 * instance, however many pages show it. Orders nobody watches here are not read at all.
 */
export class WatchOrderProgressUseCase {
  private readonly watchers = new Set<Watcher>();
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly deps: {
      readonly events: ShopEventsPort;
      readonly orders: Pick<StaffOrdersPort, 'findStaffOrder'>;
      readonly logger: LoggerPort;
    },
  ) {}

  /** Calls `notify` for the order's changes until the returned function is called. */
  watch(code: string, notify: (event: OrderProgressEvent) => void): () => void {
    const watcher = { code, notify };
    this.watchers.add(watcher);
    this.unsubscribe ??= this.deps.events.subscribe((event) => {
      if (event.type === 'events-resumed') this.tell(null, { type: 'resync' });
      if (event.type === 'order-changed') void this.orderChanged(event.code);
    });
    return () => {
      this.watchers.delete(watcher);
      if (this.watchers.size === 0 && this.unsubscribe !== null) {
        this.unsubscribe();
        this.unsubscribe = null;
      }
    };
  }

  private async orderChanged(code: string): Promise<void> {
    if (![...this.watchers].some((watcher) => watcher.code === code)) return;
    try {
      const found = await this.deps.orders.findStaffOrder(code);
      if (found !== null) this.tell(code, { type: 'progress', progress: orderProgressDtoOf(found) });
    } catch (error) {
      // The page still hears of it: it reads the order itself.
      this.deps.logger.warn('A changed order could not be read for its status page', { code, error: String(error) });
      this.tell(code, { type: 'resync' });
    }
  }

  private tell(code: string | null, event: OrderProgressEvent): void {
    for (const watcher of [...this.watchers]) {
      if (code === null || watcher.code === code) watcher.notify(event);
    }
  }
}

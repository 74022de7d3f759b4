import { err, ok, type Result } from '../../../../../src/domain/shared/result';
import type { OrderProgressDto } from '../../../../../src/domain/shop-api/order-progress.contract';
import type {
  OrderProgressApiPort,
  OrderProgressEventsPort,
  OrderProgressFailure,
  OrderProgressListener,
} from '../../../../../src/client/application/ports/order-progress.port';

/**
 * The order status page without a server: tests (and the demo) keep the orders here and play the
 * server's stream, telling the pages following an order of a change, of missed events, or of a
 * broken and restored connection.
 */
export class InMemoryOrderProgress implements OrderProgressApiPort, OrderProgressEventsPort {
  private readonly orders = new Map<string, OrderProgressDto>();
  private readonly followers = new Set<{ readonly code: string; readonly listener: OrderProgressListener }>();
  /** While true, reads fail as with an unreachable server. */
  failing = false;
  loads = 0;

  constructor(orders: readonly OrderProgressDto[] = []) {
    for (const order of orders) this.orders.set(order.code, order);
  }

  async load(code: string): Promise<Result<OrderProgressDto, OrderProgressFailure>> {
    this.loads += 1;
    if (this.failing) return err('unavailable');
    const order = this.orders.get(code);
    return order === undefined ? err('not-found') : ok(order);
  }

  follow(code: string, listener: OrderProgressListener): () => void {
    const follower = { code, listener };
    this.followers.add(follower);
    listener.connection('live');
    return () => this.followers.delete(follower);
  }

  /** Staff moved the order: stored, and told to its followers unless `silently` (a missed event). */
  change(order: OrderProgressDto, options: { readonly silently?: boolean } = {}): void {
    this.orders.set(order.code, order);
    if (options.silently) return;
    for (const follower of this.of(order.code)) follower.listener.progress(order);
  }

  connection(code: string, state: 'live' | 'down'): void {
    for (const follower of this.of(code)) follower.listener.connection(state);
  }

  resync(code: string): void {
    for (const follower of this.of(code)) follower.listener.resync();
  }

  get followed(): readonly string[] {
    return [...this.followers].map((follower) => follower.code);
  }

  private of(code: string) {
    return [...this.followers].filter((follower) => follower.code === code);
  }
}

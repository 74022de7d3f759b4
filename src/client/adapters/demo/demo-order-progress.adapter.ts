import { err, ok, type Result } from '../../../domain/shared/result';
import type { OrderProgressDto } from '../../../domain/shop-api/order-progress.contract';
import type {
  OrderProgressApiPort,
  OrderProgressEventsPort,
  OrderProgressFailure,
  OrderProgressListener,
} from '../../application/ports/order-progress.port';
import type { DemoOrderBook } from './demo-order-book';
import { orderProgressOf } from './demo-order-records';

/**
 * The order status page in the demo: an order placed in this browser, as the demo order book has
 * it now. A move staff make on the demo board (in this tab or another) reaches the page at once.
 */
export class DemoOrderProgress implements OrderProgressApiPort, OrderProgressEventsPort {
  constructor(private readonly book: DemoOrderBook) {}

  async load(code: string): Promise<Result<OrderProgressDto, OrderProgressFailure>> {
    const progress = this.progressOf(code);
    return progress === null ? err('not-found') : ok(progress);
  }

  follow(code: string, listener: OrderProgressListener): () => void {
    listener.connection('live');
    let last = JSON.stringify(this.progressOf(code));
    return this.book.subscribe(() => {
      const progress = this.progressOf(code);
      const now = JSON.stringify(progress);
      if (progress === null || now === last) return;
      last = now;
      listener.progress(progress);
    });
  }

  private progressOf(code: string): OrderProgressDto | null {
    const order = this.book.find(code);
    return order?.placement == null ? null : orderProgressOf(order, order.placement);
  }
}

import type { Result } from '../../../domain/shared/result';
import type { OrderProgressDto } from '../../../domain/shop-api/order-progress.contract';

export type OrderProgressFailure = 'not-found' | 'unavailable';

/** GET /order/{code}/progress: where the customer's order stands now. */
export interface OrderProgressApiPort {
  load(code: string): Promise<Result<OrderProgressDto, OrderProgressFailure>>;
}

export interface OrderProgressListener {
  /** The order changed; where it stands now. */
  progress(progress: OrderProgressDto): void;
  /** Changes may have been missed: read the order again. */
  resync(): void;
  /** The stream is open ('live') or broken and retrying ('down'). */
  connection(state: 'live' | 'down'): void;
}

/** The order status page's live stream (GET /order/{code}/progress/events). */
export interface OrderProgressEventsPort {
  /** Follows the order until the returned function is called. */
  follow(code: string, listener: OrderProgressListener): () => void;
}

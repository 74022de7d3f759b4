import type {
  PublishedShopEvent,
  ShopEvent,
  ShopEventListener,
  ShopEventsPort,
} from '../../../src/server/application/ports/shop-events.port';

/** Events within one process: tests, and a shop run without a database. */
export class InMemoryShopEvents implements ShopEventsPort {
  private readonly listeners = new Set<ShopEventListener>();

  async publish(event: PublishedShopEvent): Promise<void> {
    this.deliver(event);
  }

  subscribe(listener: ShopEventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Delivers any event, 'events-resumed' included, as a reconnecting adapter would. */
  deliver(event: ShopEvent): void {
    // A copy: a listener unsubscribing while called must not skip the next one.
    for (const listener of [...this.listeners]) listener(event);
  }

  get listenerCount(): number {
    return this.listeners.size;
  }
}

/**
 * What one shop instance tells every instance on the same database. 'order-changed': an order of
 * the city was placed or changed where it stands. 'menu-changed': staff changed the city's menu,
 * drop cached copies. 'events-resumed': this instance was not listening for a while (the
 * connection dropped and came back): whatever was missed must be read again.
 */
export type ShopEvent =
  | { readonly type: 'order-changed'; readonly cityId: number; readonly code: string }
  | { readonly type: 'menu-changed'; readonly cityId: number }
  | { readonly type: 'events-resumed' };

/** The events the instance publishes itself; 'events-resumed' only ever comes from the adapter. */
export type PublishedShopEvent = Exclude<ShopEvent, { type: 'events-resumed' }>;

export type ShopEventListener = (event: ShopEvent) => void;

/** Fan-out between the shop's instances (PostgreSQL LISTEN/NOTIFY, or in memory for one process). */
export interface ShopEventsPort {
  /** Sends to every instance, this one included. Best effort: a lost event costs a refresh, never data. */
  publish(event: PublishedShopEvent): Promise<void>;
  /** Calls the listener for every event until the returned function is called. */
  subscribe(listener: ShopEventListener): () => void;
}

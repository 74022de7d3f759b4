import type { Database } from '../adapters/database/database';
import { PgShopEvents } from '../adapters/database/events/pg-shop-events.adapter';
import type { LoggerPort } from '../application/ports/logger.port';
import type { ShopEventsPort } from '../application/ports/shop-events.port';
import type { Catalogue } from './catalogue.composition';

export interface ShopEvents {
  readonly events: ShopEventsPort;
  close(): Promise<void>;
}

/**
 * Events between the instances sharing the database: the live orders board. Admin edits reach the
 * other instances' caches through shared-invalidation.ts; here, after the LISTEN connection was
 * lost and came back (edits may have been missed meanwhile), this instance drops its own caches.
 */
export const composeShopEvents = (deps: {
  database: Database;
  catalogue: Pick<Catalogue, 'invalidate'>;
  logger: LoggerPort;
}): ShopEvents => {
  const events = new PgShopEvents({
    connectionString: deps.database.connectionString,
    database: deps.database,
    logger: deps.logger,
  });
  const stopListening = events.subscribe((event) => {
    if (event.type === 'events-resumed') deps.catalogue.invalidate.cities();
  });
  return {
    events,
    close: async () => {
      stopListening();
      await events.close();
    },
  };
};

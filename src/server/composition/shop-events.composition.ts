import { isCityId } from '../../domain/city/city';
import type { Database } from '../adapters/database/database';
import { PgShopEvents } from '../adapters/database/events/pg-shop-events.adapter';
import type { LoggerPort } from '../application/ports/logger.port';
import type { ShopEventsPort } from '../application/ports/shop-events.port';
import type { Catalogue } from './catalogue.composition';

export interface ShopEvents {
  readonly events: ShopEventsPort;
  /** Tells the other instances (and this one) that a city's menu changed. */
  readonly menuChanged: (cityId: number) => void;
  close(): Promise<void>;
}

/**
 * Events between the instances sharing the database: the live orders board, and the menu caches
 * every instance keeps (a staff member's stop-list change reaches customers of all instances at
 * once instead of after the cache's lifetime).
 */
export const composeShopEvents = (deps: { database: Database; catalogue: Catalogue; logger: LoggerPort }): ShopEvents => {
  const events = new PgShopEvents({ connectionString: deps.database.connectionString, database: deps.database, logger: deps.logger });
  const stopListening = events.subscribe((event) => {
    if (event.type === 'menu-changed' && isCityId(event.cityId)) deps.catalogue.invalidate.menu(event.cityId);
    // Menu changes missed while not listening: drop every city's copy.
    if (event.type === 'events-resumed') deps.catalogue.invalidate.cities();
  });
  return {
    events,
    menuChanged: (cityId) => void events.publish({ type: 'menu-changed', cityId }),
    close: async () => {
      stopListening();
      await events.close();
    },
  };
};

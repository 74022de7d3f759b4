import pg from 'pg';
import type { LoggerPort } from '../../../application/ports/logger.port';
import type {
  PublishedShopEvent,
  ShopEvent,
  ShopEventListener,
  ShopEventsPort,
} from '../../../application/ports/shop-events.port';
import type { Queryable } from '../database';
import { readShopEventPayload, SHOP_EVENTS_CHANNEL } from './shop-event-payload';

export interface PgShopEventsOptions {
  /** The database every instance shares; the listening connection is opened on it. */
  readonly connectionString: string;
  /** The pool NOTIFY is sent through. */
  readonly database: Queryable;
  readonly logger: LoggerPort;
  /** Wait before reconnecting after the listening connection failed. */
  readonly reconnectDelayMs?: number;
}

/**
 * Shop events over PostgreSQL LISTEN/NOTIFY: one dedicated connection per instance listens (a
 * pooled one could not: LISTEN belongs to its session), and reconnects whenever it drops. After a
 * reconnect listeners get 'events-resumed', since NOTIFYs sent meanwhile are gone for good.
 */
export class PgShopEvents implements ShopEventsPort {
  private readonly listeners = new Set<ShopEventListener>();
  private client: pg.Client | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private closed = false;
  private hasListened = false;
  private readonly ready: Promise<void>;

  constructor(private readonly options: PgShopEventsOptions) {
    this.ready = this.connect();
  }

  /** Resolves once the first LISTEN is in place (or failed and a retry is scheduled). */
  listening(): Promise<void> {
    return this.ready;
  }

  async publish(event: PublishedShopEvent): Promise<void> {
    try {
      await this.options.database.query('SELECT pg_notify($1, $2)', [SHOP_EVENTS_CHANNEL, JSON.stringify(event)]);
    } catch (error) {
      this.options.logger.warn('A shop event could not be sent to the other instances', {
        event: event.type,
        error: String(error),
      });
    }
  }

  subscribe(listener: ShopEventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({
      connectionString: this.options.connectionString,
      application_name: 'burger-sushi-shop-events',
    });
    // Errors of a broken connection arrive here and as 'end'; unhandled, they would crash the process.
    client.on('error', () => undefined);
    client.on('end', () => this.dropped(client));
    client.on('notification', (message) => {
      if (message.channel !== SHOP_EVENTS_CHANNEL) return;
      const event = readShopEventPayload(message.payload);
      if (event !== null) this.deliver(event);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${SHOP_EVENTS_CHANNEL}`);
    } catch (error) {
      this.options.logger.warn('Cannot listen for shop events; retrying', { error: String(error) });
      await client.end().catch(() => undefined);
      this.dropped(client);
      return;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    if (this.hasListened) this.deliver({ type: 'events-resumed' });
    this.hasListened = true;
  }

  private dropped(client: pg.Client): void {
    if (this.client === client) this.client = null;
    if (this.closed || this.retryTimer !== null || this.client !== null) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.connect();
    }, this.options.reconnectDelayMs ?? 1_000);
  }

  private deliver(event: ShopEvent): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(event);
      } catch (error) {
        this.options.logger.error('A shop event listener failed', { event: event.type, error: String(error) });
      }
    }
  }
}

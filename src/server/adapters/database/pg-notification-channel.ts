import pg from 'pg';
import type { LoggerPort } from '../../application/ports/logger.port';

export interface NotificationChannelOptions {
  readonly connectionString: string;
  /** A PostgreSQL identifier: lower-case letters, digits and underscores. */
  readonly channel: string;
  readonly onMessage: (payload: string) => void;
  readonly logger: LoggerPort;
  /** Wait before reconnecting a lost LISTEN connection. */
  readonly reconnectAfterMs?: number;
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * LISTEN on one PostgreSQL channel over a connection of its own (a pooled connection would be
 * handed to other queries). A lost connection is re-established until close(); notifications
 * sent meanwhile are lost, so whoever relies on them keeps a fallback (the caches' max age).
 */
export class PgNotificationChannel {
  private client: pg.Client | null = null;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(private readonly options: NotificationChannelOptions) {
    if (!CHANNEL_NAME.test(options.channel)) throw new Error(`Not a channel name: ${options.channel}`);
  }

  /** Resolves once listening; a failure is logged and retried in the background. */
  async start(): Promise<void> {
    try {
      await this.connect();
    } catch (error) {
      this.options.logger.warn('LISTEN failed; retrying', { channel: this.options.channel, error: String(error) });
      this.scheduleReconnect();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry !== null) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.options.connectionString,
      application_name: 'burger-sushi-shop listen',
    });
    client.on('notification', (message) => {
      if (message.channel === this.options.channel && message.payload !== undefined)
        this.options.onMessage(message.payload);
    });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    await client.connect();
    if (this.closed) {
      await client.end();
      return;
    }
    await client.query(`LISTEN ${this.options.channel}`);
    this.client = client;
  }

  private lost(client: pg.Client): void {
    if (this.closed || this.client !== client) return;
    this.client = null;
    this.options.logger.warn('LISTEN connection lost; reconnecting', { channel: this.options.channel });
    client.end().catch(() => undefined);
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed || this.retry !== null) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.start();
    }, this.options.reconnectAfterMs ?? 1_000);
    this.retry.unref();
  }
}

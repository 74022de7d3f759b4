import pg from 'pg';
import type { DatabaseHealthPort } from '../../application/ports/database-health.port';
import { shopTypeParsers } from './pg-type-parsers';

/**
 * A statement node-postgres prepares once per connection (by name) and then only executes: hot
 * queries skip PostgreSQL's parse and plan on every call. The name must be unique per text.
 */
export interface NamedStatement {
  readonly name: string;
  readonly text: string;
}

/** Anything that runs parameterised SQL: the pool itself or one transaction's client. */
export interface Queryable {
  query<R extends pg.QueryResultRow = pg.QueryResultRow>(
    sql: string | NamedStatement,
    params?: readonly unknown[],
  ): Promise<pg.QueryResult<R>>;
}

export type IsolationLevel = 'read committed' | 'repeatable read' | 'serializable';

export interface TransactionOptions {
  readonly isolation?: IsolationLevel;
  /**
   * How many times to rerun the whole callback after a serialization failure or deadlock, which
   * PostgreSQL reports precisely so the client can retry. The callback must be safe to rerun.
   */
  readonly retries?: number;
}

const RETRYABLE_SQLSTATES = new Set(['40001', '40P01']);

export interface DatabaseOptions {
  readonly connectionString: string;
  readonly maxConnections?: number;
  readonly applicationName?: string;
}

/** The shop's one pool. Repositories take a `Queryable` so they work inside or outside a transaction. */
export class Database implements Queryable, DatabaseHealthPort {
  private readonly pool: pg.Pool;
  private closed = false;
  /** For the rare session a pool cannot lend: LISTEN (PgShopEvents) keeps its own connection. */
  readonly connectionString: string;

  constructor(options: DatabaseOptions) {
    this.connectionString = options.connectionString;
    this.pool = new pg.Pool({
      connectionString: options.connectionString,
      max: options.maxConnections ?? 10,
      application_name: options.applicationName ?? 'burger-sushi-shop',
      types: shopTypeParsers,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    });
    // An idle client whose server went away emits 'error' on the pool; unhandled, it would crash
    // the process. The next query reports the problem where it can be handled.
    this.pool.on('error', () => undefined);
  }

  query<R extends pg.QueryResultRow = pg.QueryResultRow>(
    sql: string | NamedStatement,
    params?: readonly unknown[],
  ): Promise<pg.QueryResult<R>> {
    if (typeof sql === 'string') return this.pool.query<R>(sql, params as unknown[] | undefined);
    return this.pool.query<R>({ name: sql.name, text: sql.text, values: params as unknown[] | undefined });
  }

  async transaction<T>(work: (tx: Queryable) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
    const attempts = 1 + (options.retries ?? 0);
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.runOnce(work, options.isolation);
      } catch (error) {
        if (attempt >= attempts || !isRetryable(error)) throw error;
      }
    }
  }

  async ping(): Promise<boolean> {
    try {
      await this.pool.query('SELECT 1');
      return true;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.pool.end();
  }

  private async runOnce<T>(work: (tx: Queryable) => Promise<T>, isolation: IsolationLevel | undefined): Promise<T> {
    const client = await this.pool.connect();
    let broken = false;
    try {
      await client.query(isolation ? `BEGIN ISOLATION LEVEL ${isolation.toUpperCase()}` : 'BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      try {
        await client.query('ROLLBACK');
      } catch {
        // The connection itself failed: it must not go back to the pool.
        broken = true;
      }
      throw error;
    } finally {
      client.release(broken);
    }
  }
}

const isRetryable = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && RETRYABLE_SQLSTATES.has((error as { code?: string }).code ?? '');

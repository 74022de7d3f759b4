import type { QuotaClaim, QuotaTaking, UsageQuotaPort } from '../../../application/ports/usage-quota.port';
import { BatchCoalescer, type BatchCoalescerOptions } from '../batch-coalescer';
import type { Queryable } from '../database';

interface Taking {
  readonly claims: readonly QuotaClaim[];
  readonly at: Date;
}

/**
 * The takings of one event-loop turn go in one call (quota_take_batch, migrations 0021 and 0031),
 * so racing orders queue once per batch on the shop-wide key instead of once each, and each key is
 * counted once per batch. A failed batch is taken again one by one: at worst a use whose commit was
 * lost with its connection counts twice, which errs on the side of the limit.
 */
export const QUOTA_TAKE_BATCHING: BatchCoalescerOptions = { maxBatch: 64, maxInFlight: 1, retryItemsAfter: () => true };

/**
 * Sliding-window limits in PostgreSQL (quota_take_batch, migrations 0021 and 0031): racing requests
 * on any instance are counted one after another and never pass a limit together; nothing is recorded
 * when any claim is used up.
 */
export class PgUsageQuota implements UsageQuotaPort {
  private lastSweepAt = Number.NEGATIVE_INFINITY;
  private longestWindowMs = 0;
  private readonly takings: BatchCoalescer<Taking, string | null>;

  constructor(
    private readonly db: Queryable,
    batching: BatchCoalescerOptions = QUOTA_TAKE_BATCHING,
  ) {
    this.takings = new BatchCoalescer((takings) => this.takeAll(takings), batching);
  }

  async take(claims: readonly QuotaClaim[], at: Date): Promise<QuotaTaking> {
    const exhausted = await this.takings.submit({ claims, at });
    await this.sweepNowAndThen(claims, at);
    return exhausted === null ? { ok: true } : { ok: false, exhausted };
  }

  async used(key: string, since: Date): Promise<number> {
    const result = await this.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM quota_uses WHERE key = $1 AND used_at >= $2',
      [key, since],
    );
    return result.rows[0]?.n ?? 0;
  }

  private async takeAll(takings: readonly Taking[]): Promise<readonly (string | null)[]> {
    const takes = takings.map(({ claims, at }) => ({
      keys: claims.map((claim) => claim.key),
      limits: claims.map((claim) => claim.limit),
      windowsMs: claims.map((claim) => claim.windowMs),
      at: at.toISOString(),
    }));
    const result = await this.db.query<{ answers: (string | null)[] }>(
      { name: 'quota-take-batch', text: 'SELECT quota_take_batch($1::jsonb) AS answers' },
      [JSON.stringify(takes)],
    );
    return result.rows[0]?.answers ?? [];
  }

  /**
   * A key is cleaned when it is taken again; one never taken again (most phones) would stay for
   * ever. Every SWEEP_EVERY_MS each instance drops the uses older than the longest window it knows.
   */
  private async sweepNowAndThen(claims: readonly QuotaClaim[], at: Date): Promise<void> {
    for (const claim of claims) this.longestWindowMs = Math.max(this.longestWindowMs, claim.windowMs);
    if (at.getTime() - this.lastSweepAt < SWEEP_EVERY_MS) return;
    this.lastSweepAt = at.getTime();
    await this.db.query('DELETE FROM quota_uses WHERE used_at < $1', [new Date(at.getTime() - this.longestWindowMs)]);
  }
}

const SWEEP_EVERY_MS = 10 * 60_000;

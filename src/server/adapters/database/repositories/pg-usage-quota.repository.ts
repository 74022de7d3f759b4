import type { QuotaClaim, QuotaTaking, UsageQuotaPort } from '../../../application/ports/usage-quota.port';
import type { Queryable } from '../database';

/**
 * Sliding-window limits in PostgreSQL (quota_take, migration 0018): racing requests on any
 * instance are counted one after another and never pass a limit together; nothing is recorded
 * when any claim is used up.
 */
export class PgUsageQuota implements UsageQuotaPort {
  private lastSweepAt = Number.NEGATIVE_INFINITY;
  private longestWindowMs = 0;

  constructor(private readonly db: Queryable) {}

  async take(claims: readonly QuotaClaim[], at: Date): Promise<QuotaTaking> {
    // One order of locking for everyone, so two takers of overlapping keys never deadlock.
    const sorted = [...claims].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const result = await this.db.query<{ exhausted: string | null }>(
      { name: 'quota-take', text: 'SELECT quota_take($1::text[], $2::integer[], $3::bigint[], $4) AS exhausted' },
      [sorted.map((claim) => claim.key), sorted.map((claim) => claim.limit), sorted.map((claim) => claim.windowMs), at],
    );
    const exhausted = result.rows[0]?.exhausted ?? null;
    await this.sweepNowAndThen(claims, at);
    return exhausted === null ? { ok: true } : { ok: false, exhausted };
  }

  async used(key: string, since: Date): Promise<number> {
    const result = await this.db.query<{ n: number }>('SELECT count(*)::int AS n FROM quota_uses WHERE key = $1 AND used_at >= $2', [key, since]);
    return result.rows[0]?.n ?? 0;
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

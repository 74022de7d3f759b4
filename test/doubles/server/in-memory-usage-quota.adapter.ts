import type { QuotaClaim, QuotaTaking, UsageQuotaPort } from '../../../src/server/application/ports/usage-quota.port';

/** The same sliding-window limits in one process (unit tests, demos without a database). */
export class InMemoryUsageQuota implements UsageQuotaPort {
  private readonly uses = new Map<string, number[]>();

  async take(claims: readonly QuotaClaim[], at: Date): Promise<QuotaTaking> {
    for (const claim of claims) {
      const since = at.getTime() - claim.windowMs;
      if ((this.uses.get(claim.key) ?? []).filter((time) => time >= since).length >= claim.limit)
        return { ok: false, exhausted: claim.key };
    }
    for (const claim of claims) this.uses.set(claim.key, [...(this.uses.get(claim.key) ?? []), at.getTime()]);
    return { ok: true };
  }

  async used(key: string, since: Date): Promise<number> {
    return (this.uses.get(key) ?? []).filter((time) => time >= since.getTime()).length;
  }
}

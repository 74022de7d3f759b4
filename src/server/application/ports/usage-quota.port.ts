/** One limited thing: at most `limit` uses of `key` within any `windowMs`. */
export interface QuotaClaim {
  readonly key: string;
  readonly limit: number;
  readonly windowMs: number;
}

export type QuotaTaking = { readonly ok: true } | { readonly ok: false; readonly exhausted: string };

/**
 * Uses counted across every instance of the shop, exactly, however many requests race: the SMS
 * limits per phone, per client address and for the whole shop, and wrong-code guesses per phone.
 */
export interface UsageQuotaPort {
  /** Takes one use of every claim together, or none at all when any of them is used up (named). */
  take(claims: readonly QuotaClaim[], at: Date): Promise<QuotaTaking>;
  /** How many uses of `key` were taken since `since`. */
  used(key: string, since: Date): Promise<number>;
}

/**
 * A keyed one-way digest (e.g. HMAC-SHA256 with a server-side pepper) for SMS codes, so a copy of
 * the database does not reveal live codes. Deterministic: the same secret gives the same digest.
 */
export interface CodeHasherPort {
  hash(secret: string): string;
  /** Whether `secret` hashes to `digest`, compared in constant time so timing reveals nothing. */
  matches(secret: string, digest: string): boolean;
}

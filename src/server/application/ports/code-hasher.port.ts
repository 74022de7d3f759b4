/**
 * A keyed one-way digest (e.g. HMAC-SHA256 with a server-side pepper) for SMS codes, so a copy of
 * the database does not reveal live codes. Deterministic: the same secret gives the same digest.
 */
export interface CodeHasherPort {
  hash(secret: string): string;
}

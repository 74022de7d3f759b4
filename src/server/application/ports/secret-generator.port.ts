/**
 * Unguessable secrets (session tokens, generated passwords) and their one-way digests, so a leaked
 * database copy does not hand out live tokens.
 */
export interface SecretGeneratorPort {
  /** A URL-safe random string carrying `bytes` bytes of entropy. */
  generate(bytes: number): string;
  /** A deterministic digest used to store and look up a token without storing the token. */
  digest(secret: string): string;
}

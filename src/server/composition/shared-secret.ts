import { randomSecret, readSecretFile } from '../adapters/crypto/persisted-secret.adapter';
import type { Queryable } from '../adapters/database/database';
import { loadOrStoreShopSecret } from '../adapters/database/repositories/pg-shop-secrets.repository';

/** One of the order pipeline's secrets. */
export interface SecretSpec {
  /** The environment variable's value (validated by loadConfig); null when unset. */
  readonly configured: string | null;
  /** Its name in the database, which is also the file name earlier versions used in DATA_DIR. */
  readonly name: string;
}

export interface SecretPlace {
  readonly database: Queryable;
  /** DATA_DIR, where an earlier version may have left the secret; null when there is none. */
  readonly secretsDir: string | null;
}

/**
 * The environment wins. Otherwise the secret lives in the database, created once by whichever
 * instance needs it first (from an earlier version's file when there is one), so every instance
 * on one DATABASE_URL verifies what any of them digested or signed, and a restart changes nothing.
 */
export const sharedSecret = async (spec: SecretSpec, place: SecretPlace): Promise<string> => {
  if (spec.configured !== null) return spec.configured;
  return loadOrStoreShopSecret(
    place.database,
    spec.name,
    async () =>
      (place.secretsDir === null ? null : await readSecretFile(place.secretsDir, spec.name)) ?? randomSecret(),
  );
};

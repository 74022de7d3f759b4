import { join } from 'node:path';
import { ephemeralSecret, loadOrCreateSecret } from '../adapters/crypto/persisted-secret.adapter';
import type { LoggerPort } from '../application/ports/logger.port';

/** One of the order pipeline's secrets: where the environment gives it, where DATA_DIR keeps it. */
export interface SecretSpec {
  /** The environment variable that overrides the file, named in the warning. */
  readonly variable: string;
  /** The value of that variable (validated by loadConfig); null when unset. */
  readonly configured: string | null;
  /** The file's name in DATA_DIR. */
  readonly file: string;
}

export interface SecretPlace {
  /** DATA_DIR; null: a fresh secret per process (in-process tests). */
  readonly secretsDir: string | null;
  /** DATABASE_URL is set, so other instances may serve the same orders. */
  readonly externalDatabase: boolean;
  readonly logger: LoggerPort;
}

/**
 * The environment wins, so every instance behind a load balancer can share one secret (a code
 * digested or a form signed on one instance must verify on another). Without it the secret stays
 * per DATA_DIR, which is right for one shop; on an external database that may be shared, say so
 * once at start rather than let orders fail on "the other" instance.
 */
export const secretFromConfigOrDataDir = async (spec: SecretSpec, place: SecretPlace): Promise<string> => {
  if (spec.configured !== null) return spec.configured;
  if (place.externalDatabase) {
    place.logger.warn(
      `${spec.variable} is not set: this instance keeps its own secret, so several shop instances on one ` +
        `DATABASE_URL reject each other's codes and payments. Set ${spec.variable} to the same value on every instance.`,
      { variable: spec.variable, keptIn: place.secretsDir === null ? 'this process only' : join(place.secretsDir, spec.file) },
    );
  }
  return place.secretsDir === null ? ephemeralSecret() : loadOrCreateSecret(place.secretsDir, spec.file);
};

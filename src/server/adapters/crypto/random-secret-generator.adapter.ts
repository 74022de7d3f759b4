import { createHash, randomBytes } from 'node:crypto';
import type { SecretGeneratorPort } from '../../application/ports/secret-generator.port';

/**
 * Tokens carry 256 random bits, so a fast unsalted SHA-256 is enough to store them: unlike
 * passwords there is nothing to brute-force.
 */
export class RandomSecretGenerator implements SecretGeneratorPort {
  generate(bytes: number): string {
    return randomBytes(bytes).toString('base64url');
  }

  digest(secret: string): string {
    return createHash('sha256').update(secret, 'utf8').digest('hex');
  }
}

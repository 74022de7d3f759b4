import { createHmac } from 'node:crypto';
import type { CodeHasherPort } from '../../application/ports/code-hasher.port';
import { constantTimeEqual } from './constant-time-equal';

/**
 * HMAC-SHA256 with a server-side pepper. A 4-digit code has only 10^4 values, so an unkeyed hash
 * in a leaked database would be reversed at once; with the pepper kept out of the database (in the
 * environment) the digests are useless on their own.
 */
export class HmacCodeHasher implements CodeHasherPort {
  constructor(private readonly pepper: string) {
    if (pepper.length < 16) throw new Error('the code pepper must have at least 16 characters');
  }

  hash(secret: string): string {
    return createHmac('sha256', this.pepper).update(secret, 'utf8').digest('hex');
  }

  matches(secret: string, digest: string): boolean {
    return constantTimeEqual(this.hash(secret), digest);
  }
}

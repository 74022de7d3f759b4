import type { RandomIdPort } from '../../application/ports/random-id.port';

export class CryptoRandomId implements RandomIdPort {
  next(): string {
    return crypto.randomUUID();
  }
}

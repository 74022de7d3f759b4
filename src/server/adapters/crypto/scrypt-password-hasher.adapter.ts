import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { PasswordHasherPort } from '../../application/ports/password-hasher.port';

export interface ScryptParameters {
  /** CPU/memory cost, a power of two. */
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/** 2^15 × 8 × 128 B = 32 MiB and ~50-100 ms per hash: slow for an attacker, fine for a login. */
export const DEFAULT_SCRYPT_PARAMETERS: ScryptParameters = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
const PREFIX = 'scrypt';

const derive = (password: string, salt: Buffer, params: ScryptParameters, keyLength: number): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const options: ScryptOptions = {
      N: params.N,
      r: params.r,
      p: params.p,
      // Node's default 32 MiB cap is exactly the memory N=2^15 needs, which it rejects.
      maxmem: 128 * params.N * params.r * params.p + 16 * 1024 * 1024,
    };
    scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });

/**
 * Encoded as `scrypt$N$r$p$salt$hash` (base64url), so raising the cost later keeps old hashes
 * readable: each hash verifies with the parameters it was made with.
 */
export class ScryptPasswordHasher implements PasswordHasherPort {
  constructor(private readonly params: ScryptParameters = DEFAULT_SCRYPT_PARAMETERS) {}

  async hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_LENGTH);
    const key = await derive(password, salt, this.params, KEY_LENGTH);
    const { N, r, p } = this.params;
    return [PREFIX, N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
  }

  async verify(password: string, encodedHash: string): Promise<boolean> {
    const parsed = parseEncodedHash(encodedHash);
    if (parsed === null) return false;
    const key = await derive(password, parsed.salt, parsed.params, parsed.key.length);
    return timingSafeEqual(key, parsed.key);
  }
}

const parseEncodedHash = (encoded: string): { params: ScryptParameters; salt: Buffer; key: Buffer } | null => {
  const [prefix, n, r, p, salt, key, ...rest] = encoded.split('$');
  if (prefix !== PREFIX || rest.length > 0 || salt === undefined || key === undefined) return null;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const sane =
    Number.isInteger(params.N) &&
    params.N >= 2 &&
    (params.N & (params.N - 1)) === 0 &&
    params.N <= 2 ** 20 &&
    Number.isInteger(params.r) &&
    params.r >= 1 &&
    params.r <= 32 &&
    Number.isInteger(params.p) &&
    params.p >= 1 &&
    params.p <= 16;
  if (!sane) return null;
  const keyBuffer = Buffer.from(key, 'base64url');
  if (keyBuffer.length < 16) return null;
  return { params, salt: Buffer.from(salt, 'base64url'), key: keyBuffer };
};

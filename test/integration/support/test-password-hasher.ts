import { ScryptPasswordHasher } from '../../../src/server/adapters/crypto/scrypt-password-hasher.adapter';

/**
 * The shop's scrypt at a test's cost: 2^10 instead of 2^15 (about 1 ms a hash instead of 50-100).
 * The format and the verification are the production ones (each hash carries its parameters); the
 * production cost is tested with the hasher itself. Logins and password changes are most of what
 * the account and fuzz tests do, and at the production cost they took minutes of the suite.
 */
export const testPasswordHasher = (): ScryptPasswordHasher => new ScryptPasswordHasher({ N: 2 ** 10, r: 8, p: 1 });

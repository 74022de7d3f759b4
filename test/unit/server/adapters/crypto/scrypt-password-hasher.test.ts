import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SCRYPT_PARAMETERS,
  ScryptPasswordHasher,
} from '../../../../../src/server/adapters/crypto/scrypt-password-hasher.adapter';

describe('ScryptPasswordHasher', () => {
  it('hashes at the production cost by default: salted, never the password in clear', async () => {
    expect(DEFAULT_SCRYPT_PARAMETERS).toEqual({ N: 2 ** 15, r: 8, p: 1 });
    const hasher = new ScryptPasswordHasher();
    const hash = await hasher.hash('correct horse battery');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
    expect(hash).not.toContain('correct horse battery');
    expect(await hasher.hash('correct horse battery')).not.toBe(hash);
    expect(await hasher.verify('correct horse battery', hash)).toBe(true);
    expect(await hasher.verify('correct horse batterY', hash)).toBe(false);
  });

  it('verifies a hash with the parameters it was made with, so a raised cost keeps old hashes readable', async () => {
    const cheap = await new ScryptPasswordHasher({ N: 2 ** 10, r: 8, p: 1 }).hash('пароль-1');
    expect(cheap.startsWith('scrypt$1024$8$1$')).toBe(true);
    expect(await new ScryptPasswordHasher().verify('пароль-1', cheap)).toBe(true);
  });

  it('refuses what is not one of its hashes, and absurd parameters', async () => {
    const hasher = new ScryptPasswordHasher();
    for (const bad of [
      '',
      'plain',
      'bcrypt$10$x$y',
      'scrypt$1000$8$1$c2FsdA$a2V5',
      'scrypt$2097152$8$1$c2FsdA$a2V5',
      'scrypt$1024$8$1$c2FsdA$a2V5$extra',
    ]) {
      expect(await hasher.verify('x', bad), bad).toBe(false);
    }
  });
});

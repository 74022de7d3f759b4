import type { AdminIdentity } from '../../../application/ports/admin-repository.port';
import type { AdminTokenRepositoryPort, NewAdminToken } from '../../../application/ports/admin-token-repository.port';
import type { Queryable } from '../database';

// Every admin request runs it: prepared once per connection, one primary-key lookup and a join.
const FIND_ADMIN_BY_TOKEN = {
  name: 'admin_by_token',
  text: `SELECT a.id, a.login FROM admin_tokens t JOIN admins a ON a.id = t.admin_id
          WHERE t.token_hash = $1 AND t.expires_at > $2 AND a.disabled_at IS NULL`,
};

export class PgAdminTokenRepository implements AdminTokenRepositoryPort {
  constructor(private readonly db: Queryable) {}

  async saveIfStillValid(token: NewAdminToken): Promise<boolean> {
    // FOR SHARE holds the account row until the insert commits: a password change or a disable
    // running at the same time either waits and then ends this session too, or went first, and
    // then the changed row no longer matches and no session is saved.
    const result = await this.db.query(
      `INSERT INTO admin_tokens (token_hash, admin_id, created_at, expires_at)
       SELECT $1, a.id, $3, $4 FROM (
         SELECT id FROM admins WHERE id = $2 AND password_hash = $5 AND disabled_at IS NULL FOR SHARE
       ) a`,
      [token.tokenDigest, token.adminId, token.createdAt, token.expiresAt, token.passwordHash],
    );
    return result.rowCount === 1;
  }

  async findAdminByValidToken(tokenDigest: string, now: Date): Promise<AdminIdentity | null> {
    // "now" comes from the shop's clock, not the database's, so a fixed clock governs expiry too.
    // A disabled account's sessions are deleted with the change; the condition also covers a
    // session saved by a login that raced with it.
    const result = await this.db.query<{ id: number; login: string }>(FIND_ADMIN_BY_TOKEN, [tokenDigest, now]);
    return result.rows[0] ?? null;
  }

  async revoke(tokenDigest: string): Promise<void> {
    await this.db.query('DELETE FROM admin_tokens WHERE token_hash = $1', [tokenDigest]);
  }

  async deleteExpired(now: Date): Promise<number> {
    const result = await this.db.query('DELETE FROM admin_tokens WHERE expires_at <= $1', [now]);
    return result.rowCount ?? 0;
  }
}

import type { AdminIdentity } from '../../../application/ports/admin-repository.port';
import type { AdminTokenRepositoryPort } from '../../../application/ports/admin-token-repository.port';
import type { Queryable } from '../database';

export class PgAdminTokenRepository implements AdminTokenRepositoryPort {
  constructor(private readonly db: Queryable) {}

  async save(token: { tokenDigest: string; adminId: number; createdAt: Date; expiresAt: Date }): Promise<void> {
    await this.db.query(
      'INSERT INTO admin_tokens (token_hash, admin_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
      [token.tokenDigest, token.adminId, token.createdAt, token.expiresAt],
    );
  }

  async findAdminByValidToken(tokenDigest: string, now: Date): Promise<AdminIdentity | null> {
    // "now" comes from the shop's clock, not the database's, so a fixed clock governs expiry too.
    const result = await this.db.query<{ id: number; login: string }>(
      `SELECT a.id, a.login FROM admin_tokens t JOIN admins a ON a.id = t.admin_id
        WHERE t.token_hash = $1 AND t.expires_at > $2`,
      [tokenDigest, now],
    );
    return result.rows[0] ?? null;
  }

  async deleteExpired(now: Date): Promise<number> {
    const result = await this.db.query('DELETE FROM admin_tokens WHERE expires_at <= $1', [now]);
    return result.rowCount ?? 0;
  }
}

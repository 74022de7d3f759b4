import type { AdminCredentials, AdminRepositoryPort } from '../../../application/ports/admin-repository.port';
import type { Queryable } from '../database';

interface AdminRow {
  id: number;
  login: string;
  password_hash: string;
  active: boolean;
}

export class PgAdminRepository implements AdminRepositoryPort {
  constructor(private readonly db: Queryable) {}

  async findByLogin(login: string): Promise<AdminCredentials | null> {
    const result = await this.db.query<AdminRow>(
      'SELECT id, login, password_hash, disabled_at IS NULL AS active FROM admins WHERE lower(login) = lower($1)',
      [login],
    );
    const row = result.rows[0];
    return row === undefined
      ? null
      : { id: row.id, login: row.login, passwordHash: row.password_hash, active: row.active };
  }

  async count(): Promise<number> {
    const result = await this.db.query<{ count: number }>('SELECT count(*) AS count FROM admins');
    return result.rows[0]?.count ?? 0;
  }

  async createIfAbsent(login: string, passwordHash: string, now: Date): Promise<boolean> {
    // ON CONFLICT makes concurrent first starts of several instances create the admin once.
    const result = await this.db.query(
      `INSERT INTO admins (login, password_hash, created_at, updated_at) VALUES ($1, $2, $3, $3)
       ON CONFLICT ((lower(login))) DO NOTHING`,
      [login, passwordHash, now],
    );
    return result.rowCount === 1;
  }

  async recordLogin(adminId: number, now: Date): Promise<void> {
    await this.db.query('UPDATE admins SET last_login_at = $2 WHERE id = $1', [adminId, now]);
  }
}

import { err, ok, type Result } from '../../../../domain/shared/result';
import type {
  AccountChangeAuthor,
  AdminAccountRecord,
  AuthorGone,
  AdminAccountsPort,
  PasswordChange,
} from '../../../application/ports/admin-accounts.port';
import type { Database, Queryable } from '../database';
import { leavesAnActiveAccount } from '../../../../domain/admin/admin-account-rules';
import { recordAdminChange } from './pg-admin-audit.repository';

interface AccountRow {
  id: number;
  login: string;
  active: boolean;
  created_at: Date;
  last_login_at: Date | null;
}

const ACCOUNT_COLUMNS = 'id, login, disabled_at IS NULL AS active, created_at, last_login_at';

/**
 * One arbitrary constant shared by every shop instance: account changes take this transaction
 * lock first, so they run one after another and each sees the accounts the previous one left.
 */
const ACCOUNTS_LOCK_KEY = 7_246_170_313;

const recordOf = (row: AccountRow): AdminAccountRecord => ({
  id: row.id,
  login: row.login,
  active: row.active,
  createdAt: row.created_at,
  lastLoginAt: row.last_login_at,
});

const logged = (author: AccountChangeAuthor, action: string, target: string, before: unknown, after: unknown) => ({
  by: author.by,
  at: author.at,
  cityId: null,
  section: 'accounts' as const,
  action,
  target,
  before,
  after,
});

export class PgAdminAccounts implements AdminAccountsPort {
  constructor(private readonly db: Database) {}

  async list(): Promise<readonly AdminAccountRecord[]> {
    const result = await this.db.query<AccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM admins ORDER BY created_at, id`);
    return result.rows.map(recordOf);
  }

  async passwordHashOf(id: number): Promise<string | null> {
    const result = await this.db.query<{ password_hash: string }>('SELECT password_hash FROM admins WHERE id = $1', [
      id,
    ]);
    return result.rows[0]?.password_hash ?? null;
  }

  add(login: string, passwordHash: string, author: AccountChangeAuthor) {
    return this.change(async (tx): Promise<Result<AdminAccountRecord, 'login-taken' | AuthorGone>> => {
      if (!(await this.authorStillActive(tx, author))) return err('author-gone');
      const inserted = await tx.query<AccountRow>(
        `INSERT INTO admins (login, password_hash, created_at, updated_at) VALUES ($1, $2, $3, $3)
         ON CONFLICT ((lower(login))) DO NOTHING RETURNING ${ACCOUNT_COLUMNS}`,
        [login, passwordHash, author.at],
      );
      const row = inserted.rows[0];
      if (row === undefined) return err('login-taken');
      await recordAdminChange(tx, logged(author, 'add-account', row.login, null, { login: row.login, active: true }));
      return ok(recordOf(row));
    });
  }

  setActive(id: number, active: boolean, author: AccountChangeAuthor) {
    return this.change(
      async (tx): Promise<Result<AdminAccountRecord, 'account-not-found' | 'last-active-admin' | AuthorGone>> => {
        const current = await this.lockAccount(tx, id);
        if (current === null) return err('account-not-found');
        if (current.active === active) return ok(current);
        if (!active && !(await this.anotherActiveAccount(tx, id))) return err('last-active-admin');
        if (!(await this.authorStillActive(tx, author))) return err('author-gone');
        const updated = await tx.query<AccountRow>(
          `UPDATE admins SET disabled_at = $2, updated_at = $3 WHERE id = $1 RETURNING ${ACCOUNT_COLUMNS}`,
          [id, active ? null : author.at, author.at],
        );
        const sessionsEnded = active ? 0 : await this.endSessions(tx, id, null);
        await recordAdminChange(
          tx,
          logged(
            author,
            active ? 'enable-account' : 'disable-account',
            current.login,
            { active: current.active },
            active ? { active } : { active, sessionsEnded },
          ),
        );
        const row = updated.rows[0];
        return row === undefined ? err('account-not-found') : ok(recordOf(row));
      },
    );
  }

  delete(id: number, author: AccountChangeAuthor) {
    return this.change(
      async (tx): Promise<Result<AdminAccountRecord, 'account-not-found' | 'last-active-admin' | AuthorGone>> => {
        const current = await this.lockAccount(tx, id);
        if (current === null) return err('account-not-found');
        if (current.active && !(await this.anotherActiveAccount(tx, id))) return err('last-active-admin');
        if (!(await this.authorStillActive(tx, author))) return err('author-gone');
        // Its sessions go with it (ON DELETE CASCADE); its change-log lines keep its login.
        await tx.query('DELETE FROM admins WHERE id = $1', [id]);
        await recordAdminChange(
          tx,
          logged(author, 'delete-account', current.login, { login: current.login, active: current.active }, null),
        );
        return ok(current);
      },
    );
  }

  setPassword(id: number, change: PasswordChange, author: AccountChangeAuthor) {
    return this.change(
      async (tx): Promise<Result<{ readonly sessionsEnded: number }, 'account-not-found' | AuthorGone>> => {
        if (!(await this.authorStillActive(tx, author))) return err('author-gone');
        const updated = await tx.query<{ login: string }>(
          'UPDATE admins SET password_hash = $2, updated_at = $3 WHERE id = $1 RETURNING login',
          [id, change.passwordHash, author.at],
        );
        const login = updated.rows[0]?.login;
        if (login === undefined) return err('account-not-found');
        const sessionsEnded = await this.endSessions(tx, id, change.keepSessionDigest);
        // The log says that it changed, never the hash.
        await recordAdminChange(tx, logged(author, change.action, login, null, { sessionsEnded }));
        return ok({ sessionsEnded });
      },
    );
  }

  /**
   * One transaction, queued behind every other account change (read committed: each statement
   * after the lock sees what the previous change committed). Refusals commit nothing.
   */
  private change<T, R extends string>(work: (tx: Queryable) => Promise<Result<T, R>>): Promise<Result<T, R>> {
    return this.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [ACCOUNTS_LOCK_KEY]);
      return work(tx);
    });
  }

  private async lockAccount(tx: Queryable, id: number): Promise<AdminAccountRecord | null> {
    const result = await tx.query<AccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM admins WHERE id = $1 FOR UPDATE`, [id]);
    const row = result.rows[0];
    return row === undefined ? null : recordOf(row);
  }

  /**
   * Checked after the rule about the account being changed: two staff disabling each other at
   * once hear "last active account" (the real reason), not "you were disabled".
   */
  private async authorStillActive(tx: Queryable, author: AccountChangeAuthor): Promise<boolean> {
    const result = await tx.query('SELECT 1 FROM admins WHERE id = $1 AND disabled_at IS NULL FOR UPDATE', [
      author.by.id,
    ]);
    return result.rowCount === 1;
  }

  private async anotherActiveAccount(tx: Queryable, id: number): Promise<boolean> {
    const result = await tx.query<{ id: number }>('SELECT id FROM admins WHERE disabled_at IS NULL');
    return leavesAnActiveAccount(
      result.rows.map((row) => row.id),
      id,
    );
  }

  private async endSessions(tx: Queryable, id: number, keepDigest: string | null): Promise<number> {
    const result = await tx.query('DELETE FROM admin_tokens WHERE admin_id = $1 AND token_hash IS DISTINCT FROM $2', [
      id,
      keepDigest,
    ]);
    return result.rowCount ?? 0;
  }
}

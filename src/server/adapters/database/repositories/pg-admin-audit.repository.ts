import type { CityId } from '../../../../domain/city/city';
import type { AdminAuditEntryDto, AdminAuditSection } from '../../../../domain/shop-api/admin-audit.contract';
import type { AdminAuditQuery, AdminAuditReadPort, AdminChange } from '../../../application/ports/admin-audit.port';
import type { Queryable } from '../database';

/**
 * Logs one admin change. Call it with the transaction that makes the change, so the change and its
 * log line are committed, or refused, together.
 */
export const recordAdminChange = async (tx: Queryable, change: AdminChange): Promise<void> => {
  await tx.query(
    `INSERT INTO admin_audit (at, admin_id, admin_login, city_id, section, action, target, before, after)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb)`,
    [
      change.at,
      change.by.id,
      change.by.login,
      change.cityId,
      change.section,
      change.action,
      change.target,
      change.before === null || change.before === undefined ? null : JSON.stringify(change.before),
      change.after === null || change.after === undefined ? null : JSON.stringify(change.after),
    ],
  );
};

interface AuditRow {
  id: string;
  at: Date;
  admin_login: string;
  city_id: number | null;
  section: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}

const entryOf = (row: AuditRow): AdminAuditEntryDto => ({
  id: Number(row.id),
  at: row.at.toISOString(),
  by: row.admin_login,
  cityId: row.city_id as CityId | null,
  section: row.section as AdminAuditSection,
  action: row.action,
  target: row.target,
  before: row.before,
  after: row.after,
});

export class PgAdminAudit implements AdminAuditReadPort {
  constructor(private readonly db: Queryable) {}

  async list(query: AdminAuditQuery): Promise<readonly AdminAuditEntryDto[]> {
    const result = await this.db.query<AuditRow>(
      `SELECT id, at, admin_login, city_id, section, action, target, before, after
         FROM admin_audit
        WHERE ($1::text IS NULL OR section = $1)
          AND ($2::smallint IS NULL OR city_id = $2 OR city_id IS NULL)
          AND ($3::bigint IS NULL OR id < $3)
        ORDER BY id DESC
        LIMIT $4`,
      [query.section ?? null, query.cityId ?? null, query.before ?? null, query.limit],
    );
    return result.rows.map(entryOf);
  }
}

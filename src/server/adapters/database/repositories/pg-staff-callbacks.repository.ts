import type { CityId } from '../../../../domain/city/city';
import type { CallbackStatus, StaffCallbackDto } from '../../../../domain/shop-api/staff-callbacks.contract';
import type { AdminIdentity } from '../../../application/ports/admin-repository.port';
import type { StaffCallbackQuery, StaffCallbacksPort } from '../../../application/ports/staff-callbacks.port';
import type { Database } from '../database';
import { recordAdminChange } from './pg-admin-audit.repository';

interface CallbackRow {
  id: string;
  city_id: number | null;
  name: string;
  phone: string;
  comment: string;
  created_at: Date;
  status: CallbackStatus;
  status_changed_at: Date | null;
  status_changed_by: string | null;
}

const COLUMNS = 'id, city_id, name, phone, comment, created_at, status, status_changed_at, status_changed_by';

const dtoOf = (row: CallbackRow): StaffCallbackDto => ({
  id: Number(row.id),
  cityId: row.city_id as CityId | null,
  name: row.name,
  phone: row.phone,
  comment: row.comment,
  createdAt: row.created_at.toISOString(),
  status: row.status,
  statusChangedAt: row.status_changed_at === null ? null : row.status_changed_at.toISOString(),
  statusChangedBy: row.status_changed_by,
});

/** callback_requests of migrations 0006 and 0013. */
export class PgStaffCallbacks implements StaffCallbacksPort {
  constructor(private readonly database: Database) {}

  async list(query: StaffCallbackQuery): Promise<readonly StaffCallbackDto[]> {
    const result = await this.database.query<CallbackRow>(
      `SELECT ${COLUMNS} FROM callback_requests
        WHERE (city_id = $1 OR city_id IS NULL) AND ($2::bigint IS NULL OR id < $2)
        ORDER BY id DESC LIMIT $3`,
      [query.cityId, query.before ?? null, query.limit],
    );
    return result.rows.map(dtoOf);
  }

  async countNew(cityId: CityId): Promise<number> {
    const result = await this.database.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM callback_requests WHERE status = 'new' AND (city_id = $1 OR city_id IS NULL)",
      [cityId],
    );
    return result.rows[0]?.count ?? 0;
  }

  async changeStatus(
    id: number,
    status: CallbackStatus,
    by: AdminIdentity,
    at: Date,
  ): Promise<StaffCallbackDto | null> {
    return this.database.transaction(async (tx) => {
      const before = await tx.query<CallbackRow>(`SELECT ${COLUMNS} FROM callback_requests WHERE id = $1 FOR UPDATE`, [
        id,
      ]);
      const old = before.rows[0];
      if (old === undefined) return null;
      const after = await tx.query<CallbackRow>(
        `UPDATE callback_requests
            SET status = $2::text, status_changed_at = $3::timestamptz, status_changed_by_id = $4, status_changed_by = $5,
                handled_at = CASE WHEN $2::text = 'done' THEN $3::timestamptz END
          WHERE id = $1
         RETURNING ${COLUMNS}`,
        [id, status, at, by.id, by.login],
      );
      await recordAdminChange(tx, {
        by,
        at,
        cityId: old.city_id as CityId | null,
        section: 'callbacks',
        action: 'change-callback-status',
        target: `${old.name}, ${old.phone}`,
        before: { status: old.status },
        after: { status },
      });
      return dtoOf(after.rows[0] as CallbackRow);
    });
  }
}

import type { Queryable } from '../adapters/database/database';
import { PgAdminAudit } from '../adapters/database/repositories/pg-admin-audit.repository';
import { ListAdminAuditUseCase } from '../application/staff/list-admin-audit.use-case';
import type { AdminAuditRoutesDeps } from '../http/routes/admin-audit.routes';

/** The admin area's change log, read from PostgreSQL. */
export const composeAdminAudit = (database: Queryable): AdminAuditRoutesDeps => ({
  listAdminAudit: new ListAdminAuditUseCase(new PgAdminAudit(database)),
});

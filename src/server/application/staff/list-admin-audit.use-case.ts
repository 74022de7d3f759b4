import type { CityId } from '../../../domain/city/city';
import { ok, type Ok } from '../../../domain/shared/result';
import type { AdminAuditPageDto, AdminAuditSection } from '../../../domain/shop-api/admin-audit.contract';
import type { AdminAuditReadPort } from '../ports/admin-audit.port';

export const ADMIN_AUDIT_PAGE_SIZE = 50;

/** GET /api/admin/audit: the admin area's changes, newest first, a page at a time. */
export class ListAdminAuditUseCase {
  constructor(private readonly audit: AdminAuditReadPort) {}

  async execute(input: {
    readonly section?: AdminAuditSection;
    readonly cityId?: CityId;
    readonly before?: number;
  }): Promise<Ok<AdminAuditPageDto>> {
    // One more than a page tells whether an older page exists without a count.
    const rows = await this.audit.list({ ...input, limit: ADMIN_AUDIT_PAGE_SIZE + 1 });
    const entries = rows.slice(0, ADMIN_AUDIT_PAGE_SIZE);
    const last = entries.at(-1);
    return ok({ entries, nextBefore: rows.length > ADMIN_AUDIT_PAGE_SIZE && last !== undefined ? last.id : null });
  }
}

import { ok } from '../../../domain/shared/result';
import type { AdminAuditEntryDto, AdminAuditPageDto } from '../../../domain/shop-api/admin-audit.contract';
import type {
  AdminAuditApiPort,
  AdminAuditQuery,
  AdminAuditResult,
} from '../../application/ports/admin-audit-api.port';

/** The server's page size, so paging back behaves the same in a demo. */
export const FAKE_AUDIT_PAGE_SIZE = 50;

/**
 * The change log without a server: entries newest first, paged by id like the real one. Other
 * fakes (the accounts fake) append to it, so a demo's changes show up in the log.
 */
export class InMemoryAdminAuditApi implements AdminAuditApiPort {
  readonly calls: AdminAuditQuery[] = [];
  /** Plays an expired token / a failing server. */
  unauthorized = false;
  failing = false;
  private readonly entries: AdminAuditEntryDto[] = [];

  constructor(private readonly pageSize = FAKE_AUDIT_PAGE_SIZE) {}

  /** Logs a change as the server would; answers the entry. */
  record(entry: Omit<AdminAuditEntryDto, 'id'>): AdminAuditEntryDto {
    const logged = { ...entry, id: (this.entries.at(-1)?.id ?? 0) + 1 };
    this.entries.push(logged);
    return logged;
  }

  async list(query: AdminAuditQuery): Promise<AdminAuditResult<AdminAuditPageDto>> {
    this.calls.push(query);
    if (this.unauthorized) return { ok: false, reason: 'unauthorized' };
    if (this.failing) return { ok: false, reason: 'unavailable' };
    const matching = [...this.entries]
      .reverse()
      .filter(
        (entry) =>
          (query.section === undefined || entry.section === query.section) &&
          (query.before === undefined || entry.id < query.before),
      );
    const entries = matching.slice(0, this.pageSize);
    const last = entries.at(-1);
    return ok({ entries, nextBefore: matching.length > entries.length && last !== undefined ? last.id : null });
  }
}

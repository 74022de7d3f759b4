import type { Ok } from '../../../domain/shared/result';
import type { AdminAuditPageDto, AdminAuditSection } from '../../../domain/shop-api/admin-audit.contract';

/** 'unauthorized': staff must sign in again; 'unavailable': no usable answer. */
export interface AdminAuditFailure {
  readonly ok: false;
  readonly reason: 'unauthorized' | 'unavailable';
}

export type AdminAuditResult<T> = Ok<T> | AdminAuditFailure;

export interface AdminAuditQuery {
  /** Only this section's changes; every section when absent. */
  readonly section?: AdminAuditSection;
  /** The previous page's nextBefore: the changes older than it. */
  readonly before?: number;
}

/** The change log of the admin area (admin-audit.contract.ts), newest first, a page at a time. */
export interface AdminAuditApiPort {
  /** GET /admin/audit?section&before. */
  list(query: AdminAuditQuery): Promise<AdminAuditResult<AdminAuditPageDto>>;
}

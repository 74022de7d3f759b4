import type { CityId } from '../../../domain/city/city';
import type { AdminAuditEntryDto, AdminAuditSection } from '../../../domain/shop-api/admin-audit.contract';
import type { AdminIdentity } from './admin-repository.port';

/** A change to log, written by the adapter in the same transaction as the change itself. */
export interface AdminChange {
  readonly by: AdminIdentity;
  readonly at: Date;
  readonly cityId: CityId | null;
  readonly section: AdminAuditSection;
  readonly action: string;
  readonly target: string;
  /** The record as it was (null when created) and as it became (null when deleted); plain JSON. */
  readonly before: unknown;
  readonly after: unknown;
}

export interface AdminAuditQuery {
  readonly section?: AdminAuditSection;
  readonly cityId?: CityId;
  /** Only entries older than this id (paging back). */
  readonly before?: number;
  readonly limit: number;
}

/** Reads the admin area's change log, newest first. */
export interface AdminAuditReadPort {
  list(query: AdminAuditQuery): Promise<readonly AdminAuditEntryDto[]>;
}

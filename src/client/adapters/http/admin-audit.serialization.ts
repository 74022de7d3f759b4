import { isCityId } from '../../../domain/city/city';
import {
  ADMIN_AUDIT_SECTIONS,
  type AdminAuditEntryDto,
  type AdminAuditPageDto,
} from '../../../domain/shop-api/admin-audit.contract';

/*
 * Shape checks at the edge: the change log is read entry by entry; a malformed entry is left out
 * (and counted, for the adapter to report) rather than hiding the whole page.
 */

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isText = (value: unknown): value is string => typeof value === 'string';

const isEntry = (value: unknown): value is AdminAuditEntryDto =>
  isObject(value) &&
  Number.isInteger(value.id) &&
  isText(value.at) &&
  !Number.isNaN(Date.parse(value.at)) &&
  isText(value.by) &&
  (value.cityId === null || isCityId(value.cityId)) &&
  (ADMIN_AUDIT_SECTIONS as readonly unknown[]).includes(value.section) &&
  isText(value.action) &&
  isText(value.target) &&
  'before' in value &&
  'after' in value;

const copyEntry = (entry: AdminAuditEntryDto): AdminAuditEntryDto => ({
  id: entry.id,
  at: entry.at,
  by: entry.by,
  cityId: entry.cityId,
  section: entry.section,
  action: entry.action,
  target: entry.target,
  before: entry.before,
  after: entry.after,
});

export interface AdminAuditReading {
  readonly page: AdminAuditPageDto;
  readonly dropped: number;
}

/** GET /admin/audit: {entries, nextBefore}; null when the answer is not such a page. */
export const readAdminAuditPage = (body: unknown): AdminAuditReading | null => {
  if (!isObject(body) || !Array.isArray(body.entries)) return null;
  if (!(body.nextBefore === null || (Number.isInteger(body.nextBefore) && (body.nextBefore as number) > 0)))
    return null;
  const listed = body.entries as unknown[];
  const entries = listed.filter(isEntry).map(copyEntry);
  return { page: { entries, nextBefore: body.nextBefore as number | null }, dropped: listed.length - entries.length };
};

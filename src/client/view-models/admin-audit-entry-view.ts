import type { AdminAuditEntryDto } from '../../domain/shop-api/admin-audit.contract';
import { kyivDateTime } from './kyiv-date-time-view';

/** One change-log line as the screen shows it: Kyiv wall time, and the record before and after in short text. */
export interface AdminAuditEntryView {
  readonly id: number;
  readonly date: string;
  readonly time: string;
  readonly by: string;
  readonly section: AdminAuditEntryDto['section'];
  readonly action: string;
  readonly target: string;
  /** null: nothing (the change created / deleted the record). */
  readonly before: string | null;
  readonly after: string | null;
}

const valueText = (value: unknown): string => {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
};

/** A record as `key: value, key: value`; a plain value as itself. */
export const recordText = (record: unknown): string | null => {
  if (record === null || record === undefined) return null;
  if (typeof record !== 'object' || Array.isArray(record)) return valueText(record);
  const pairs = Object.entries(record as Record<string, unknown>).map(([key, value]) => `${key}: ${valueText(value)}`);
  return pairs.length === 0 ? '—' : pairs.join(', ');
};

export const adminAuditEntryView = (entry: AdminAuditEntryDto): AdminAuditEntryView => {
  const { date, time } = kyivDateTime(entry.at);
  return {
    id: entry.id,
    date,
    time,
    by: entry.by,
    section: entry.section,
    action: entry.action,
    target: entry.target,
    before: recordText(entry.before),
    after: recordText(entry.after),
  };
};

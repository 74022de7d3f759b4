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
  readonly before: readonly RecordField[] | null;
  readonly after: readonly RecordField[] | null;
}

/** One field of a logged record: its name (the screen translates known names) and its value. */
export interface RecordField {
  /** null: the record is a plain value, not an object. */
  readonly name: string | null;
  /** A yes/no value stays boolean, for the screen to word; anything else is text. */
  readonly value: string | boolean;
}

const valueOf = (value: unknown): string | boolean => {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
};

/** A record as its fields in order; a plain value as one nameless field; nothing as null. */
export const recordFields = (record: unknown): readonly RecordField[] | null => {
  if (record === null || record === undefined) return null;
  if (typeof record !== 'object' || Array.isArray(record)) return [{ name: null, value: valueOf(record) }];
  return Object.entries(record as Record<string, unknown>).map(([name, value]) => ({ name, value: valueOf(value) }));
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
    before: recordFields(entry.before),
    after: recordFields(entry.after),
  };
};

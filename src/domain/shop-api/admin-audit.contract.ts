/** Shapes of the admin area's change log, shared by the browser adapter and the server route. */
import type { CityId } from '../city/city';

/** The admin sections whose changes are logged; the log can be read per section. */
export const ADMIN_AUDIT_SECTIONS = [
  'site-management',
  'delivery',
  'accounts',
  'coupons',
  'callbacks',
  'orders',
  'menu',
  'banners',
  'content',
] as const;
export type AdminAuditSection = (typeof ADMIN_AUDIT_SECTIONS)[number];

/** One change: who made it, when, to what, and the record before and after (null: created / deleted). */
export interface AdminAuditEntryDto {
  readonly id: number;
  /** ISO 8601. */
  readonly at: string;
  readonly by: string;
  readonly cityId: CityId | null;
  readonly section: AdminAuditSection;
  /** A machine word per section, e.g. 'update-hours', 'add-pickup-point', 'disable-account'. */
  readonly action: string;
  /** What was changed, in words staff recognise: a login, a coupon code, a street name. */
  readonly target: string;
  readonly before: unknown;
  readonly after: unknown;
}

export interface AdminAuditPageDto {
  readonly entries: readonly AdminAuditEntryDto[];
  /** Pass as `before` to read the next (older) page; null on the last page. */
  readonly nextBefore: number | null;
}

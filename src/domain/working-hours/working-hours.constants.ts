/**
 * Shop hours in minutes of the Kyiv day (architecture/admin-site.md). A window { from, until } of
 * an instant is half-open: at 22:30:00 the shop is already closed, at 10:30:00 already open.
 */
export interface DailyWindow {
  readonly from: number;
  readonly until: number;
}

const at = (hour: number, minute: number): number => hour * 60 + minute;

/** The hours of a city nobody scheduled (DEFAULT_SCHEDULE); customers are shown their city's schedule. */
export const WORK_HOURS: DailyWindow = { from: at(10, 30), until: at(22, 30) };

/** Delivery and self-pickup are disabled from 22:30 until 10:00; pre-order stays possible. */
export const DELIVERY_AND_PICKUP_HOURS: DailyWindow = { from: at(10, 0), until: at(22, 30) };

/** Alcohol is sold from 12:00 until 21:30 (pre-order slots use the same bounds, see pre-order). */
export const ALCOHOL_HOURS: DailyWindow = { from: at(12, 0), until: at(21, 30) };

/** Defaults of the admin's working-hours editor (architecture/admin-site.md): not the shop's actual hours. */
export const WORKING_HOURS_EDITOR_DEFAULTS = { open: '11:30', close: '21:30' } as const;

/** Opening hours of one Kyiv day, in minutes of the day; `close` is after `open` (no night shifts). */
export interface DayHours {
  readonly open: number;
  readonly close: number;
}

/** Seven entries, Monday first; null is a day the shop is closed. */
export type WeeklyHours = readonly (DayHours | null)[];

/** A date that departs from its weekday: a holiday (hours null) or other hours. Date is DD.MM.YYYY. */
export interface ScheduleException {
  readonly date: string;
  readonly hours: DayHours | null;
}

/** Staff add `minutes` to every promise until they turn it off (untilMs null) or until `untilMs`. */
export interface BusyMode {
  readonly minutes: number;
  readonly untilMs: number | null;
}

/** A city's schedule as staff set it; everything the clock-dependent rules read. */
export interface ShopSchedule {
  readonly weekly: WeeklyHours;
  readonly exceptions: readonly ScheduleException[];
  readonly busy: BusyMode | null;
  /** At most this many orders per pre-order slot; null: no limit. */
  readonly slotCapacity: number | null;
}

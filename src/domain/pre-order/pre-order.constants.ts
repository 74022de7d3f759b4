import { ALCOHOL_HOURS } from '../working-hours/working-hours.constants';

/** Pre-order times are a 30-minute grid, both ends included. */
export const PRE_ORDER_SLOT_STEP_MINUTES = 30;

/** Window of a slot grid, in minutes of the Kyiv day, both ends included. */
export interface SlotWindow {
  readonly first: number;
  readonly last: number;
}

/** 11:30 .. 23:00: the window of a day open 10:30–22:30 (see slot-window.rule). */
export const PRE_ORDER_WINDOW: SlotWindow = { first: 11 * 60 + 30, last: 23 * 60 };

/** A day's first slot is an hour after opening: the kitchen is warmed up and staffed by then. */
export const PRE_ORDER_FIRST_AFTER_OPENING_MINUTES = 60;

/** A day's last slot is half an hour after closing: the last orders cooked before closing still go out. */
export const PRE_ORDER_LAST_AFTER_CLOSING_MINUTES = 30;

/** No slot runs into the next day. */
export const PRE_ORDER_LAST_SLOT_OF_DAY = 23 * 60 + 30;

/**
 * With alcohol in the cart only 12:00 .. 21:30: the shop's alcohol hours, whose end is a slot
 * here (21:30 is offered as a pre-order time) though it is past the window for ordering now.
 */
export const PRE_ORDER_ALCOHOL_WINDOW: SlotWindow = { first: ALCOHOL_HOURS.from, last: ALCOHOL_HOURS.until };

/**
 * How far ahead a pre-order may be placed, in Kyiv calendar days after today (today + 14 is the
 * last date). The product sets no limit; two weeks keeps the kitchen's plan and the menu prices
 * (which the server re-checks at order time) meaningful while covering any weekend event.
 */
export const PRE_ORDER_MAX_DAYS_AHEAD = 14;

/** "Actual pre-order time may differ by 15 minutes": the number the texts interpolate. */
export const PRE_ORDER_TIME_TOLERANCE_MINUTES = 15;

/** Translation key of that notice; texts get { minutes: PRE_ORDER_TIME_TOLERANCE_MINUTES }. */
export const PRE_ORDER_TIME_TOLERANCE_KEY = 'pre-order.time-may-differ';

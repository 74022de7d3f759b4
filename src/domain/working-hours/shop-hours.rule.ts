import { kyivWallTime } from '../shared/kyiv-time';
import { DEFAULT_SCHEDULE } from '../site-schedule/shop-schedule.defaults';
import { isOpenAt, takesOrdersForNowAt } from '../site-schedule/shop-schedule.rule';
import type { ShopSchedule } from '../site-schedule/shop-schedule.types';
import { ALCOHOL_HOURS, type DailyWindow } from './working-hours.constants';

const isInside = (window: DailyWindow, nowMs: number): boolean => {
  const minutes = kyivWallTime(nowMs).minutesOfDay;
  return minutes >= window.from && minutes < window.until;
};

/** Night mode: outside today's opening hours of the city's schedule (the night message offers a pre-order). */
export const isNightAt = (nowMs: number, schedule: ShopSchedule = DEFAULT_SCHEDULE): boolean =>
  !isOpenAt(schedule, nowMs);

/**
 * Delivery and self-pickup are off outside the day's hours. From half an hour before opening it is
 * still "night" for the message, but an order is accepted and processed at opening.
 */
export const areDeliveryAndPickupAvailableAt = (nowMs: number, schedule: ShopSchedule = DEFAULT_SCHEDULE): boolean =>
  takesOrdersForNowAt(schedule, nowMs);

/** Alcohol may be ordered for now only from 12:00 until 21:30; otherwise the alcohol question asks. */
export const isAlcoholAllowedAt = (nowMs: number): boolean => isInside(ALCOHOL_HOURS, nowMs);

import { kyivWallTime } from '../shared/kyiv-time';
import {
  ALCOHOL_HOURS,
  DELIVERY_AND_PICKUP_HOURS,
  WORK_HOURS,
  type DailyWindow,
} from './working-hours.constants';

const isInside = (window: DailyWindow, nowMs: number): boolean => {
  const minutes = kyivWallTime(nowMs).minutesOfDay;
  return minutes >= window.from && minutes < window.until;
};

/** Night mode: outside 10:30–22:30 Kyiv time (the night message offers a pre-order). */
export const isNightAt = (nowMs: number): boolean => !isInside(WORK_HOURS, nowMs);

/**
 * Delivery and self-pickup are off from 22:30 to 10:00. Between 10:00 and 10:30 it is still
 * "night" for the message, but an order is accepted and processed at 10:30 (spec §4).
 */
export const areDeliveryAndPickupAvailableAt = (nowMs: number): boolean => isInside(DELIVERY_AND_PICKUP_HOURS, nowMs);

/** Alcohol may be ordered for now only from 12:00 until 21:30; otherwise the alcohol question asks. */
export const isAlcoholAllowedAt = (nowMs: number): boolean => isInside(ALCOHOL_HOURS, nowMs);

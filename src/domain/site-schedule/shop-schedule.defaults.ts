import { WORK_HOURS } from '../working-hours/working-hours.constants';
import type { DayHours, ShopSchedule } from './shop-schedule.types';

const EVERY_DAY: DayHours = { open: WORK_HOURS.from, close: WORK_HOURS.until };

/** What a city follows until staff save their own schedule: 10:30–22:30 every day, no limits. */
export const DEFAULT_SCHEDULE: ShopSchedule = {
  weekly: [EVERY_DAY, EVERY_DAY, EVERY_DAY, EVERY_DAY, EVERY_DAY, EVERY_DAY, EVERY_DAY],
  exceptions: [],
  busy: null,
  slotCapacity: null,
};

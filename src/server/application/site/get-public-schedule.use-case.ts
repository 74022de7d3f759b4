import type { CityId } from '../../../domain/city/city';
import { formatTimeOfDay, kyivWallTime } from '../../../domain/shared/kyiv-time';
import type { PublicScheduleDto } from '../../../domain/shop-api/admin-site.contract';
import { dayHoursDtoOf } from '../../../domain/site-schedule/schedule-dto.mapper';
import { DEFAULT_SCHEDULE } from '../../../domain/site-schedule/shop-schedule.defaults';
import { busyMinutesAt } from '../../../domain/site-schedule/shop-schedule.rule';
import type { ClockPort } from '../ports/clock.port';
import type { SlotOccupancyPort } from '../ports/site-admin.port';
import type { StopListPort } from '../ports/stop-list.port';
import { upcomingExceptions } from './site-admin.mapper';

const slotKey = (instantMs: number): string => {
  const wall = kyivWallTime(instantMs);
  return `${wall.dateString} ${formatTimeOfDay(wall.minutesOfDay)}`;
};

/**
 * GET /api/site-management/schedule?cityId: the schedule the storefront's clock rules follow (the
 * same copy the server checks orders against) and the pre-order slots that are already full, so
 * the browser never offers one the server would refuse.
 */
export class GetPublicScheduleUseCase {
  constructor(
    private readonly deps: {
      readonly stops: StopListPort;
      readonly slots: SlotOccupancyPort;
      readonly clock: ClockPort;
    },
  ) {}

  async execute(input: { readonly cityId: CityId }): Promise<PublicScheduleDto> {
    const nowMs = this.deps.clock.now().getTime();
    const schedule = (await this.deps.stops.findStops(input.cityId)).schedule ?? DEFAULT_SCHEDULE;
    const full =
      schedule.slotCapacity === null ? [] : await this.deps.slots.fullSlots(input.cityId, nowMs, schedule.slotCapacity);
    return {
      weekly: schedule.weekly.map(dayHoursDtoOf),
      exceptions: upcomingExceptions(schedule, nowMs),
      busy: schedule.busy === null || busyMinutesAt(schedule.busy, nowMs) === 0 ? null : schedule.busy,
      slotCapacity: schedule.slotCapacity,
      fullSlots: full.map(slotKey),
    };
  }
}

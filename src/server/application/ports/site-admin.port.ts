import type { CityId } from '../../../domain/city/city';
import type { CalendarDate } from '../../../domain/shared/kyiv-time';
import type { SiteStopChangeDto, SiteStopDto } from '../../../domain/shop-api/admin-site.contract';
import type {
  BusyMode,
  ScheduleException,
  ShopSchedule,
  WeeklyHours,
} from '../../../domain/site-schedule/shop-schedule.types';
import type { AdminIdentity } from './admin-repository.port';

/** A city's site settings as staff edit them. */
export interface SiteAdminRecord {
  /** In the city's own words, for the change log. */
  readonly cityName: string;
  readonly schedule: ShopSchedule;
  /** Every switch, in the contract's order, with its message in every language. */
  readonly stops: readonly SiteStopDto[];
  readonly sushiEnabled: boolean;
  readonly phone: string;
}

/** The parts staff change; an absent part stays as it is. Already validated. */
export interface SiteAdminChange {
  readonly weekly?: WeeklyHours;
  /** Replaces the exceptions from `keepFrom` on. */
  readonly exceptions?: readonly ScheduleException[];
  readonly stops?: readonly SiteStopChangeDto[];
  readonly sushiEnabled?: boolean;
  readonly phone?: string;
  readonly busy?: BusyMode | null;
  readonly slotCapacity?: number | null;
}

export interface SiteChangeContext {
  readonly by: AdminIdentity;
  readonly at: Date;
  /** Today in Kyiv: exceptions before it are history and are dropped. */
  readonly today: CalendarDate;
  /** The change log's before and after of a record (only the parts that were sent). */
  readonly describe: (record: SiteAdminRecord) => unknown;
}

export interface SiteAdminPort {
  read(cityId: CityId): Promise<SiteAdminRecord>;
  /** All parts, and the change log's line, in one transaction; answers the record as it became. */
  change(cityId: CityId, change: SiteAdminChange, context: SiteChangeContext): Promise<SiteAdminRecord>;
}

/** Pre-order slots of a city that already hold `capacity` orders, as instants, from `fromMs` on. */
export interface SlotOccupancyPort {
  fullSlots(cityId: CityId, fromMs: number, capacity: number): Promise<readonly number[]>;
}

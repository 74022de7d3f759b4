import type { DeliveryType } from '../../../domain/order/order-form';
import type { ShopSchedule } from '../../../domain/site-schedule/shop-schedule.types';
import type { WorkingHoursRecord } from '../../../domain/working-hours/working-hours.types';

/** What staff have switched off in a city right now. */
export interface CityStops {
  /**
   * Working-hours records (stopped or not; the domain filters). Functionalities disabled in site
   * management belong here too, as stopped records, so one rule decides whether orders are allowed.
   */
  readonly workingHours: readonly WorkingHoursRecord[];
  /** Delivery types disabled in site management. */
  readonly disabledDeliveryTypes: readonly DeliveryType[];
  /** The city's hours, exceptions, busy mode and slot capacity; absent: the default schedule. */
  readonly schedule?: ShopSchedule;
}

export interface StopListPort {
  findStops(cityId: number): Promise<CityStops>;
}

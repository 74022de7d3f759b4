import type { CityId } from '../../../domain/city/city';
import type { StaffOrderEventDto } from '../../../domain/shop-api/staff-orders.contract';

export interface StaffOrderEventsListener {
  /** An order of the city was placed or changed; where it stands now. */
  order(event: StaffOrderEventDto): void;
  /** Changes may have been missed: reload. */
  resync(): void;
  /** The stream is open ('live') or broken and retrying ('down'). */
  connection(state: 'live' | 'down'): void;
}

/** The live board's stream (GET /admin/orders/events). */
export interface StaffOrderEventsPort {
  /** Follows the city's orders until the returned function is called. */
  follow(cityId: CityId, listener: StaffOrderEventsListener): () => void;
}

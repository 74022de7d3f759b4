import type { CityId } from '../../../domain/city/city';
import type { StaffOrderEventsListener, StaffOrderEventsPort } from '../../application/ports/staff-order-events.port';
import type { DemoOrderBook } from './demo-order-book';

/**
 * The board's live stream in the demo: whenever the demo order book changes (an order placed or
 * confirmed in this tab or another, a colleague's move), the board is told to reload its city.
 */
export class DemoStaffOrderEvents implements StaffOrderEventsPort {
  constructor(private readonly book: DemoOrderBook) {}

  follow(_cityId: CityId, listener: StaffOrderEventsListener): () => void {
    listener.connection('live');
    return this.book.subscribe(() => listener.resync());
  }
}

import type { CityId } from '../../../domain/city/city';
import type { StaffOrderEventsListener, StaffOrderEventsPort } from '../../application/ports/staff-order-events.port';
import { readStaffOrderEvent } from '../http/staff-orders.serialization';

/**
 * The live board over the browser's EventSource. It sends the admin's auth cookie (same origin)
 * and reconnects by itself after a drop; the listener hears 'down' meanwhile, so the board can
 * fall back to refreshing on a timer, and 'live' again once it is back.
 */
export class EventSourceStaffOrderEvents implements StaffOrderEventsPort {
  constructor(private readonly baseUrl = '/api') {}

  follow(cityId: CityId, listener: StaffOrderEventsListener): () => void {
    if (typeof EventSource === 'undefined') {
      listener.connection('down');
      return () => undefined;
    }
    const source = new EventSource(`${this.baseUrl}/admin/orders/events?cityId=${cityId}`);
    source.addEventListener('open', () => listener.connection('live'));
    source.addEventListener('error', () => listener.connection('down'));
    source.addEventListener('resync', () => listener.resync());
    source.addEventListener('order', (message) => {
      const event = readStaffOrderEvent((message as MessageEvent<string>).data);
      // Unreadable: something changed all the same.
      if (event === null) listener.resync();
      else listener.order(event);
    });
    return () => source.close();
  }
}

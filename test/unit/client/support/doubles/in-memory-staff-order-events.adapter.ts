import type { CityId } from '../../../../../src/domain/city/city';
import type { StaffOrderEventDto } from '../../../../../src/domain/shop-api/staff-orders.contract';
import type {
  StaffOrderEventsListener,
  StaffOrderEventsPort,
} from '../../../../../src/client/application/ports/staff-order-events.port';

/**
 * The live stream without a server: tests (and the demo) play the server's side, telling the
 * boards following a city of an order, of missed events, or of a broken and restored stream.
 */
export class InMemoryStaffOrderEvents implements StaffOrderEventsPort {
  private readonly followers = new Set<{ readonly cityId: CityId; readonly listener: StaffOrderEventsListener }>();
  /** While false, a new follower hears 'down' at once, as with an unreachable server. */
  reachable = true;

  follow(cityId: CityId, listener: StaffOrderEventsListener): () => void {
    const follower = { cityId, listener };
    this.followers.add(follower);
    listener.connection(this.reachable ? 'live' : 'down');
    return () => this.followers.delete(follower);
  }

  order(cityId: CityId, event: StaffOrderEventDto): void {
    for (const follower of this.of(cityId)) follower.listener.order(event);
  }

  resync(cityId: CityId): void {
    for (const follower of this.of(cityId)) follower.listener.resync();
  }

  connection(cityId: CityId, state: 'live' | 'down'): void {
    for (const follower of this.of(cityId)) follower.listener.connection(state);
  }

  /** The cities followed right now, one entry per open stream. */
  get following(): readonly CityId[] {
    return [...this.followers].map((follower) => follower.cityId);
  }

  private of(cityId: CityId) {
    return [...this.followers].filter((follower) => follower.cityId === cityId);
  }
}

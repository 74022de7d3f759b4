import type { CityId } from '../../../domain/city/city';
import { canMoveOrder, nextOrderStatuses, type OrderStatus } from '../../../domain/order/order-status';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { StaffOrderDto } from '../../../domain/shop-api/staff-orders.contract';
import type { StaffOrdersApiPort, StaffOrdersFailure } from '../../application/ports/staff-orders-api.port';
import { FAKE_STAFF_ORDERS } from './fake-staff-orders-data';

/**
 * The staff's orders without a server. It answers like the real API: newest first per city, and a
 * change only from the status staff saw to one the workflow allows (409 'conflict' otherwise).
 * Tests can play a colleague (moveBehindTheScenes), expire the token, fail calls, and read what was asked.
 */
export class InMemoryStaffOrdersApi implements StaffOrdersApiPort {
  readonly calls: string[] = [];
  /** Calls that answer 'unavailable' while listed. */
  readonly failing = new Set<'list' | 'change'>();
  /** Plays an expired token: every call answers 'unauthorized'. */
  unauthorized = false;
  private orders: StaffOrderDto[];

  constructor(orders: readonly StaffOrderDto[] = FAKE_STAFF_ORDERS) {
    this.orders = [...orders];
  }

  async listOrders(cityId: CityId, limit: number): Promise<Result<readonly StaffOrderDto[], StaffOrdersFailure>> {
    this.calls.push(`list:${cityId}:${limit}`);
    if (this.unauthorized) return err('unauthorized');
    if (this.failing.has('list')) return err('unavailable');
    const newestFirst = this.orders
      .filter((order) => order.cityId === cityId)
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
    return ok(newestFirst.slice(0, limit));
  }

  async changeStatus(code: string, from: OrderStatus, to: OrderStatus): Promise<Result<StaffOrderDto, StaffOrdersFailure>> {
    this.calls.push(`change:${code}:${from}>${to}`);
    if (this.unauthorized) return err('unauthorized');
    if (this.failing.has('change')) return err('unavailable');
    const order = this.orders.find((candidate) => candidate.code === code);
    if (order === undefined) return err('not-found');
    if (order.status !== from || !canMoveOrder(from, to, order.deliveryType)) return err('conflict');
    return ok(this.put(order, to));
  }

  /** A colleague's change on another screen: no check, no call recorded. */
  moveBehindTheScenes(code: string, to: OrderStatus): void {
    const order = this.orders.find((candidate) => candidate.code === code);
    if (order !== undefined) this.put(order, to);
  }

  /** A new order arriving, as the next list call will show it. */
  add(order: StaffOrderDto): void {
    this.orders.push(order);
  }

  private put(order: StaffOrderDto, status: OrderStatus): StaffOrderDto {
    const moved = { ...order, status, nextStatuses: nextOrderStatuses(status, order.deliveryType) };
    this.orders = this.orders.map((candidate) => (candidate === order ? moved : candidate));
    return moved;
  }
}

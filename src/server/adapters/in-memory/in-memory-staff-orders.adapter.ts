import type { OrderStatus } from '../../../domain/order/order-status';
import { boardGroupOf } from '../../../domain/order/board-group';
import type { StaffActor, StaffOrder, StaffOrdersPort, StaffOrdersQuery } from '../../application/ports/staff-orders.port';
import { stateOf } from '../../application/staff/staff-order.mapper';
import type { InMemoryOrderRepository } from './in-memory-order-repository.adapter';

/**
 * The staff's side of InMemoryOrderRepository's orders: every order starts 'new', as the
 * database's default does. The reference behaviour PgStaffOrders is tested against.
 */
export class InMemoryStaffOrders implements StaffOrdersPort {
  private readonly statusByCode = new Map<string, OrderStatus>();

  constructor(private readonly orders: InMemoryOrderRepository) {}

  async listPage(query: StaffOrdersQuery): Promise<readonly StaffOrder[]> {
    const newestFirst = this.orders
      .list()
      .reverse()
      .map((order) => ({ order, status: this.statusOf(order.code) }));
    const beforeIndex = query.before === null ? -1 : newestFirst.findIndex(({ order }) => order.code === query.before);
    // An unknown `before` order has nothing older than it, as in the database's keyset.
    if (query.before !== null && beforeIndex === -1) return [];
    return newestFirst
      .slice(beforeIndex + 1)
      .filter((staffOrder) => matches(staffOrder, query))
      .slice(0, query.limit);
  }

  async findStaffOrder(code: string): Promise<StaffOrder | null> {
    const order = await this.orders.findByCode(code);
    return order === null ? null : { order, status: this.statusOf(code) };
  }

  /** The change log is the database's; here the actor is not kept. */
  async changeStatus(code: string, from: OrderStatus, to: OrderStatus, _actor: StaffActor): Promise<boolean> {
    const order = await this.orders.findByCode(code);
    if (order === null || this.statusOf(code) !== from) return false;
    if (boardGroupOf(stateOf({ order, status: from })) === 'awaiting') return false;
    this.statusByCode.set(code, to);
    return true;
  }

  /** Sets a status with no check, as an order moved on before today's rules (tests of old data). */
  forceStatus(code: string, status: OrderStatus): void {
    this.statusByCode.set(code, status);
  }

  private statusOf(code: string): OrderStatus {
    return this.statusByCode.get(code) ?? 'new';
  }
}

const matches = (staffOrder: StaffOrder, query: StaffOrdersQuery): boolean => {
  const { order, status } = staffOrder;
  const created = order.createdAt.getTime();
  const search = query.search;
  return (
    order.cityId === query.cityId &&
    (query.group === null || boardGroupOf(stateOf(staffOrder)) === query.group) &&
    (query.status === null || status === query.status) &&
    (query.createdFrom === null || created >= query.createdFrom.getTime()) &&
    (query.createdTo === null || created < query.createdTo.getTime()) &&
    (search === null || order.code === search.code || (search.phoneDigits !== null && order.phoneDigits.includes(search.phoneDigits)))
  );
};

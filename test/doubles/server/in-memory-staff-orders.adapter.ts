import type { OrderStatus } from '../../../src/domain/order/order-status';
import { boardGroupOf } from '../../../src/domain/order/board-group';
import type {
  StaffActor,
  StaffOrder,
  StaffOrdersPort,
  StaffOrdersQuery,
} from '../../../src/server/application/ports/staff-orders.port';
import { stateOf } from '../../../src/server/application/staff/staff-order.mapper';
import type { OrderRecord } from '../../../src/server/application/ports/order-record.types';
import type { InMemoryOrderRepository } from './in-memory-order-repository.adapter';

/**
 * The staff's side of InMemoryOrderRepository's orders: every order starts 'new', as the
 * database's default does. The reference behaviour PgStaffOrders is tested against.
 */
export class InMemoryStaffOrders implements StaffOrdersPort {
  private readonly statusByCode = new Map<string, OrderStatus>();
  private readonly cancelReasonByCode = new Map<string, string>();

  constructor(private readonly orders: InMemoryOrderRepository) {}

  async listPage(query: StaffOrdersQuery): Promise<readonly StaffOrder[]> {
    const newestFirst = this.orders
      .list()
      .reverse()
      .map((order) => this.staffOrderOf(order));
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
    return order === null ? null : this.staffOrderOf(order);
  }

  /** The change log is the database's; here the actor is not kept. */
  async changeStatus(
    code: string,
    from: OrderStatus,
    to: OrderStatus,
    _actor: StaffActor,
    cancelReason: string | null = null,
  ): Promise<boolean> {
    const order = await this.orders.findByCode(code);
    if (order === null || this.statusOf(code) !== from) return false;
    if (boardGroupOf(stateOf({ order, status: from })) === 'awaiting') return false;
    this.statusByCode.set(code, to);
    if (to === 'cancelled' && cancelReason !== null) this.cancelReasonByCode.set(code, cancelReason);
    return true;
  }

  /** Sets a status with no check, as an order moved on before today's rules (tests of old data). */
  forceStatus(code: string, status: OrderStatus): void {
    this.statusByCode.set(code, status);
  }

  private staffOrderOf(order: OrderRecord): StaffOrder {
    return { order, status: this.statusOf(order.code), cancelReason: this.cancelReasonByCode.get(order.code) ?? null };
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
    (search === null ||
      order.code === search.code ||
      (search.phoneDigits !== null && order.phoneDigits.includes(search.phoneDigits)))
  );
};

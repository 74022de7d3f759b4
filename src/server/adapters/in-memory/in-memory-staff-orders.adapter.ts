import type { OrderStatus } from '../../../domain/order/order-status';
import type { StaffOrder, StaffOrdersPort } from '../../application/ports/staff-orders.port';
import type { InMemoryOrderRepository } from './in-memory-order-repository.adapter';

/**
 * The staff's side of InMemoryOrderRepository's orders: every order starts 'new', as the
 * database's default does. The reference behaviour PgStaffOrders is tested against.
 */
export class InMemoryStaffOrders implements StaffOrdersPort {
  private readonly statusByCode = new Map<string, OrderStatus>();

  constructor(private readonly orders: InMemoryOrderRepository) {}

  async listRecent(filter: { readonly cityId: number; readonly limit: number }): Promise<readonly StaffOrder[]> {
    return this.orders
      .list()
      .filter((order) => order.cityId === filter.cityId)
      .reverse()
      .slice(0, filter.limit)
      .map((order) => ({ order, status: this.statusOf(order.code) }));
  }

  async findStaffOrder(code: string): Promise<StaffOrder | null> {
    const order = await this.orders.findByCode(code);
    return order === null ? null : { order, status: this.statusOf(code) };
  }

  async changeStatus(code: string, from: OrderStatus, to: OrderStatus): Promise<boolean> {
    if ((await this.orders.findByCode(code)) === null || this.statusOf(code) !== from) return false;
    this.statusByCode.set(code, to);
    return true;
  }

  private statusOf(code: string): OrderStatus {
    return this.statusByCode.get(code) ?? 'new';
  }
}

import type { OrderStatus } from '../../../domain/order/order-status';
import type { Result } from '../../../domain/shared/result';
import type { SmsBudgetDto } from '../../../domain/shop-api/sms-budget.contract';
import type { StaffOrderDto } from '../../../domain/shop-api/staff-orders.contract';
import type {
  StaffOrdersApiPort,
  StaffOrdersFailure,
  StaffOrdersPage,
  StaffOrdersPageQuery,
} from '../../application/ports/staff-orders-api.port';
import type { DemoOrderBook } from './demo-order-book';
import { InMemoryStaffOrdersApi } from './in-memory-staff-orders-api.adapter';

/**
 * The admin board's orders in the demo: the demo order book's, so an order a customer placed in
 * this browser (in this tab or another) is on the board, and a move staff make is kept there and
 * seen by the customer's order status page. Listing and the workflow's checks are the in-memory
 * API's, which answers like the server.
 */
export class DemoStaffOrdersApi implements StaffOrdersApiPort {
  constructor(private readonly book: DemoOrderBook) {}

  listOrders(query: StaffOrdersPageQuery): Promise<Result<StaffOrdersPage, StaffOrdersFailure>> {
    return this.board().listOrders(query);
  }

  getOrder(code: string): Promise<Result<StaffOrderDto, StaffOrdersFailure>> {
    return this.board().getOrder(code);
  }

  smsBudget(): Promise<Result<SmsBudgetDto, StaffOrdersFailure>> {
    return this.board().smsBudget();
  }

  async changeStatus(
    code: string,
    from: OrderStatus,
    to: OrderStatus,
    reason?: string,
  ): Promise<Result<StaffOrderDto, StaffOrdersFailure>> {
    const result = await this.board().changeStatus(code, from, to, reason);
    const kept = this.book.find(code);
    if (result.ok && kept !== undefined) this.book.put({ ...kept, staff: result.value });
    return result;
  }

  // Read afresh for every call: another tab may have placed or moved an order meanwhile.
  private board(): InMemoryStaffOrdersApi {
    return new InMemoryStaffOrdersApi(this.book.orders().map((order) => order.staff));
  }
}

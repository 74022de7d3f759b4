import type { SmsBudgetDto } from '../../../domain/shop-api/sms-budget.contract';
import { boardGroupOf } from '../../../domain/order/board-group';
import { canMoveOrder, type OrderStatus } from '../../../domain/order/order-status';
import { parseStaffOrderSearch } from '../../../domain/order/staff-order-search';
import { formatIsoDay } from '../../../domain/shared/kyiv-day';
import { kyivDate } from '../../../domain/shared/kyiv-time';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { StaffOrderDto } from '../../../domain/shop-api/staff-orders.contract';
import type {
  StaffOrdersApiPort,
  StaffOrdersFailure,
  StaffOrdersPage,
  StaffOrdersPageQuery,
} from '../../application/ports/staff-orders-api.port';
import { FAKE_STAFF_ORDERS, withStatus } from './fake-staff-orders-data';

const matches = (order: StaffOrderDto, query: StaffOrdersPageQuery): boolean => {
  const search = parseStaffOrderSearch(query.search);
  const phoneDigits = `0${order.customer.phone.replace(/\D/g, '').slice(3)}`;
  return (
    order.cityId === query.cityId &&
    boardGroupOf(order) === query.group &&
    (query.status === null || order.status === query.status) &&
    (query.day === null || formatIsoDay(kyivDate(Date.parse(order.createdAt))) === query.day) &&
    (search === null ||
      order.code === search.code ||
      (search.phoneDigits !== null && phoneDigits.includes(search.phoneDigits)))
  );
};

/**
 * The staff's orders without a server. It answers like the real API: newest first per city and
 * group, filtered, paged by key; a change only from the status staff saw to one the workflow
 * allows, never on an order awaiting the customer (409 'conflict' otherwise). Tests can play a
 * colleague (moveBehindTheScenes), expire the token, fail calls, and read what was asked.
 */
export class InMemoryStaffOrdersApi implements StaffOrdersApiPort {
  readonly calls: string[] = [];
  /** Calls that answer 'unavailable' while listed. */
  readonly failing = new Set<'list' | 'get' | 'change'>();
  /** Plays an expired token: every call answers 'unauthorized'. */
  unauthorized = false;
  private orders: StaffOrderDto[];

  constructor(orders: readonly StaffOrderDto[] = FAKE_STAFF_ORDERS) {
    this.orders = [...orders];
  }

  async listOrders(query: StaffOrdersPageQuery): Promise<Result<StaffOrdersPage, StaffOrdersFailure>> {
    const filters = [query.status, query.day, query.search === '' ? null : query.search, query.before]
      .map((value) => value ?? '-')
      .join(':');
    this.calls.push(`list:${query.cityId}:${query.group}:${query.limit}:${filters}`);
    if (this.unauthorized) return err('unauthorized');
    if (this.failing.has('list')) return err('unavailable');
    const newestFirst = this.orders
      .map((order, index) => ({ order, index }))
      .sort((a, b) => Date.parse(b.order.createdAt) - Date.parse(a.order.createdAt) || b.index - a.index)
      .map(({ order }) => order);
    const start = query.before === null ? 0 : newestFirst.findIndex((order) => order.code === query.before) + 1;
    if (query.before !== null && start === 0) return ok({ orders: [], nextBefore: null });
    const found = newestFirst.slice(start).filter((order) => matches(order, query));
    const page = found.slice(0, query.limit);
    return ok({ orders: page, nextBefore: found.length > query.limit ? (page.at(-1)?.code ?? null) : null });
  }

  /** Confirmation SMS of the last hour, as the shop's budget counts them. */
  smsBudgetState: SmsBudgetDto = { used: 0, budget: 300, exhausted: false };

  async smsBudget(): Promise<Result<SmsBudgetDto, StaffOrdersFailure>> {
    if (this.unauthorized) return err('unauthorized');
    return ok(this.smsBudgetState);
  }

  async getOrder(code: string): Promise<Result<StaffOrderDto, StaffOrdersFailure>> {
    this.calls.push(`get:${code}`);
    if (this.unauthorized) return err('unauthorized');
    if (this.failing.has('get')) return err('unavailable');
    const order = this.orders.find((candidate) => candidate.code === code);
    return order === undefined ? err('not-found') : ok(order);
  }

  async changeStatus(
    code: string,
    from: OrderStatus,
    to: OrderStatus,
    reason?: string,
  ): Promise<Result<StaffOrderDto, StaffOrdersFailure>> {
    this.calls.push(`change:${code}:${from}>${to}${reason ? `:${reason}` : ''}`);
    if (this.unauthorized) return err('unauthorized');
    if (this.failing.has('change')) return err('unavailable');
    const order = this.orders.find((candidate) => candidate.code === code);
    if (order === undefined) return err('not-found');
    if (order.status !== from || !order.nextStatuses.includes(to) || !canMoveOrder(from, to, order.deliveryType))
      return err('conflict');
    return ok(this.put(order, to, to === 'cancelled' ? reason?.trim() || null : null));
  }

  /** A colleague's change on another screen: no check, no call recorded. */
  moveBehindTheScenes(code: string, to: OrderStatus): void {
    const order = this.orders.find((candidate) => candidate.code === code);
    if (order !== undefined) this.put(order, to);
  }

  /** A new order arriving, or an order changing (a code entered, a payment made), as the next list call will show it. */
  add(order: StaffOrderDto): void {
    this.orders = [...this.orders.filter((candidate) => candidate.code !== order.code), order];
  }

  private put(order: StaffOrderDto, status: OrderStatus, cancelReason: string | null = null): StaffOrderDto {
    const moved = { ...withStatus(order, status), cancelReason };
    this.orders = this.orders.map((candidate) => (candidate === order ? moved : candidate));
    return moved;
  }
}

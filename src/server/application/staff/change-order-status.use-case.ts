import { canMoveOrder, type OrderStatus } from '../../../domain/order/order-status';
import { awaitingReasonOf } from '../../../domain/order/board-group';
import { ok } from '../../../domain/shared/result';
import type { StaffOrderDto } from '../../../domain/shop-api/staff-orders.contract';
import type { AdminIdentity } from '../ports/admin-repository.port';
import type { ClockPort } from '../ports/clock.port';
import type { StaffOrdersPort } from '../ports/staff-orders.port';
import { refuse, type UseCaseResult } from '../use-cases/support/use-case-result';
import { stateOf, staffOrderDtoOf } from './staff-order.mapper';

export type ChangeOrderStatusRefusal =
  'order-not-found' | 'order-status-changed' | 'order-status-not-allowed' | 'order-awaiting-customer';

/**
 * POST /api/admin/orders/{code}/status: staff move an order one step on (order-status.ts). The
 * status they saw comes along: when a colleague moved the order meanwhile, the change is refused
 * with the order's current status instead of silently overwriting theirs. A cancellation may carry
 * the reason the customer is shown on the order status page.
 */
export class ChangeOrderStatusUseCase {
  constructor(
    private readonly orders: StaffOrdersPort,
    private readonly clock: ClockPort,
  ) {}

  async execute(input: {
    readonly code: string;
    readonly from: OrderStatus;
    readonly to: OrderStatus;
    readonly by: AdminIdentity;
    /** Only with 'cancelled'; blank means none. */
    readonly reason?: string | null;
  }): Promise<UseCaseResult<StaffOrderDto, ChangeOrderStatusRefusal>> {
    const current = await this.orders.findStaffOrder(input.code);
    if (current === null) return refuse('order-not-found');
    if (current.status !== input.from) return refuse('order-status-changed', { status: current.status });
    // Not confirmed or not paid yet: the kitchen must not start it (board-group.ts).
    const awaiting = awaitingReasonOf(stateOf(current));
    if (awaiting !== null) return refuse('order-awaiting-customer', { awaiting });
    if (!canMoveOrder(input.from, input.to, current.order.form.deliveryType)) {
      return refuse('order-status-not-allowed', { status: current.status });
    }
    const reason = input.to === 'cancelled' ? input.reason?.trim() || null : null;
    if (
      !(await this.orders.changeStatus(
        input.code,
        input.from,
        input.to,
        { by: input.by, at: this.clock.now() },
        reason,
      ))
    ) {
      const now = await this.orders.findStaffOrder(input.code);
      const awaitingNow = now === null ? null : awaitingReasonOf(stateOf(now));
      if (awaitingNow !== null) return refuse('order-awaiting-customer', { awaiting: awaitingNow });
      return refuse('order-status-changed', { status: now?.status ?? input.from });
    }
    return ok(staffOrderDtoOf({ order: current.order, status: input.to, cancelReason: reason }));
  }
}

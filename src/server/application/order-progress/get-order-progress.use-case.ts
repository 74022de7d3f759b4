import { ok } from '../../../domain/shared/result';
import type { OrderProgressDto } from '../../../domain/shop-api/order-progress.contract';
import type { StaffOrdersPort } from '../ports/staff-orders.port';
import { readOrderId } from '../use-cases/support/order-id-input';
import { refuse, type UseCaseResult } from '../use-cases/support/use-case-result';
import { orderProgressDtoOf } from './order-progress.mapper';

export type OrderProgressRefusal = 'order-id-required' | 'order-not-found';

/** GET /api/order/{code}/progress: where the customer's order stands. The code is the only key. */
export class GetOrderProgressUseCase {
  constructor(private readonly orders: Pick<StaffOrdersPort, 'findStaffOrder'>) {}

  async execute(input: {
    readonly orderId?: string | null;
  }): Promise<UseCaseResult<OrderProgressDto, OrderProgressRefusal>> {
    const code = readOrderId(input.orderId);
    if (code === null) return refuse('order-id-required');
    const found = await this.orders.findStaffOrder(code);
    return found === null ? refuse('order-not-found') : ok(orderProgressDtoOf(found));
  }
}

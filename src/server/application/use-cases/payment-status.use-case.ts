import { ok } from '../../../domain/shared/result';
import type { PaymentStatus } from '../ports/order-record.types';
import type { OrderRepositoryPort } from '../ports/order-repository.port';
import { readOrderId } from './support/order-id-input';
import { refuse, type UseCaseResult } from './support/use-case-result';

/** POST /order/payment-status. */
export interface PaymentStatusInput {
  readonly orderId?: string | null;
}

/** The browser compares with 'success'; any other word clears its checkout. */
export type PaymentStatusAnswer = 'success' | Exclude<PaymentStatus, 'paid'>;

export type PaymentStatusRefusal = 'order-id-required' | 'order-not-found';

export class PaymentStatusUseCase {
  constructor(private readonly orders: OrderRepositoryPort) {}

  async execute(input: PaymentStatusInput): Promise<UseCaseResult<PaymentStatusAnswer, PaymentStatusRefusal>> {
    const orderCode = readOrderId(input.orderId);
    if (orderCode === null) return refuse('order-id-required');
    const order = await this.orders.findByCode(orderCode);
    if (order === null) return refuse('order-not-found');
    return ok(order.payment.status === 'paid' ? 'success' : order.payment.status);
  }
}

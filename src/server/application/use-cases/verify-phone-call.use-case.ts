import { ok } from '../../../domain/shared/result';
import type { ClockPort } from '../ports/clock.port';
import type { OrderRepositoryPort } from '../ports/order-repository.port';
import { readOrderId } from './support/order-id-input';
import { refuse, type UseCaseResult } from './support/use-case-result';

/** POST /order/verify-phone-call. */
export interface VerifyPhoneCallInput {
  readonly orderId?: string | null;
}

export type VerifyPhoneCallRefusal = 'order-id-required' | 'order-not-found' | 'confirmation-busy';

const MAX_WRITE_ATTEMPTS = 3;

/**
 * The customer chose "confirm by a phone call" instead of the SMS code: the order is recorded as
 * waiting for the operator's call, which also works after the code locked or expired. The code can
 * no longer be entered afterwards, so a locked code cannot be reopened this way. An order already
 * confirmed (or not needing confirmation) has nothing to record and answers success, as does a
 * repeated request.
 */
export class VerifyPhoneCallUseCase {
  constructor(private readonly deps: { readonly orders: OrderRepositoryPort; readonly clock: ClockPort }) {}

  async execute(
    input: VerifyPhoneCallInput,
  ): Promise<UseCaseResult<{ readonly success: true }, VerifyPhoneCallRefusal>> {
    const orderCode = readOrderId(input.orderId);
    if (orderCode === null) return refuse('order-id-required');
    for (let attempt = 0; attempt < MAX_WRITE_ATTEMPTS; attempt++) {
      const order = await this.deps.orders.findByCode(orderCode);
      if (order === null) return refuse('order-not-found');
      const current = order.confirmation;
      if (current.status !== 'sms-pending' && current.status !== 'sms-locked') return ok({ success: true });
      const written = await this.deps.orders.replaceConfirmation(order.code, current.revision, {
        ...current,
        status: 'phone-call-requested',
        codeHash: null,
        revision: current.revision + 1,
        updatedAt: this.deps.clock.now(),
      });
      if (written) return ok({ success: true });
    }
    return refuse('confirmation-busy');
  }
}

import type { OrderCodeGeneratorPort } from '../../ports/order-code-generator.port';
import type { OrderRecord } from '../../ports/order-record.types';
import type { OrderRepositoryPort, SaveOrderOptions } from '../../ports/order-repository.port';

/** A fresh code collides with probability ~n/2^50; a few draws make a failure practically impossible. */
export const MAX_CODE_DRAWS = 5;

export type SavedOrder =
  | { readonly kind: 'created' | 'duplicate'; readonly order: OrderRecord }
  | { readonly kind: 'codes-exhausted' }
  | { readonly kind: 'coupon-used-up' }
  | { readonly kind: 'slot-full' };

/**
 * Stores the order under a freshly drawn code, drawing again on the rare collision. The record is
 * rebuilt per code because the SMS digest is bound to the order code.
 */
export const saveWithFreshCode = async (
  orders: OrderRepositoryPort,
  orderCodes: OrderCodeGeneratorPort,
  recordFor: (code: string) => OrderRecord,
  options?: SaveOrderOptions,
): Promise<SavedOrder> => {
  for (let draw = 0; draw < MAX_CODE_DRAWS; draw++) {
    const saved = await orders.save(recordFor(orderCodes.next()), options);
    if (saved.kind !== 'code-taken') return saved;
  }
  return { kind: 'codes-exhausted' };
};

import type { OrderRequest } from '../../domain/order/order-request.builder';
import type { RandomIdPort } from './ports/random-id.port';
import type { StoragePort } from './ports/storage.port';

export const ORDER_SUBMISSION_KEY = 'shop:order-submission:v1';

/**
 * What makes two submissions the same order: the city, the dishes with their counts and extras, and
 * the form. Line ids are left out (gift lines get fresh ones on every press).
 */
export const submissionFingerprint = (request: OrderRequest): string =>
  JSON.stringify({
    cityId: request.cityId,
    items: request.items.map((line) => [
      line.iikoId,
      line.count,
      line.isCoupon === true,
      line.modifiers.map((modifier) => modifier.iikoId),
    ]),
    orderForm: request.orderForm,
  });

interface StoredSubmission {
  readonly fingerprint: string;
  readonly key: string;
}

const readStored = (raw: string | null): StoredSubmission | null => {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredSubmission>;
    return typeof value.fingerprint === 'string' && typeof value.key === 'string' && value.key !== ''
      ? { fingerprint: value.fingerprint, key: value.key }
      : null;
  } catch {
    return null;
  }
};

/**
 * The idempotency key of the order being submitted. Pressing "Order" again for the same order (its
 * answer got lost, the page was reloaded, the SMS step was closed) sends the same key, and the server
 * answers with the order it already has instead of making a second one and sending a second SMS.
 * A changed cart or form is a new order with a new key; so is the next order after one completes.
 */
export class OrderSubmissionKeys {
  constructor(
    private readonly storage: StoragePort,
    private readonly ids: RandomIdPort,
  ) {}

  keyFor(request: OrderRequest): string {
    const fingerprint = submissionFingerprint(request);
    const stored = readStored(this.storage.getItem(ORDER_SUBMISSION_KEY));
    if (stored !== null && stored.fingerprint === fingerprint) return stored.key;
    const key = this.ids.next();
    this.storage.setItem(ORDER_SUBMISSION_KEY, JSON.stringify({ fingerprint, key } satisfies StoredSubmission));
    return key;
  }

  /** The order is complete: the next submission, even of the same dishes, is a new order. */
  forget(): void {
    this.storage.removeItem(ORDER_SUBMISSION_KEY);
  }
}

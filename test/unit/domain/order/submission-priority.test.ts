import { describe, expect, it } from 'vitest';
import {
  firstSubmissionReason,
  orderedSubmissionReasons,
  SUBMISSION_PRIORITY,
} from '../../../../src/domain/order/submission-priority';
import type { SubmissionField } from '../../../../src/domain/order/submission-rules';

describe('submission reasons in priority order', () => {
  it('names nothing when nothing fails', () => {
    expect(firstSubmissionReason({})).toBeNull();
    expect(orderedSubmissionReasons({})).toEqual([]);
  });

  it('leads with what stops the shop, then the cart, then the form top to bottom', () => {
    expect(
      orderedSubmissionReasons({
        house: 'house-invalid',
        total: 'below-minimum',
        orders: 'orders-not-allowed',
        name: 'name-required',
      }),
    ).toEqual(['orders-not-allowed', 'below-minimum', 'name-required', 'house-invalid']);
    expect(firstSubmissionReason({ house: 'house-required', street: 'street-required' })).toBe('street-required');
  });

  it('ranks every field exactly once', () => {
    const fields: SubmissionField[] = [
      'submitting',
      'total',
      'orders',
      'name',
      'phone',
      'payMethod',
      'deliveryType',
      'street',
      'house',
      'deliveryCity',
      'deliveryDate',
      'deliveryTime',
      'selfPickupPointId',
    ];
    expect([...SUBMISSION_PRIORITY].sort()).toEqual([...fields].sort());
  });
});

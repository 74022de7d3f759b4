import { ok, type Ok } from '../../../../domain/shared/result';
import {
  canSubmitOrder,
  type SubmissionField,
  type SubmissionInput,
  type SubmissionReasons,
} from '../../../../domain/order/submission-rules';
import { refuse, type Refusal } from './use-case-result';

export type SubmissionRefusal = Exclude<SubmissionReasons[SubmissionField], 'already-submitting'>;

// The one reason the answer leads with: what blocks the shop first, then the cart, then the form
// from top to bottom, the order the customer reads it in.
const PRIORITY: readonly Exclude<SubmissionField, 'submitting'>[] = [
  'orders',
  'deliveryType',
  'total',
  'name',
  'phone',
  'payMethod',
  'deliveryCity',
  'street',
  'deliveryDate',
  'deliveryTime',
  'selfPickupPointId',
];

/**
 * Spec §5 through the domain's own rule. The server is never "already submitting" (that is the
 * browser's double-click guard; the idempotency key covers the server side). Every failing reason
 * travels in `details.reasons` so a form can mark all fields at once.
 */
export const checkSubmission = (
  input: Omit<SubmissionInput, 'isSubmitting'>,
): Ok<null> | Refusal<SubmissionRefusal> => {
  const verdict = canSubmitOrder({ ...input, isSubmitting: false });
  if (verdict.ok) return ok(null);
  const reasons = PRIORITY.flatMap((field) => {
    const reason = verdict.reasons[field];
    return reason === undefined ? [] : [reason];
  });
  const first = reasons[0];
  return first === undefined ? ok(null) : refuse(first, { reasons });
};

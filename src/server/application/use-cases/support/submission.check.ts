import { ok, type Ok } from '../../../../domain/shared/result';
import { orderedSubmissionReasons } from '../../../../domain/order/submission-priority';
import {
  canSubmitOrder,
  type SubmissionField,
  type SubmissionInput,
  type SubmissionReasons,
} from '../../../../domain/order/submission-rules';
import { refuse, type Refusal } from './use-case-result';

export type SubmissionRefusal = Exclude<SubmissionReasons[SubmissionField], 'already-submitting'>;

/**
 * The submission rules (architecture/storefront-checkout.md) through the domain's own rule. The server is never "already submitting" (that is the
 * browser's double-click guard; the idempotency key covers the server side). Every failing reason
 * travels in `details.reasons` so a form can mark all fields at once.
 */
export const checkSubmission = (
  input: Omit<SubmissionInput, 'isSubmitting'>,
): Ok<null> | Refusal<SubmissionRefusal> => {
  const verdict = canSubmitOrder({ ...input, isSubmitting: false });
  if (verdict.ok) return ok(null);
  // The browser's double-click guard is never set here, so the reasons are the refusal's own.
  const reasons = orderedSubmissionReasons(verdict.reasons).filter(
    (reason): reason is SubmissionRefusal => reason !== 'already-submitting',
  );
  const first = reasons[0];
  return first === undefined ? ok(null) : refuse(first, { reasons });
};

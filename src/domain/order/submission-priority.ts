import type { SubmissionFailures, SubmissionField, SubmissionReasons } from './submission-rules';

/**
 * The order reasons are told in when only one can be: what stops the whole shop first, then the
 * cart, then the form from top to bottom, the order the customer reads it in. The server's refusal
 * leads with it, and the form says it next to the disabled submit button.
 */
export const SUBMISSION_PRIORITY: readonly SubmissionField[] = [
  'submitting',
  'orders',
  'deliveryType',
  'total',
  'name',
  'phone',
  'payMethod',
  'deliveryCity',
  'street',
  'house',
  'deliveryDate',
  'deliveryTime',
  'selfPickupPointId',
];

export type SubmissionReason = SubmissionReasons[SubmissionField];

/** Every failing reason, most important first. */
export const orderedSubmissionReasons = (failures: SubmissionFailures): readonly SubmissionReason[] =>
  SUBMISSION_PRIORITY.flatMap((field) => {
    const reason = failures[field];
    return reason === undefined ? [] : [reason];
  });

/** The reason to name when only one fits, or null when nothing fails. */
export const firstSubmissionReason = (failures: SubmissionFailures): SubmissionReason | null =>
  orderedSubmissionReasons(failures)[0] ?? null;

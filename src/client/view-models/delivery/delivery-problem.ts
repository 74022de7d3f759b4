import type { DeliveryAdminFailure } from '../../application/ports/delivery-admin-api.port';

/** A message staff read: an admin:… key, with the server's own words when it explained a refusal. */
export interface DeliveryProblem {
  readonly key: string;
  readonly message?: string;
}

/**
 * Refusals the screen words in staff's language; the server's sentences are English, for API
 * callers. Others (a street file's row problems) still show the server's sentence.
 */
export const WORDED_REFUSALS: ReadonlySet<string> = new Set([
  'empty-field',
  'too-long-field',
  'pickup-point-not-found',
  'unreadable-file',
  'invalid-zone-file',
  'street-not-found',
  'locality-not-found',
  'locality-name-taken',
  'locality-has-streets',
  'street-taken',
]);

/** A failed call as staff read it; 'unauthorized' is handled by signing out, not shown. */
export const problemOf = (failure: DeliveryAdminFailure): DeliveryProblem => {
  if (failure.reason === 'unavailable') return { key: 'delivery.problem.unavailable' };
  if (failure.code !== undefined && WORDED_REFUSALS.has(failure.code))
    return { key: `delivery.problem.refused.${failure.code}` };
  if (failure.message === undefined)
    return { key: `delivery.problem.${failure.reason === 'unauthorized' ? 'unavailable' : failure.reason}` };
  return { key: 'delivery.problem.refusedBecause', message: failure.message };
};

/** Problems by the request field they name ('street.en'), or '' for the form as a whole. */
export const problemsByField = (failure: DeliveryAdminFailure): Map<string, DeliveryProblem> =>
  new Map([[failure.field ?? '', problemOf(failure)]]);

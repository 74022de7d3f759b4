import type { DeliveryAdminFailure } from '../../application/ports/delivery-admin-api.port';

/** A message staff read: an admin:… key, with the server's own words when it explained a refusal. */
export interface DeliveryProblem {
  readonly key: string;
  readonly message?: string;
}

/** A failed call as staff read it; 'unauthorized' is handled by signing out, not shown. */
export const problemOf = (failure: DeliveryAdminFailure): DeliveryProblem => {
  if (failure.reason === 'unavailable') return { key: 'delivery.problem.unavailable' };
  if (failure.message === undefined) return { key: `delivery.problem.${failure.reason === 'unauthorized' ? 'unavailable' : failure.reason}` };
  return { key: 'delivery.problem.refusedBecause', message: failure.message };
};

/** Problems by the request field they name ('street.en'), or '' for the form as a whole. */
export const problemsByField = (failure: DeliveryAdminFailure): Map<string, DeliveryProblem> =>
  new Map([[failure.field ?? '', problemOf(failure)]]);

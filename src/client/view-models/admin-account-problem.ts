import {
  ADMIN_LOGIN_MAX_LENGTH,
  ADMIN_LOGIN_MIN_LENGTH,
  ADMIN_PASSWORD_MAX_LENGTH,
  ADMIN_PASSWORD_MIN_LENGTH,
  type AdminLoginProblem,
  type AdminPasswordProblem,
} from '../../domain/admin/admin-account-rules';
import type { AdminAccountsFailure } from '../application/ports/admin-accounts-api.port';

/** A message for staff: an admin:… key, its values, and the server's own words when they explain a refusal. */
export interface AccountProblem {
  readonly key: string;
  readonly values?: Readonly<Record<string, string | number>>;
}

const LIMITS = { min: ADMIN_LOGIN_MIN_LENGTH, max: ADMIN_LOGIN_MAX_LENGTH };
const PASSWORD_LIMITS = { min: ADMIN_PASSWORD_MIN_LENGTH, max: ADMIN_PASSWORD_MAX_LENGTH };

export const loginProblem = (problem: AdminLoginProblem): AccountProblem => ({
  key: `accounts.problem.login.${problem}`,
  values: LIMITS,
});
export const passwordProblem = (problem: AdminPasswordProblem): AccountProblem => ({
  key: `accounts.problem.password.${problem}`,
  values: PASSWORD_LIMITS,
});

/** A failed call as staff read it (never 'unauthorized': that signs them out instead). */
export const problemOfFailure = (failure: AdminAccountsFailure): AccountProblem => {
  if (failure.reason === 'unavailable') return { key: 'accounts.problem.saveFailed' };
  if (failure.refusal !== undefined)
    return { key: `accounts.refusal.${failure.refusal}`, values: { message: failure.message ?? '' } };
  return { key: 'accounts.problem.refused', values: { message: failure.message ?? '' } };
};

import type { Ok } from '../../../domain/shared/result';
import type {
  AdminAccountDto,
  AdminAccountRefusal,
  NewAdminAccountDto,
} from '../../../domain/shop-api/admin-accounts.contract';

/**
 * Why an Accounts call gave nothing. 'unauthorized': the session ended (expired, logged out, the
 * account disabled), staff must sign in again. 'refused': the server said no for a reason it
 * names (`refusal`, with its message). 'unavailable': no usable answer (network, server error,
 * or an answer that is not what the contract promises).
 */
export type AdminAccountsFailureReason = 'unauthorized' | 'refused' | 'unavailable';

export interface AdminAccountsFailure {
  readonly ok: false;
  readonly reason: AdminAccountsFailureReason;
  /** Set with 'refused' when the server named a known reason; a 400 of its schema names none. */
  readonly refusal?: AdminAccountRefusal;
  /** The server's sentence, for a refusal. */
  readonly message?: string;
}

export type AdminAccountsResult<T> = Ok<T> | AdminAccountsFailure;

/** The Accounts section's calls (admin-accounts.contract.ts). Failures are values, never thrown. */
export interface AdminAccountsApiPort {
  /** GET /admin/accounts → every account, oldest first. */
  list(): Promise<AdminAccountsResult<readonly AdminAccountDto[]>>;
  /** POST /admin/accounts → the new account. */
  add(account: NewAdminAccountDto): Promise<AdminAccountsResult<AdminAccountDto>>;
  /** PATCH /admin/accounts/{id} {active} → the account as it is now. */
  setActive(id: number, active: boolean): Promise<AdminAccountsResult<AdminAccountDto>>;
  /** DELETE /admin/accounts/{id}. */
  remove(id: number): Promise<AdminAccountsResult<null>>;
  /** PUT /admin/accounts/{id}/password: another's new password; their sessions end. */
  resetPassword(id: number, password: string): Promise<AdminAccountsResult<null>>;
  /** PUT /admin/accounts/me/password: one's own, proven by the current one. */
  changeOwnPassword(currentPassword: string, newPassword: string): Promise<AdminAccountsResult<null>>;
}

/** Shapes of the admin Accounts section's calls, shared by the browser adapter and the server routes. */

/** One staff account as the Accounts screen lists it. */
export interface AdminAccountDto {
  readonly id: number;
  readonly login: string;
  /** False once disabled: it cannot log in and its sessions are ended. */
  readonly active: boolean;
  /** ISO 8601. */
  readonly createdAt: string;
  /** ISO 8601; null when it never logged in. */
  readonly lastLoginAt: string | null;
  /** The account of whoever asks: they cannot disable, delete or reset it here. */
  readonly isYou: boolean;
}

/** GET /api/admin/accounts: every account, oldest first. */
export interface AdminAccountsDto {
  readonly accounts: readonly AdminAccountDto[];
}

/** POST /api/admin/accounts → 201 AdminAccountDto. */
export interface NewAdminAccountDto {
  readonly login: string;
  readonly password: string;
}

/** PATCH /api/admin/accounts/{id} → AdminAccountDto. */
export interface AdminAccountActivityDto {
  readonly active: boolean;
}

/** PUT /api/admin/accounts/{id}/password → 204: another's new password; all their sessions end. */
export interface AdminPasswordResetDto {
  readonly password: string;
}

/** PUT /api/admin/accounts/me/password → 204: your own; your other sessions end, this one stays. */
export interface OwnPasswordChangeDto {
  readonly currentPassword: string;
  readonly newPassword: string;
}

/**
 * The refusals of these calls (the `error` word of the 4xx body) and the field each one is about,
 * so a form can show the message next to that field.
 */
export const ADMIN_ACCOUNT_REFUSAL_FIELDS = {
  'invalid-login': 'login',
  'login-taken': 'login',
  'invalid-password': 'password',
  'wrong-current-password': 'currentPassword',
  'account-not-found': null,
  'own-account': null,
  'last-active-admin': null,
  'author-gone': null,
} as const;
export type AdminAccountRefusal = keyof typeof ADMIN_ACCOUNT_REFUSAL_FIELDS;

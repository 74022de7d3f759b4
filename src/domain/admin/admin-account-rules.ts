/**
 * What a staff login and password may be. The browser checks as staff type, the server again,
 * so both give the same answer.
 */
export const ADMIN_LOGIN_MIN_LENGTH = 3;
export const ADMIN_LOGIN_MAX_LENGTH = 50;
export const ADMIN_PASSWORD_MIN_LENGTH = 8;
export const ADMIN_PASSWORD_MAX_LENGTH = 200;

export type AdminLoginProblem = 'too-short' | 'too-long' | 'bad-characters';
export type AdminPasswordProblem = 'too-short' | 'too-long' | 'same-as-login';

export type AdminLoginCheck =
  { readonly ok: true; readonly login: string } | { readonly ok: false; readonly problem: AdminLoginProblem };
export type AdminPasswordCheck = { readonly ok: true } | { readonly ok: false; readonly problem: AdminPasswordProblem };

// Letters of any alphabet, digits, dot, dash and underscore: a login staff can say aloud and type
// on a phone, and that never hides a space or a look-alike control character.
const LOGIN_CHARACTERS = /^[\p{L}\p{N}._-]+$/u;

const lengthOf = (text: string): number => [...text].length;

/** A login as it will be stored (trimmed), or why it cannot be one. */
export const checkAdminLogin = (raw: string): AdminLoginCheck => {
  const login = raw.trim();
  if (lengthOf(login) < ADMIN_LOGIN_MIN_LENGTH) return { ok: false, problem: 'too-short' };
  if (lengthOf(login) > ADMIN_LOGIN_MAX_LENGTH) return { ok: false, problem: 'too-long' };
  if (!LOGIN_CHARACTERS.test(login)) return { ok: false, problem: 'bad-characters' };
  return { ok: true, login };
};

/**
 * A new password: long enough to resist guessing, and not the login itself (the first thing an
 * attacker tries). Spaces count: a passphrase is a good password.
 */
export const checkAdminPassword = (password: string, login: string): AdminPasswordCheck => {
  if (lengthOf(password) < ADMIN_PASSWORD_MIN_LENGTH) return { ok: false, problem: 'too-short' };
  if (lengthOf(password) > ADMIN_PASSWORD_MAX_LENGTH) return { ok: false, problem: 'too-long' };
  if (password.trim().toLowerCase() === login.trim().toLowerCase()) return { ok: false, problem: 'same-as-login' };
  return { ok: true };
};

/**
 * Disabling or deleting an account must leave at least one active account, or nobody could log
 * in to the admin area again (only a database operator could repair it). `activeIds` are the
 * active accounts as they are right now, read under the lock that queues account changes.
 */
export const leavesAnActiveAccount = (activeIds: readonly number[], removedId: number): boolean =>
  activeIds.some((id) => id !== removedId);

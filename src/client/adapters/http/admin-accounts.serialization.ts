import {
  ADMIN_ACCOUNT_REFUSAL_FIELDS,
  type AdminAccountDto,
  type AdminAccountRefusal,
} from '../../../domain/shop-api/admin-accounts.contract';

/*
 * Shape checks at the edge: an account is read field by field, and a list with one malformed
 * account reads as no list (staff must not act on a half-shown list of who can log in).
 */

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isInstant = (value: unknown): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value));

const isAccount = (value: unknown): value is AdminAccountDto =>
  isObject(value) &&
  Number.isInteger(value.id) &&
  typeof value.login === 'string' &&
  value.login !== '' &&
  typeof value.active === 'boolean' &&
  isInstant(value.createdAt) &&
  (value.lastLoginAt === null || isInstant(value.lastLoginAt)) &&
  typeof value.isYou === 'boolean';

/** Only the contract's fields are kept. */
const copyAccount = (account: AdminAccountDto): AdminAccountDto => ({
  id: account.id,
  login: account.login,
  active: account.active,
  createdAt: account.createdAt,
  lastLoginAt: account.lastLoginAt,
  isYou: account.isYou,
});

export const readAdminAccount = (body: unknown): AdminAccountDto | null => (isAccount(body) ? copyAccount(body) : null);

/** GET /admin/accounts: {accounts: [...]}; null when it is not that, or any account is malformed. */
export const readAdminAccounts = (body: unknown): readonly AdminAccountDto[] | null => {
  if (!isObject(body) || !Array.isArray(body.accounts)) return null;
  const accounts = body.accounts as unknown[];
  return accounts.every(isAccount) ? accounts.map(copyAccount) : null;
};

/** The {error, message} of a refusal: the known reason, and the sentence when there is one. */
export const readRefusal = (body: unknown): { readonly refusal?: AdminAccountRefusal; readonly message?: string } => {
  if (!isObject(body)) return {};
  const refusal =
    typeof body.error === 'string' && Object.hasOwn(ADMIN_ACCOUNT_REFUSAL_FIELDS, body.error)
      ? (body.error as AdminAccountRefusal)
      : undefined;
  const message = typeof body.message === 'string' && body.message.trim() !== '' ? body.message : undefined;
  return { ...(refusal === undefined ? {} : { refusal }), ...(message === undefined ? {} : { message }) };
};

import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AdminLoginProblem, AdminPasswordProblem } from '../../../domain/admin/admin-account-rules';
import {
  ADMIN_LOGIN_MAX_LENGTH,
  ADMIN_PASSWORD_MAX_LENGTH,
  ADMIN_PASSWORD_MIN_LENGTH,
  ADMIN_LOGIN_MIN_LENGTH,
} from '../../../domain/admin/admin-account-rules';
import type {
  AdminAccountActivityDto,
  AdminPasswordResetDto,
  NewAdminAccountDto,
  OwnPasswordChangeDto,
} from '../../../domain/shop-api/admin-accounts.contract';
import type { AddAdminAccountUseCase } from '../../application/accounts/add-admin-account.use-case';
import type { ChangeOwnPasswordUseCase } from '../../application/accounts/change-own-password.use-case';
import type { DeleteAdminAccountUseCase } from '../../application/accounts/delete-admin-account.use-case';
import type { ListAdminAccountsUseCase } from '../../application/accounts/list-admin-accounts.use-case';
import type { ResetAdminPasswordUseCase } from '../../application/accounts/reset-admin-password.use-case';
import type { SetAdminAccountActiveUseCase } from '../../application/accounts/set-admin-account-active.use-case';
import type { Refusal } from '../../application/use-cases/support/use-case-result';
import { readBearerToken } from '../auth/bearer-token';
import { API_ERROR_SCHEMA, sendApiError } from '../errors/api-error';

export interface AdminAccountsRoutesDeps {
  readonly listAccounts: Pick<ListAdminAccountsUseCase, 'execute'>;
  readonly addAccount: Pick<AddAdminAccountUseCase, 'execute'>;
  readonly setAccountActive: Pick<SetAdminAccountActiveUseCase, 'execute'>;
  readonly deleteAccount: Pick<DeleteAdminAccountUseCase, 'execute'>;
  readonly resetPassword: Pick<ResetAdminPasswordUseCase, 'execute'>;
  readonly changeOwnPassword: Pick<ChangeOwnPasswordUseCase, 'execute'>;
}

// Staff read these in the admin area, which words them itself; the sentences are for people
// calling the API directly.
const REFUSALS: Readonly<Record<string, { readonly status: number; readonly message: string }>> = {
  'login-taken': { status: 409, message: "'login' is taken: another account has this login (logins ignore case)." },
  'own-account': {
    status: 409,
    message:
      'This is your own account: you cannot disable, delete or reset it here; change your own password with the current one.',
  },
  'last-active-admin': {
    status: 409,
    message: 'Refused: this would leave no active account, and nobody could log in to the admin area.',
  },
  'account-not-found': { status: 404, message: 'There is no account with this id.' },
  'wrong-current-password': { status: 400, message: "'currentPassword' is not your current password." },
  'author-gone': { status: 401, message: 'Your account was disabled or deleted meanwhile. Log in again.' },
};
const LOGIN_MESSAGES: Readonly<Record<AdminLoginProblem, string>> = {
  'too-short': `'login' must have at least ${ADMIN_LOGIN_MIN_LENGTH} characters.`,
  'too-long': `'login' must have at most ${ADMIN_LOGIN_MAX_LENGTH} characters.`,
  'bad-characters': "'login' may hold only letters, digits, '.', '-' and '_'.",
};
const passwordMessages = (field: string): Readonly<Record<AdminPasswordProblem, string>> => ({
  'too-short': `'${field}' must have at least ${ADMIN_PASSWORD_MIN_LENGTH} characters.`,
  'too-long': `'${field}' must have at most ${ADMIN_PASSWORD_MAX_LENGTH} characters.`,
  'same-as-login': `'${field}' must not be the login.`,
});

const sendRefusal = (reply: FastifyReply, refusal: Refusal<string>, passwordField = 'password'): FastifyReply => {
  const problem = refusal.details?.problem as string | undefined;
  if (refusal.reason === 'invalid-login')
    return sendApiError(reply, 400, refusal.reason, LOGIN_MESSAGES[problem as AdminLoginProblem]);
  if (refusal.reason === 'invalid-password')
    return sendApiError(reply, 400, refusal.reason, passwordMessages(passwordField)[problem as AdminPasswordProblem]);
  const known = REFUSALS[refusal.reason] ?? { status: 400, message: 'The change was refused.' };
  return sendApiError(reply, known.status, refusal.reason, known.message);
};

// Long enough for any allowed password plus typing slack; the rule itself gives the clear message.
const PASSWORD = { type: 'string', minLength: 1, maxLength: 1000 } as const;
// Digits only, as a string: an integer schema lets '1e309' through as Infinity, which PostgreSQL refuses.
const ACCOUNT_ID = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } },
} as const;
const ACCOUNT = {
  type: 'object',
  required: ['id', 'login', 'active', 'createdAt', 'lastLoginAt', 'isYou'],
  properties: {
    id: { type: 'integer' },
    login: { type: 'string' },
    active: { type: 'boolean' },
    createdAt: { type: 'string' },
    lastLoginAt: { type: ['string', 'null'] },
    isYou: { type: 'boolean' },
  },
} as const;
const REFUSED = { 400: API_ERROR_SCHEMA, 401: API_ERROR_SCHEMA, 404: API_ERROR_SCHEMA, 409: API_ERROR_SCHEMA } as const;

/**
 * The Accounts section: list, add, disable / enable, delete, reset another's password, change your
 * own. Registered inside adminRoutes: admin token required, never cached; every change is logged
 * in the change log (section 'accounts').
 */
export const adminAccountsRoutes = (deps: AdminAccountsRoutesDeps) => async (app: FastifyInstance) => {
  app.get(
    '/api/admin/accounts',
    {
      schema: {
        response: {
          200: { type: 'object', required: ['accounts'], properties: { accounts: { type: 'array', items: ACCOUNT } } },
        },
      },
    },
    async (request, reply) => {
      const by = request.admin;
      if (by === null) return sendApiError(reply, 401, 'unauthorized', 'Please sign in.');
      return deps.listAccounts.execute({ by });
    },
  );

  app.post<{ Body: NewAdminAccountDto }>(
    '/api/admin/accounts',
    {
      schema: {
        body: {
          type: 'object',
          required: ['login', 'password'],
          properties: { login: { type: 'string', maxLength: 1000 }, password: PASSWORD },
        },
        response: { 201: ACCOUNT, ...REFUSED },
      },
    },
    async (request, reply) => {
      const by = request.admin;
      if (by === null) return sendApiError(reply, 401, 'unauthorized', 'Please sign in.');
      const result = await deps.addAccount.execute({ ...request.body, by });
      if (!result.ok) return sendRefusal(reply, result);
      return reply.code(201).send(result.value);
    },
  );

  app.patch<{ Params: { id: string }; Body: AdminAccountActivityDto }>(
    '/api/admin/accounts/:id',
    {
      schema: {
        params: ACCOUNT_ID,
        body: { type: 'object', required: ['active'], properties: { active: { type: 'boolean' } } },
        response: { 200: ACCOUNT, ...REFUSED },
      },
    },
    async (request, reply) => {
      const by = request.admin;
      if (by === null) return sendApiError(reply, 401, 'unauthorized', 'Please sign in.');
      const result = await deps.setAccountActive.execute({
        id: Number(request.params.id),
        active: request.body.active,
        by,
      });
      return result.ok ? result.value : sendRefusal(reply, result);
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/api/admin/accounts/:id',
    { schema: { params: ACCOUNT_ID, response: { 204: { type: 'null' }, ...REFUSED } } },
    async (request, reply) => {
      const by = request.admin;
      if (by === null) return sendApiError(reply, 401, 'unauthorized', 'Please sign in.');
      const result = await deps.deleteAccount.execute({ id: Number(request.params.id), by });
      return result.ok ? reply.code(204).send() : sendRefusal(reply, result);
    },
  );

  app.put<{ Params: { id: string }; Body: AdminPasswordResetDto }>(
    '/api/admin/accounts/:id/password',
    {
      schema: {
        params: ACCOUNT_ID,
        body: { type: 'object', required: ['password'], properties: { password: PASSWORD } },
        response: { 204: { type: 'null' }, ...REFUSED },
      },
    },
    async (request, reply) => {
      const by = request.admin;
      if (by === null) return sendApiError(reply, 401, 'unauthorized', 'Please sign in.');
      const result = await deps.resetPassword.execute({
        id: Number(request.params.id),
        password: request.body.password,
        by,
      });
      return result.ok ? reply.code(204).send() : sendRefusal(reply, result);
    },
  );

  app.put<{ Body: OwnPasswordChangeDto }>(
    '/api/admin/accounts/me/password',
    {
      schema: {
        body: {
          type: 'object',
          required: ['currentPassword', 'newPassword'],
          properties: { currentPassword: PASSWORD, newPassword: PASSWORD },
        },
        response: { 204: { type: 'null' }, ...REFUSED },
      },
    },
    async (request, reply) => {
      const by = request.admin;
      const sessionToken = readBearerToken(request.headers.authorization);
      if (by === null || sessionToken === null) return sendApiError(reply, 401, 'unauthorized', 'Please sign in.');
      const result = await deps.changeOwnPassword.execute({ ...request.body, by, sessionToken });
      return result.ok ? reply.code(204).send() : sendRefusal(reply, result, 'newPassword');
    },
  );
};

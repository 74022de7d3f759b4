import type { FastifyInstance } from 'fastify';
import type { Result } from '../../../domain/shared/result';
import type { AdminSession, LogInFailure } from '../../application/auth/log-in-admin.use-case';
import { clearedSessionCookie, sessionCookie } from '../auth/auth-cookie';
import { readBearerToken } from '../auth/bearer-token';
import { API_ERROR_SCHEMA, sendApiError } from '../errors/api-error';

export interface AuthRoutesDeps {
  readonly logIn: { execute(input: { login: string; password: string }): Promise<Result<AdminSession, LogInFailure>> };
  /** Ends a session on the server; without it there is no logout route (tests of other routes). */
  readonly logOut?: { execute(token: string): Promise<void> };
  /** Login attempts per IP and minute: low, to make password guessing slow. */
  readonly maxAttemptsPerMinute: number;
  /** The session cookie gets Secure (PUBLIC_URL is https). */
  readonly secureCookie: boolean;
}

interface LogInBody {
  login: string;
  password: string;
}

/**
 * POST /api/auth {login, password} → {token, expiresAt}, and the auth_token cookie carrying it.
 * POST /api/auth/logout (bearer token) → 204: the token stops working everywhere, the cookie is removed.
 */
export const authRoutes = (deps: AuthRoutesDeps) => async (app: FastifyInstance) => {
  app.post<{ Body: LogInBody }>(
    '/api/auth',
    {
      config: { rateLimit: { max: deps.maxAttemptsPerMinute, timeWindow: '1 minute' } },
      schema: {
        body: {
          type: 'object',
          required: ['login', 'password'],
          properties: {
            login: { type: 'string', minLength: 1, maxLength: 100 },
            password: { type: 'string', minLength: 1, maxLength: 256 },
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['token', 'expiresAt'],
            properties: { token: { type: 'string' }, expiresAt: { type: 'string' } },
          },
          401: API_ERROR_SCHEMA,
          403: API_ERROR_SCHEMA,
        },
      },
    },
    async (request, reply) => {
      const result = await deps.logIn.execute(request.body);
      if (!result.ok && result.reason === 'account-disabled') {
        return sendApiError(
          reply,
          403,
          'account-disabled',
          'This account is disabled. Ask another administrator to enable it.',
        );
      }
      if (!result.ok) return sendApiError(reply, 401, 'invalid-credentials', 'The login or password is wrong.');
      reply.header('cache-control', 'no-store');
      reply.header('set-cookie', sessionCookie(result.value.token, deps.secureCookie));
      return { token: result.value.token, expiresAt: result.value.expiresAt.toISOString() };
    },
  );

  const { logOut } = deps;
  if (logOut === undefined) return;
  app.post('/api/auth/logout', { schema: { response: { 204: { type: 'null' } } } }, async (request, reply) => {
    // Idempotent: an unknown, expired or missing token has no session left to end.
    const token = readBearerToken(request.headers.authorization);
    if (token !== null) await logOut.execute(token);
    reply.header('cache-control', 'no-store');
    reply.header('set-cookie', clearedSessionCookie(deps.secureCookie));
    return reply.code(204).send();
  });
};

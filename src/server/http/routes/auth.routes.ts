import type { FastifyInstance } from 'fastify';
import type { Result } from '../../../domain/shared/result';
import type { AdminSession, LogInFailure } from '../../application/auth/log-in-admin.use-case';
import { API_ERROR_SCHEMA, sendApiError } from '../errors/api-error';

export interface AuthRoutesDeps {
  readonly logIn: { execute(input: { login: string; password: string }): Promise<Result<AdminSession, LogInFailure>> };
  /** Login attempts per IP and minute: low, to make password guessing slow. */
  readonly maxAttemptsPerMinute: number;
}

interface LogInBody {
  login: string;
  password: string;
}

/** POST /api/auth {login, password} → {token, expiresAt} (spec section 7). */
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
        },
      },
    },
    async (request, reply) => {
      const result = await deps.logIn.execute(request.body);
      if (!result.ok) return sendApiError(reply, 401, 'invalid-credentials', 'The login or password is wrong.');
      reply.header('cache-control', 'no-store');
      return { token: result.value.token, expiresAt: result.value.expiresAt.toISOString() };
    },
  );
};

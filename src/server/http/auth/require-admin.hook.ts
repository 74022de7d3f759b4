import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AdminIdentity } from '../../application/ports/admin-repository.port';
import { sendApiError } from '../errors/api-error';
import { readAuthCookieToken } from './auth-cookie-token';
import { readBearerToken } from './bearer-token';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireAdmin on the routes it guards; null elsewhere. */
    admin: AdminIdentity | null;
  }
  interface FastifyContextConfig {
    /** GET routes only: the admin token may also come from the admin's auth cookie. */
    adminCookieAuth?: boolean;
  }
  interface FastifyInstance {
    /** preHandler for admin-only routes: 401 JSON unless a valid admin bearer token is sent. */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;
  }
}

export interface AdminAuthenticator {
  execute(token: string): Promise<AdminIdentity | null>;
}

export const createRequireAdmin =
  (authenticator: AdminAuthenticator) =>
  async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    // A route may also take the token from the admin's cookie (config.adminCookieAuth): only reads
    // that cannot change anything, since a cookie also rides along on cross-site requests.
    const cookieAllowed = request.routeOptions.config.adminCookieAuth === true && request.method === 'GET';
    const token =
      readBearerToken(request.headers.authorization) ??
      (cookieAllowed ? readAuthCookieToken(request.headers.cookie) : null);
    if (token === null) {
      reply.header('www-authenticate', 'Bearer');
      return sendApiError(
        reply,
        401,
        'unauthorized',
        'Log in first: this needs an admin token in the Authorization: Bearer header.',
      );
    }
    const admin = await authenticator.execute(token);
    if (admin === null) {
      reply.header('www-authenticate', 'Bearer error="invalid_token"');
      return sendApiError(reply, 401, 'unauthorized', 'The admin token is unknown or has expired. Log in again.');
    }
    request.admin = admin;
    return undefined;
  };

import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../../src/domain/shared/result';
import { authRoutes } from '../../../../src/server/http/routes/auth.routes';

const appWith = async (secureCookie: boolean, revoked: string[] = []) => {
  const app = Fastify();
  await app.register(
    authRoutes({
      logIn: { execute: async () => ok({ token: 'tok_EN-1', expiresAt: new Date('2025-06-12T09:00:00Z') }) },
      logOut: { execute: async (token) => void revoked.push(token) },
      maxAttemptsPerMinute: 10,
      secureCookie,
    }),
  );
  return app;
};

describe('the admin auth cookie', () => {
  it('is Secure when the shop is public over https', async () => {
    const app = await appWith(true);
    const login = await app.inject({ method: 'POST', url: '/api/auth', payload: { login: 'admin', password: 'x' } });
    expect(login.headers['set-cookie']).toBe('auth_token=tok_EN-1; Path=/; Max-Age=86400; SameSite=Lax; Secure');
    const logout = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: 'Bearer tok_EN-1' },
    });
    expect(logout.headers['set-cookie']).toBe('auth_token=; Path=/; Max-Age=0; SameSite=Lax; Secure');
  });

  it('is not Secure over plain http (it could not be sent back)', async () => {
    const app = await appWith(false);
    const login = await app.inject({ method: 'POST', url: '/api/auth', payload: { login: 'admin', password: 'x' } });
    expect(login.headers['set-cookie']).toBe('auth_token=tok_EN-1; Path=/; Max-Age=86400; SameSite=Lax');
  });

  it('logout ends the bearer token’s session', async () => {
    const revoked: string[] = [];
    const app = await appWith(true, revoked);
    expect(
      (await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: 'Bearer tok_EN-1' } }))
        .statusCode,
    ).toBe(204);
    expect((await app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(204);
    expect(revoked).toEqual(['tok_EN-1']);
  });
});

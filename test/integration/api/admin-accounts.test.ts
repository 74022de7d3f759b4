import { describe, expect, it } from 'vitest';
import type { AdminAccountDto, AdminAccountsDto } from '../../../src/domain/shop-api/admin-accounts.contract';
import type { AdminAuditPageDto } from '../../../src/domain/shop-api/admin-audit.contract';
import { RandomSecretGenerator } from '../../../src/server/adapters/crypto/random-secret-generator.adapter';
import { PgAdminTokenRepository } from '../../../src/server/adapters/database/repositories/pg-admin-token.repository';
import { composeAdminAuth } from '../../../src/server/composition/admin-auth.composition';
import { createHttpApp } from '../../../src/server/composition/create-http-app';
import { databaseTargets } from '../support/database-targets';
import { FIXTURE_CLIENT_DIR, TEST_ADMIN, TEST_NOW, useTestShop } from '../support/test-shop';
import { testPasswordHasher } from '../support/test-password-hasher';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe.each(databaseTargets())('the Accounts section on $name PostgreSQL', (target) => {
  const shop = useTestShop(target);
  let serial = 0;

  const logIn = async (login: string, password: string): Promise<string> => {
    const response = await shop().app.inject({ method: 'POST', url: '/api/auth', payload: { login, password } });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { token: string }).token;
  };
  const call = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT', url: string, payload?: object) =>
    shop().app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });
  const me = async (token: string) => (await call(token, 'GET', '/api/admin/me')).statusCode;
  /** A colleague added by the test admin, with a fresh unique login. */
  const addColleague = async (
    admin: string,
    password = 'colleague pass 1',
  ): Promise<AdminAccountDto & { password: string }> => {
    serial += 1;
    const response = await call(admin, 'POST', '/api/admin/accounts', { login: `olena.${serial}`, password });
    expect(response.statusCode, response.body).toBe(201);
    return { ...(response.json() as AdminAccountDto), password };
  };
  const auditOf = async (admin: string) =>
    ((await call(admin, 'GET', '/api/admin/audit?section=accounts')).json() as AdminAuditPageDto).entries;

  it('lists every account with its state, dates and which one is yours, never cached', async () => {
    const admin = await shop().logIn();
    const response = await call(admin, 'GET', '/api/admin/accounts');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { accounts } = response.json() as AdminAccountsDto;
    expect(accounts[0]).toMatchObject({
      login: TEST_ADMIN.login,
      active: true,
      isYou: true,
      lastLoginAt: TEST_NOW.toISOString(),
    });
    expect(response.body).not.toContain('scrypt');
    expect((await shop().app.inject({ url: '/api/admin/accounts' })).statusCode).toBe(401);
  });

  it('adds a colleague who can log in at once, and logs who added them', async () => {
    const admin = await shop().logIn();
    const colleague = await addColleague(admin);
    expect(colleague).toMatchObject({
      active: true,
      isYou: false,
      lastLoginAt: null,
      createdAt: TEST_NOW.toISOString(),
    });
    const token = await logIn(colleague.login.toUpperCase(), colleague.password);
    expect(await me(token)).toBe(200);
    const list = (await call(token, 'GET', '/api/admin/accounts')).json() as AdminAccountsDto;
    expect(list.accounts.find((account) => account.isYou)?.login).toBe(colleague.login);
    expect((await auditOf(admin))[0]).toMatchObject({
      by: TEST_ADMIN.login,
      action: 'add-account',
      target: colleague.login,
      before: null,
      after: { login: colleague.login, active: true },
      cityId: null,
    });
  });

  it.each([
    [{ login: 'ab', password: 'long enough 1' }, 400, 'invalid-login', "'login' must have at least 3 characters."],
    [
      { login: 'olena petrenko', password: 'long enough 1' },
      400,
      'invalid-login',
      "'login' may hold only letters, digits, '.', '-' and '_'.",
    ],
    [{ login: 'olena.ok', password: 'short' }, 400, 'invalid-password', "'password' must have at least 8 characters."],
    [{ login: 'olena.same', password: 'OLENA.SAME' }, 400, 'invalid-password', "'password' must not be the login."],
    [{ login: 'ADMIN', password: 'long enough 1' }, 409, 'login-taken', expect.stringContaining("'login' is taken")],
    [{ login: 'olena.nopass' }, 400, 'bad-request', "The body is missing the field 'password'."],
    [
      { login: { first: 'olena' }, password: 'long enough 1' },
      400,
      'bad-request',
      "'login' in the body must be a string.",
    ],
  ])('refuses to add %j with %i %s, naming the field', async (payload, status, error, message) => {
    const admin = await shop().logIn();
    const before = (await auditOf(admin)).length;
    const response = await call(admin, 'POST', '/api/admin/accounts', payload);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toEqual({ error, message });
    expect(await auditOf(admin)).toHaveLength(before);
  });

  it('disabling ends all the colleague’s sessions at once and stops their login; enabling lets them back', async () => {
    const admin = await shop().logIn();
    const colleague = await addColleague(admin);
    const phone = await logIn(colleague.login, colleague.password);
    const laptop = await logIn(colleague.login, colleague.password);
    const disabled = await call(admin, 'PATCH', `/api/admin/accounts/${colleague.id}`, { active: false });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json()).toMatchObject({ id: colleague.id, active: false });
    expect(await me(phone)).toBe(401);
    expect(await me(laptop)).toBe(401);
    const refused = await shop().app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { login: colleague.login, password: colleague.password },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'account-disabled' });
    const wrong = await shop().app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { login: colleague.login, password: 'not the password' },
    });
    expect(wrong.statusCode).toBe(401);

    expect((await call(admin, 'PATCH', `/api/admin/accounts/${colleague.id}`, { active: true })).json()).toMatchObject({
      active: true,
    });
    expect(await me(await logIn(colleague.login, colleague.password))).toBe(200);
    const [enabled, disabledLine] = await auditOf(admin);
    expect(enabled).toMatchObject({
      action: 'enable-account',
      target: colleague.login,
      before: { active: false },
      after: { active: true },
    });
    expect(disabledLine).toMatchObject({
      action: 'disable-account',
      before: { active: true },
      after: { active: false, sessionsEnded: 2 },
    });
  });

  it('deletes a colleague with their sessions; the change log keeps their login', async () => {
    const admin = await shop().logIn();
    const colleague = await addColleague(admin);
    const session = await logIn(colleague.login, colleague.password);
    const response = await call(admin, 'DELETE', `/api/admin/accounts/${colleague.id}`);
    expect(response.statusCode, response.body).toBe(204);
    expect(await me(session)).toBe(401);
    const list = (await call(admin, 'GET', '/api/admin/accounts')).json() as AdminAccountsDto;
    expect(list.accounts.map((account) => account.id)).not.toContain(colleague.id);
    expect((await auditOf(admin))[0]).toMatchObject({
      action: 'delete-account',
      target: colleague.login,
      before: { login: colleague.login, active: true },
      after: null,
    });
    expect((await call(admin, 'DELETE', `/api/admin/accounts/${colleague.id}`)).statusCode).toBe(404);
    expect((await call(admin, 'PATCH', `/api/admin/accounts/${colleague.id}`, { active: false })).statusCode).toBe(404);
  });

  it('never lets you disable, delete or reset your own account', async () => {
    const admin = await shop().logIn();
    const own = ((await call(admin, 'GET', '/api/admin/accounts')).json() as AdminAccountsDto).accounts.find(
      (account) => account.isYou,
    );
    for (const [method, url, payload] of [
      ['PATCH', `/api/admin/accounts/${own?.id}`, { active: false }],
      ['DELETE', `/api/admin/accounts/${own?.id}`, undefined],
      ['PUT', `/api/admin/accounts/${own?.id}/password`, { password: 'a new password' }],
    ] as const) {
      const response = await call(admin, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(409);
      expect(response.json()).toMatchObject({
        error: 'own-account',
        message: expect.stringContaining('your own account'),
      });
    }
    expect(await me(admin)).toBe(200);
  });

  it('resets a colleague’s password: every session of theirs ends, the old password stops working', async () => {
    const admin = await shop().logIn();
    const colleague = await addColleague(admin);
    const session = await logIn(colleague.login, colleague.password);
    const response = await call(admin, 'PUT', `/api/admin/accounts/${colleague.id}/password`, {
      password: 'brand new secret',
    });
    expect(response.statusCode, response.body).toBe(204);
    expect(await me(session)).toBe(401);
    expect(
      (
        await shop().app.inject({
          method: 'POST',
          url: '/api/auth',
          payload: { login: colleague.login, password: colleague.password },
        })
      ).statusCode,
    ).toBe(401);
    expect(await me(await logIn(colleague.login, 'brand new secret'))).toBe(200);
    const line = (await auditOf(admin))[0];
    expect(line).toMatchObject({ action: 'reset-password', target: colleague.login, after: { sessionsEnded: 1 } });
    expect(JSON.stringify(line)).not.toContain('brand new secret');
    const short = await call(admin, 'PUT', `/api/admin/accounts/${colleague.id}/password`, { password: 'short' });
    expect(short.json()).toEqual({ error: 'invalid-password', message: "'password' must have at least 8 characters." });
  });

  it('changes your own password with the current one: this session stays, your other sessions end', async () => {
    const admin = await shop().logIn();
    const colleague = await addColleague(admin);
    const here = await logIn(colleague.login, colleague.password);
    const elsewhere = await logIn(colleague.login, colleague.password);
    const wrong = await call(here, 'PUT', '/api/admin/accounts/me/password', {
      currentPassword: 'not it at all',
      newPassword: 'my new password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      error: 'wrong-current-password',
      message: "'currentPassword' is not your current password.",
    });
    const weak = await call(here, 'PUT', '/api/admin/accounts/me/password', {
      currentPassword: colleague.password,
      newPassword: 'short',
    });
    expect(weak.json()).toEqual({
      error: 'invalid-password',
      message: "'newPassword' must have at least 8 characters.",
    });
    expect(await me(elsewhere)).toBe(200);

    const changed = await call(here, 'PUT', '/api/admin/accounts/me/password', {
      currentPassword: colleague.password,
      newPassword: 'my new password',
    });
    expect(changed.statusCode, changed.body).toBe(204);
    expect(await me(here)).toBe(200);
    expect(await me(elsewhere)).toBe(401);
    expect(await me(await logIn(colleague.login, 'my new password'))).toBe(200);
    expect((await auditOf(admin))[0]).toMatchObject({
      by: colleague.login,
      action: 'change-own-password',
      target: colleague.login,
      after: { sessionsEnded: 1 },
    });
  });

  it('logout ends the session on the server and removes the cookie; a second logout changes nothing', async () => {
    const token = await shop().logIn();
    const response = await shop().app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(response.statusCode).toBe(204);
    expect(response.headers['set-cookie']).toBe('auth_token=; Path=/; Max-Age=0; SameSite=Lax');
    expect(await me(token)).toBe(401);
    expect(
      (await shop().app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })).statusCode,
    ).toBe(204);
    expect((await shop().app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(204);
    expect(await me(await shop().logIn())).toBe(200);
  });

  it('ends sessions on every shop instance of the database, not only the one asked', async () => {
    const { database, clock, uploadsDir } = shop();
    const adminAuth = composeAdminAuth({
      database,
      clock,
      hasher: testPasswordHasher(),
      secrets: new RandomSecretGenerator(),
    });
    const other = await createHttpApp({
      database,
      clock,
      adminAuth,
      uploadsDir,
      clientDir: FIXTURE_CLIENT_DIR,
      publicUrl: 'http://localhost:3000',
      logLevel: false,
    });
    await other.ready();
    try {
      const meThere = async (token: string) =>
        (await other.inject({ url: '/api/admin/me', headers: bearer(token) })).statusCode;
      const admin = await shop().logIn();
      expect(await meThere(admin)).toBe(200);
      expect(
        (await shop().app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(admin) })).statusCode,
      ).toBe(204);
      expect(await meThere(admin)).toBe(401);

      const colleague = await addColleague(await shop().logIn());
      const session = await logIn(colleague.login, colleague.password);
      expect(await meThere(session)).toBe(200);
      const disabled = await other.inject({
        method: 'PATCH',
        url: `/api/admin/accounts/${colleague.id}`,
        headers: bearer(await shop().logIn()),
        payload: { active: false },
      });
      expect(disabled.statusCode).toBe(200);
      expect(await me(session)).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('a login whose password check raced with a password change or a disable leaves no session behind', async () => {
    const admin = await shop().logIn();
    const colleague = await addColleague(admin);
    const tokens = new PgAdminTokenRepository(shop().database);
    const hashOf = async () =>
      (
        await shop().database.query<{ password_hash: string }>('SELECT password_hash FROM admins WHERE id = $1', [
          colleague.id,
        ])
      ).rows[0]?.password_hash ?? '';
    const session = (digest: string, passwordHash: string) => ({
      tokenDigest: digest,
      adminId: colleague.id,
      passwordHash,
      createdAt: TEST_NOW,
      expiresAt: new Date(TEST_NOW.getTime() + 60_000),
    });
    const checkedHash = await hashOf();
    // The password changed after the login checked the old one.
    expect(
      (await call(admin, 'PUT', `/api/admin/accounts/${colleague.id}/password`, { password: 'changed meanwhile' }))
        .statusCode,
    ).toBe(204);
    expect(await tokens.saveIfStillValid(session('a'.repeat(64), checkedHash))).toBe(false);
    // Disabled after the check.
    const currentHash = await hashOf();
    expect((await call(admin, 'PATCH', `/api/admin/accounts/${colleague.id}`, { active: false })).statusCode).toBe(200);
    expect(await tokens.saveIfStillValid(session('b'.repeat(64), currentHash))).toBe(false);
    expect(await tokens.findAdminByValidToken('b'.repeat(64), TEST_NOW)).toBeNull();
    // Nothing changed: the session is saved.
    expect((await call(admin, 'PATCH', `/api/admin/accounts/${colleague.id}`, { active: true })).statusCode).toBe(200);
    expect(await tokens.saveIfStillValid(session('c'.repeat(64), currentHash))).toBe(true);
    expect(await tokens.findAdminByValidToken('c'.repeat(64), TEST_NOW)).toEqual({
      id: colleague.id,
      login: colleague.login,
    });
  });

  it('login sets the auth cookie for 86400 s, without Secure over plain http', async () => {
    const response = await shop().app.inject({ method: 'POST', url: '/api/auth', payload: TEST_ADMIN });
    const { token } = response.json() as { token: string };
    expect(response.headers['set-cookie']).toBe(`auth_token=${token}; Path=/; Max-Age=86400; SameSite=Lax`);
  });

  it('two staff removing each other at the same moment leave one active account, never none', async () => {
    for (let round = 0; round < 6; round += 1) {
      const admin = await shop().logIn();
      const first = await addColleague(admin);
      const second = await addColleague(admin);
      const firstToken = await logIn(first.login, first.password);
      const secondToken = await logIn(second.login, second.password);
      // Only the two of them are active for the round.
      await shop().database.query('UPDATE admins SET disabled_at = $1 WHERE id <> ALL($2)', [
        TEST_NOW,
        [first.id, second.id],
      ]);
      const removal = round % 2 === 0 ? ('DELETE' as const) : ('PATCH' as const);
      const body = removal === 'PATCH' ? { active: false } : undefined;
      const answers = await Promise.all([
        call(firstToken, removal, `/api/admin/accounts/${second.id}`, body),
        call(secondToken, removal, `/api/admin/accounts/${first.id}`, body),
      ]);
      const bodies = answers.map((answer) => answer.body).join(' | ');
      const succeeded = answers.filter((answer) => answer.statusCode === (removal === 'DELETE' ? 204 : 200));
      expect(succeeded, bodies).toHaveLength(1);
      // The other is refused: by the rule, or (when the winner committed before it was let in) because its session is gone.
      const loser = answers.find((answer) => !succeeded.includes(answer));
      if (loser?.statusCode === 409) expect(loser.json()).toMatchObject({ error: 'last-active-admin' });
      else expect(loser?.statusCode, bodies).toBe(401);
      const active = await shop().database.query<{ id: number }>('SELECT id FROM admins WHERE disabled_at IS NULL');
      expect(active.rows).toHaveLength(1);
      await shop().database.query('UPDATE admins SET disabled_at = NULL WHERE login = $1', [TEST_ADMIN.login]);
    }
  });

  it('refuses ids and bodies it does not understand with a 400 naming the problem', async () => {
    const admin = await shop().logIn();
    for (const [method, url, payload] of [
      ['PATCH', '/api/admin/accounts/abc', { active: false }],
      ['PATCH', '/api/admin/accounts/0', { active: false }],
      ['PATCH', '/api/admin/accounts/2', { active: 'no' }],
      ['PATCH', '/api/admin/accounts/2', {}],
      ['DELETE', '/api/admin/accounts/99999999999', undefined],
      ['PUT', '/api/admin/accounts/2/password', {}],
      ['PUT', '/api/admin/accounts/me/password', { newPassword: 'a new password' }],
    ] as const) {
      const response = await call(admin, method, url, payload);
      expect(response.statusCode, `${method} ${url} ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({ error: 'bad-request', message: expect.any(String) });
    }
  });
});

import { describe, expect, it } from 'vitest';
import { err, ok } from '../../../../src/domain/shared/result';
import { AddAdminAccountUseCase } from '../../../../src/server/application/accounts/add-admin-account.use-case';
import { ChangeOwnPasswordUseCase } from '../../../../src/server/application/accounts/change-own-password.use-case';
import { DeleteAdminAccountUseCase } from '../../../../src/server/application/accounts/delete-admin-account.use-case';
import { ListAdminAccountsUseCase } from '../../../../src/server/application/accounts/list-admin-accounts.use-case';
import { ResetAdminPasswordUseCase } from '../../../../src/server/application/accounts/reset-admin-password.use-case';
import { SetAdminAccountActiveUseCase } from '../../../../src/server/application/accounts/set-admin-account-active.use-case';
import { LogOutAdminUseCase } from '../../../../src/server/application/auth/log-out-admin.use-case';
import type {
  AdminAccountRecord,
  AdminAccountsPort,
  PasswordChange,
} from '../../../../src/server/application/ports/admin-accounts.port';
import type { PasswordHasherPort } from '../../../../src/server/application/ports/password-hasher.port';

const NOW = new Date('2025-06-11T09:00:00Z');
const clock = { now: () => NOW };
const ADMIN = { id: 1, login: 'admin' };
// Readable stand-ins: the real hasher is slow on purpose and has its own tests.
const hasher: PasswordHasherPort = {
  hash: async (password) => `hashed:${password}`,
  verify: async (password, hash) => hash === `hashed:${password}`,
};
const secrets = { digest: (token: string) => `digest:${token}` };

/** The port as a test double: accounts in memory, every password change recorded. */
const accountsPort = () => {
  const accounts: (AdminAccountRecord & { passwordHash: string })[] = [
    { id: 1, login: 'admin', active: true, createdAt: NOW, lastLoginAt: NOW, passwordHash: 'hashed:admin password' },
    { id: 2, login: 'olena', active: true, createdAt: NOW, lastLoginAt: null, passwordHash: 'hashed:olena password' },
  ];
  const passwordChanges: { id: number; change: PasswordChange; by: string }[] = [];
  const port: AdminAccountsPort = {
    list: async () => accounts,
    passwordHashOf: async (id) => accounts.find((account) => account.id === id)?.passwordHash ?? null,
    add: async (login, passwordHash) => {
      if (accounts.some((account) => account.login.toLowerCase() === login.toLowerCase())) return err('login-taken');
      const added = { id: accounts.length + 1, login, active: true, createdAt: NOW, lastLoginAt: null, passwordHash };
      accounts.push(added);
      return ok(added);
    },
    setActive: async (id, active) => {
      const account = accounts.find((candidate) => candidate.id === id);
      return account === undefined ? err('account-not-found') : ok({ ...account, active });
    },
    delete: async (id) => {
      const account = accounts.find((candidate) => candidate.id === id);
      return account === undefined ? err('account-not-found') : ok(account);
    },
    setPassword: async (id, change, author) => {
      passwordChanges.push({ id, change, by: author.by.login });
      return ok({ sessionsEnded: 1 });
    },
  };
  return { port, accounts, passwordChanges };
};

describe('the Accounts use cases', () => {
  it('lists accounts as the screen shows them, marking the asker’s own', async () => {
    const { port } = accountsPort();
    const listed = await new ListAdminAccountsUseCase(port).execute({ by: { id: 2, login: 'olena' } });
    expect(listed.accounts.map((account) => [account.login, account.isYou])).toEqual([
      ['admin', false],
      ['olena', true],
    ]);
    expect(listed.accounts[1]).toEqual({
      id: 2,
      login: 'olena',
      active: true,
      createdAt: NOW.toISOString(),
      lastLoginAt: null,
      isYou: true,
    });
  });

  it('adds an account with a checked login and a hashed password', async () => {
    const { port, accounts } = accountsPort();
    const add = new AddAdminAccountUseCase({ accounts: port, hasher, clock });
    expect(await add.execute({ login: ' taras ', password: 'taras password', by: ADMIN })).toMatchObject({
      ok: true,
      value: { login: 'taras' },
    });
    expect(accounts.at(-1)?.passwordHash).toBe('hashed:taras password');
    expect(await add.execute({ login: 't', password: 'taras password', by: ADMIN })).toMatchObject({
      ok: false,
      reason: 'invalid-login',
      details: { problem: 'too-short' },
    });
    expect(await add.execute({ login: 'ivan', password: 'ivan', by: ADMIN })).toMatchObject({
      ok: false,
      reason: 'invalid-password',
      details: { problem: 'too-short' },
    });
    expect(await add.execute({ login: 'OLENA', password: 'another one', by: ADMIN })).toMatchObject({
      ok: false,
      reason: 'login-taken',
    });
  });

  it('never disables, deletes or resets the asker’s own account', async () => {
    const { port, passwordChanges } = accountsPort();
    expect(
      await new SetAdminAccountActiveUseCase({ accounts: port, clock }).execute({ id: 1, active: false, by: ADMIN }),
    ).toMatchObject({ ok: false, reason: 'own-account' });
    expect(await new DeleteAdminAccountUseCase({ accounts: port, clock }).execute({ id: 1, by: ADMIN })).toMatchObject({
      ok: false,
      reason: 'own-account',
    });
    expect(
      await new ResetAdminPasswordUseCase({ accounts: port, hasher, clock }).execute({
        id: 1,
        password: 'new password',
        by: ADMIN,
      }),
    ).toMatchObject({ ok: false, reason: 'own-account' });
    expect(passwordChanges).toEqual([]);
  });

  it('disables and deletes another account, passing on what the store refuses', async () => {
    const { port } = accountsPort();
    expect(
      await new SetAdminAccountActiveUseCase({ accounts: port, clock }).execute({ id: 2, active: false, by: ADMIN }),
    ).toMatchObject({ ok: true, value: { id: 2, active: false } });
    expect(await new DeleteAdminAccountUseCase({ accounts: port, clock }).execute({ id: 2, by: ADMIN })).toEqual({
      ok: true,
      value: null,
    });
    expect(await new DeleteAdminAccountUseCase({ accounts: port, clock }).execute({ id: 9, by: ADMIN })).toMatchObject({
      ok: false,
      reason: 'account-not-found',
    });
  });

  it('resets another’s password, ending every session of theirs', async () => {
    const { port, passwordChanges } = accountsPort();
    const reset = new ResetAdminPasswordUseCase({ accounts: port, hasher, clock });
    expect(await reset.execute({ id: 2, password: 'Olena', by: ADMIN })).toMatchObject({
      ok: false,
      reason: 'invalid-password',
      details: { problem: 'too-short' },
    });
    expect(await reset.execute({ id: 2, password: 'OLENA', by: ADMIN })).toMatchObject({
      ok: false,
      reason: 'invalid-password',
    });
    expect(await reset.execute({ id: 9, password: 'a new password', by: ADMIN })).toMatchObject({
      ok: false,
      reason: 'account-not-found',
    });
    expect(await reset.execute({ id: 2, password: 'a new password', by: ADMIN })).toEqual({ ok: true, value: null });
    expect(passwordChanges).toEqual([
      {
        id: 2,
        by: 'admin',
        change: { passwordHash: 'hashed:a new password', action: 'reset-password', keepSessionDigest: null },
      },
    ]);
  });

  it('changes one’s own password only with the current one, keeping the asking session', async () => {
    const { port, passwordChanges } = accountsPort();
    const change = new ChangeOwnPasswordUseCase({ accounts: port, hasher, secrets, clock });
    const by = { id: 2, login: 'olena' };
    expect(
      await change.execute({ by, sessionToken: 'T', currentPassword: 'guess', newPassword: 'new password' }),
    ).toMatchObject({ ok: false, reason: 'wrong-current-password' });
    expect(
      await change.execute({ by, sessionToken: 'T', currentPassword: 'olena password', newPassword: 'short' }),
    ).toMatchObject({ ok: false, reason: 'invalid-password' });
    expect(passwordChanges).toEqual([]);
    expect(
      await change.execute({ by, sessionToken: 'T', currentPassword: 'olena password', newPassword: 'new password' }),
    ).toEqual({ ok: true, value: null });
    expect(passwordChanges).toEqual([
      {
        id: 2,
        by: 'olena',
        change: { passwordHash: 'hashed:new password', action: 'change-own-password', keepSessionDigest: 'digest:T' },
      },
    ]);
    expect(
      await change.execute({
        by: { id: 9, login: 'gone' },
        sessionToken: 'T',
        currentPassword: 'x',
        newPassword: 'new password',
      }),
    ).toMatchObject({ ok: false, reason: 'author-gone' });
  });

  it('logs out by deleting the token’s digest', async () => {
    const revoked: string[] = [];
    const logOut = new LogOutAdminUseCase({ tokens: { revoke: async (digest) => void revoked.push(digest) }, secrets });
    await logOut.execute('T');
    await logOut.execute('');
    expect(revoked).toEqual(['digest:T']);
  });
});

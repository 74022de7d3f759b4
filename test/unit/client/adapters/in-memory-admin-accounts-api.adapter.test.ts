import { describe, expect, it } from 'vitest';
import { InMemoryAdminAccountsApi } from '../../../../src/client/adapters/demo/in-memory-admin-accounts-api.adapter';
import { InMemoryAdminAuditApi } from '../../../../src/client/adapters/demo/in-memory-admin-audit-api.adapter';

const fakes = () => {
  const audit = new InMemoryAdminAuditApi(2);
  return { audit, accounts: new InMemoryAdminAccountsApi(audit) };
};

describe('InMemoryAdminAccountsApi (the Accounts section without a server)', () => {
  it('lists the demo accounts, the signed-in one marked', async () => {
    const { accounts } = fakes();
    const listed = await accounts.list();
    expect(listed.ok && listed.value.map((account) => [account.login, account.active, account.isYou])).toEqual([
      ['demo', true, true],
      ['olena', true, false],
      ['taras', false, false],
    ]);
  });

  it('adds an account by the shared rules, logins unique whatever their case', async () => {
    const { accounts } = fakes();
    expect(await accounts.add({ login: ' ivan ', password: 'ivan password' })).toMatchObject({
      ok: true,
      value: { login: 'ivan', active: true, isYou: false },
    });
    expect(await accounts.add({ login: 'IVAN', password: 'ivan password' })).toMatchObject({
      ok: false,
      reason: 'refused',
      refusal: 'login-taken',
    });
    expect(await accounts.add({ login: 'iv', password: 'ivan password' })).toMatchObject({ refusal: 'invalid-login' });
    expect(await accounts.add({ login: 'petro', password: 'petro' })).toMatchObject({ refusal: 'invalid-password' });
  });

  it('never touches your own account, and never leaves no active account', async () => {
    const { accounts } = fakes();
    expect(await accounts.setActive(1, false)).toMatchObject({ refusal: 'own-account' });
    expect(await accounts.remove(1)).toMatchObject({ refusal: 'own-account' });
    expect(await accounts.resetPassword(1, 'new password')).toMatchObject({ refusal: 'own-account' });
    // Played from the colleague's side: only she and demo are active.
    const audit = new InMemoryAdminAuditApi();
    const asOlena = new InMemoryAdminAccountsApi(audit, undefined, 2);
    expect(await asOlena.setActive(1, false)).toMatchObject({ ok: true, value: { active: false } });
    expect(await asOlena.setActive(9, false)).toMatchObject({ refusal: 'account-not-found' });
  });

  it('logs every change in the fake change log, paged like the server', async () => {
    const { accounts, audit } = fakes();
    await accounts.setActive(2, false);
    await accounts.setActive(2, true);
    await accounts.remove(3);
    const first = await audit.list({ section: 'accounts' });
    expect(first.ok && first.value.entries.map((entry) => [entry.action, entry.target, entry.by])).toEqual([
      ['delete-account', 'taras', 'demo'],
      ['enable-account', 'olena', 'demo'],
    ]);
    const older = await audit.list({ section: 'accounts', before: first.ok ? (first.value.nextBefore ?? 0) : 0 });
    expect(older).toMatchObject({
      ok: true,
      value: {
        entries: [{ action: 'disable-account', before: { active: true }, after: { active: false } }],
        nextBefore: null,
      },
    });
    expect(await audit.list({ section: 'menu' })).toEqual({ ok: true, value: { entries: [], nextBefore: null } });
  });

  it('changes your own password only with the current one', async () => {
    const { accounts } = fakes();
    expect(await accounts.changeOwnPassword('guess', 'new password')).toMatchObject({
      refusal: 'wrong-current-password',
    });
    expect(await accounts.changeOwnPassword('demo password', 'short')).toMatchObject({ refusal: 'invalid-password' });
    expect(await accounts.changeOwnPassword('demo password', 'new password')).toEqual({ ok: true, value: null });
    expect(await accounts.changeOwnPassword('demo password', 'newer password')).toMatchObject({
      refusal: 'wrong-current-password',
    });
  });

  it('plays an ended session and a failing server', async () => {
    const { accounts } = fakes();
    accounts.failing = true;
    expect(await accounts.list()).toEqual({ ok: false, reason: 'unavailable' });
    accounts.unauthorized = true;
    expect(await accounts.remove(2)).toEqual({ ok: false, reason: 'unauthorized' });
  });
});

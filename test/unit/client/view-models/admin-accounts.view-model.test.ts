import { describe, expect, it } from 'vitest';
import { DemoShopApi } from '../../../../src/client/adapters/demo/demo-shop-api.adapter';
import { InMemoryAdminAccountsApi } from '../../../../src/client/adapters/demo/in-memory-admin-accounts-api.adapter';
import { InMemoryAdminAuditApi } from '../../../../src/client/adapters/demo/in-memory-admin-audit-api.adapter';
import { InMemoryCookieAdapter } from '../../../../src/client/adapters/server-render/in-memory-cookie.adapter';
import { AdminAccountsViewModel } from '../../../../src/client/view-models/admin-accounts.view-model';
import { AdminAuditViewModel } from '../../../../src/client/view-models/admin-audit.view-model';
import { recordFields } from '../../../../src/client/view-models/admin-audit-entry-view';
import { AdminLogoutViewModel } from '../../../../src/client/view-models/admin-logout.view-model';
import { AdminSessionViewModel } from '../../../../src/client/view-models/admin-session.view-model';

const setup = async () => {
  const cookies = new InMemoryCookieAdapter({ auth_token: 't' });
  const session = new AdminSessionViewModel(cookies);
  const audit = new InMemoryAdminAuditApi(2);
  const api = new InMemoryAdminAccountsApi(audit);
  const accounts = new AdminAccountsViewModel(api, session);
  await accounts.load();
  return { accounts, api, audit, session, cookies };
};
const loginsOf = (accounts: AdminAccountsViewModel) =>
  accounts.accounts.map((account) => `${account.login}:${account.active ? 'on' : 'off'}`);

describe('AdminAccountsViewModel', () => {
  it('loads the accounts', async () => {
    const { accounts } = await setup();
    expect(accounts.state).toBe('ready');
    expect(loginsOf(accounts)).toEqual(['demo:on', 'olena:on', 'taras:off']);
  });

  it('checks the new account’s fields as staff type, naming each field, and asks nobody while they are wrong', async () => {
    const { accounts, api } = await setup();
    accounts.setNewLogin('iv');
    accounts.setNewPassword('short');
    await accounts.add();
    expect(accounts.addProblems.get('login')).toEqual({
      key: 'accounts.problem.login.too-short',
      values: { min: 3, max: 50 },
    });
    expect(accounts.addProblems.get('password')?.key).toBe('accounts.problem.password.too-short');
    expect(api.calls).toEqual(['list']);
    accounts.setNewLogin('ivan');
    expect(accounts.addProblems.has('login')).toBe(false);
  });

  it('adds an account, clears the form, and shows the server’s refusal next to the field it names', async () => {
    const { accounts } = await setup();
    accounts.setNewLogin('ivan');
    accounts.setNewPassword('ivan password');
    await accounts.add();
    expect(loginsOf(accounts)).toContain('ivan:on');
    expect([accounts.newLogin, accounts.newPassword]).toEqual(['', '']);
    expect(accounts.notice).toEqual({ key: 'accounts.notice.added', values: { login: 'ivan' } });
    accounts.setNewLogin('OLENA');
    accounts.setNewPassword('another password');
    await accounts.add();
    expect(accounts.addProblems.get('login')?.key).toBe('accounts.refusal.login-taken');
  });

  it('disables and enables a colleague with the server’s answer', async () => {
    const { accounts } = await setup();
    await accounts.toggleActive(2);
    expect(loginsOf(accounts)).toContain('olena:off');
    expect(accounts.notice?.key).toBe('accounts.notice.disabled');
    await accounts.toggleActive(2);
    expect(loginsOf(accounts)).toContain('olena:on');
  });

  it('deletes only after a confirmation, and can be cancelled', async () => {
    const { accounts, api } = await setup();
    accounts.askDelete(3);
    accounts.cancelDelete();
    await accounts.confirmDelete();
    expect(api.calls).toEqual(['list']);
    accounts.askDelete(3);
    await accounts.confirmDelete();
    expect(loginsOf(accounts)).toEqual(['demo:on', 'olena:on']);
    expect(accounts.confirmingDeleteId).toBeNull();
  });

  it('shows a refusal next to the account it concerns', async () => {
    const { accounts } = await setup();
    await accounts.toggleActive(1);
    expect(accounts.rowProblems.get(1)?.key).toBe('accounts.refusal.own-account');
  });

  it('resets a colleague’s password after checking it', async () => {
    const { accounts, api } = await setup();
    accounts.startReset(2);
    accounts.setResetPassword('OLENA');
    await accounts.submitReset();
    expect(accounts.rowProblems.get(2)?.key).toBe('accounts.problem.password.too-short');
    accounts.setResetPassword('a new password');
    await accounts.submitReset();
    expect(api.calls).toContain('reset-password:2');
    expect(accounts.resettingId).toBeNull();
    expect(accounts.notice?.key).toBe('accounts.notice.reset');
  });

  it('changes one’s own password: a wrong current password is said next to its field', async () => {
    const { accounts } = await setup();
    await accounts.changeOwnPassword();
    expect(accounts.ownProblems.get('currentPassword')?.key).toBe('accounts.problem.currentMissing');
    accounts.setOwnCurrent('guess');
    accounts.setOwnNew('new password');
    await accounts.changeOwnPassword();
    expect(accounts.ownProblems.get('currentPassword')?.key).toBe('accounts.refusal.wrong-current-password');
    accounts.setOwnCurrent('demo password');
    await accounts.changeOwnPassword();
    expect(accounts.ownProblems.size).toBe(0);
    expect(accounts.notice?.key).toBe('accounts.notice.ownChanged');
  });

  it('signs staff out when the session ended, and says when the server cannot be reached', async () => {
    const { accounts, api, session } = await setup();
    api.failing = true;
    await accounts.toggleActive(2);
    expect(accounts.rowProblems.get(2)?.key).toBe('accounts.problem.saveFailed');
    api.failing = false;
    api.unauthorized = true;
    await accounts.toggleActive(2);
    expect(session.authenticated).toBe(false);
  });
});

describe('AdminAuditViewModel', () => {
  it('shows the newest changes of a section, and older ones below on request', async () => {
    const { accounts, audit, session } = await setup();
    await accounts.toggleActive(2);
    await accounts.toggleActive(2);
    await accounts.toggleActive(3);
    const log = new AdminAuditViewModel(audit, session);
    log.selectSection('accounts');
    await log.load();
    expect(log.views.map((entry) => entry.action)).toEqual(['enable-account', 'enable-account']);
    expect(log.views[0]).toMatchObject({
      by: 'demo',
      target: 'taras',
      date: '11.06.2025',
      time: '12:00',
      before: [{ name: 'active', value: false }],
      after: [{ name: 'active', value: true }],
    });
    expect(log.hasOlder).toBe(true);
    await log.loadOlder();
    expect(log.views.map((entry) => entry.action)).toEqual(['enable-account', 'enable-account', 'disable-account']);
    expect(log.hasOlder).toBe(false);
    log.selectSection('menu');
    await log.load();
    expect(log.views).toEqual([]);
  });

  it('signs staff out on an ended session', async () => {
    const { audit, session } = await setup();
    audit.unauthorized = true;
    await new AdminAuditViewModel(audit, session).load();
    expect(session.authenticated).toBe(false);
  });

  it('reads a logged record as its fields', () => {
    expect(recordFields(null)).toBeNull();
    expect(recordFields({ active: true, sessionsEnded: 2 })).toEqual([
      { name: 'active', value: true },
      { name: 'sessionsEnded', value: '2' },
    ]);
    expect(recordFields({ hours: { from: '10:00' }, note: null })).toEqual([
      { name: 'hours', value: '{"from":"10:00"}' },
      { name: 'note', value: '—' },
    ]);
    expect(recordFields(5)).toEqual([{ name: null, value: '5' }]);
  });
});

describe('AdminLogoutViewModel', () => {
  it('ends the session on the server, then forgets the token', async () => {
    const cookies = new InMemoryCookieAdapter({ auth_token: 't' });
    const session = new AdminSessionViewModel(cookies);
    const api = new DemoShopApi();
    await new AdminLogoutViewModel(api, session).logOut();
    expect(api.logOuts).toBe(1);
    expect(session.authenticated).toBe(false);
    expect(cookies.get('auth_token')).toBeNull();
  });
});

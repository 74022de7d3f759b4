import { describe, expect, it } from 'vitest';
import { AxiosAdminAccountsApi } from '../../../../src/client/adapters/http/axios-admin-accounts-api.adapter';
import { AxiosAdminAuditApi } from '../../../../src/client/adapters/http/axios-admin-audit-api.adapter';
import { AxiosShopApi } from '../../../../src/client/adapters/http/axios-shop-api.adapter';
import type { AdminAccountDto } from '../../../../src/domain/shop-api/admin-accounts.contract';
import type { AdminAuditEntryDto } from '../../../../src/domain/shop-api/admin-audit.contract';
import { answeringHttpClient, type Answer } from './support/answering-http-client';

const OLENA: AdminAccountDto = {
  id: 2,
  login: 'olena',
  active: true,
  createdAt: '2025-06-11T09:00:00.000Z',
  lastLoginAt: null,
  isYou: false,
};

const apiAnswering = (answer: Answer) => {
  const logged: string[] = [];
  const { http, sent } = answeringHttpClient(answer, { auth_token: 'tok' });
  return { api: new AxiosAdminAccountsApi(http, (message) => logged.push(message)), sent, logged };
};

describe('AxiosAdminAccountsApi', () => {
  it('lists the accounts with the bearer token, keeping only the contract’s fields', async () => {
    const { api, sent } = apiAnswering(() => ({
      status: 200,
      data: { accounts: [{ ...OLENA, passwordHash: 'scrypt$…' }] },
    }));
    expect(await api.list()).toEqual({ ok: true, value: [OLENA] });
    expect(sent[0]?.url).toBe('/admin/accounts');
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer tok');
  });

  it('takes a list with any malformed account for no answer at all, and logs it', async () => {
    for (const broken of [
      { ...OLENA, active: 'yes' },
      { ...OLENA, login: '' },
      { ...OLENA, createdAt: 'yesterday' },
      { ...OLENA, id: 1.5 },
    ]) {
      const { api, logged } = apiAnswering(() => ({ status: 200, data: { accounts: [OLENA, broken] } }));
      expect(await api.list(), JSON.stringify(broken)).toEqual({ ok: false, reason: 'unavailable' });
      expect(logged).toHaveLength(1);
    }
    expect(await apiAnswering(() => ({ status: 200, data: [OLENA] })).api.list()).toEqual({
      ok: false,
      reason: 'unavailable',
    });
  });

  it('sends each change to its route and reads the answer', async () => {
    const { api, sent } = apiAnswering((config) => ({
      status: config.method === 'post' ? 201 : config.method === 'patch' ? 200 : 204,
      data: config.method === 'delete' || config.method === 'put' ? '' : OLENA,
    }));
    expect(await api.add({ login: 'olena', password: 'olena password' })).toEqual({ ok: true, value: OLENA });
    expect(await api.setActive(2, false)).toEqual({ ok: true, value: OLENA });
    expect(await api.remove(2)).toEqual({ ok: true, value: null });
    expect(await api.resetPassword(2, 'new password')).toEqual({ ok: true, value: null });
    expect(await api.changeOwnPassword('old password', 'new password')).toEqual({ ok: true, value: null });
    expect(sent.map((config) => `${config.method} ${config.url} ${config.data ?? ''}`)).toEqual([
      'post /admin/accounts {"login":"olena","password":"olena password"}',
      'patch /admin/accounts/2 {"active":false}',
      'delete /admin/accounts/2 ',
      'put /admin/accounts/2/password {"password":"new password"}',
      'put /admin/accounts/me/password {"currentPassword":"old password","newPassword":"new password"}',
    ]);
  });

  it('turns refusals into values naming the reason, an ended session into unauthorized, anything else into unavailable', async () => {
    const taken = { error: 'login-taken', message: "'login' is taken." };
    expect(await apiAnswering(() => ({ status: 409, data: taken })).api.add({ login: 'olena', password: 'x' })).toEqual(
      { ok: false, reason: 'refused', refusal: 'login-taken', message: "'login' is taken." },
    );
    expect(
      await apiAnswering(() => ({
        status: 400,
        data: { error: 'bad-request', message: "The body is missing the field 'password'." },
      })).api.resetPassword(2, ''),
    ).toEqual({
      ok: false,
      reason: 'refused',
      message: "The body is missing the field 'password'.",
    });
    expect(await apiAnswering(() => ({ status: 401, data: {} })).api.list()).toEqual({
      ok: false,
      reason: 'unauthorized',
    });
    expect(
      await apiAnswering(() => ({ status: 500, data: { error: 'internal', message: 'x' } })).api.remove(2),
    ).toEqual({ ok: false, reason: 'unavailable' });
    expect(await apiAnswering(() => ({ status: 0, data: null })).api.setActive(2, true)).toEqual({
      ok: false,
      reason: 'unavailable',
    });
  });
});

const ENTRY: AdminAuditEntryDto = {
  id: 7,
  at: '2025-06-11T09:00:00.000Z',
  by: 'admin',
  cityId: null,
  section: 'accounts',
  action: 'add-account',
  target: 'olena',
  before: null,
  after: { login: 'olena' },
};

describe('AxiosAdminAuditApi', () => {
  it('asks one section’s page before an id, and leaves out malformed entries with a log line', async () => {
    const logged: string[] = [];
    const { http, sent } = answeringHttpClient(
      () => ({ status: 200, data: { entries: [ENTRY, { ...ENTRY, section: 'kitchen' }], nextBefore: 7 } }),
      { auth_token: 'tok' },
    );
    const api = new AxiosAdminAuditApi(http, (message) => logged.push(message));
    expect(await api.list({ section: 'accounts', before: 20 })).toEqual({
      ok: true,
      value: { entries: [ENTRY], nextBefore: 7 },
    });
    expect(sent[0]?.params).toEqual({ section: 'accounts', before: 20 });
    expect(logged).toHaveLength(1);
  });

  it('answers unauthorized for 401 and unavailable for other failures or a page that is not one', async () => {
    expect(await new AxiosAdminAuditApi(answeringHttpClient(() => ({ status: 401, data: {} })).http).list({})).toEqual({
      ok: false,
      reason: 'unauthorized',
    });
    expect(await new AxiosAdminAuditApi(answeringHttpClient(() => ({ status: 500, data: {} })).http).list({})).toEqual({
      ok: false,
      reason: 'unavailable',
    });
    const quiet = () => undefined;
    expect(
      await new AxiosAdminAuditApi(
        answeringHttpClient(() => ({ status: 200, data: { entries: [] } })).http,
        quiet,
      ).list({}),
    ).toEqual({ ok: false, reason: 'unavailable' });
  });
});

describe('AxiosShopApi logout and a disabled account', () => {
  it('posts /auth/logout with the token and never fails', async () => {
    const { http, sent } = answeringHttpClient(() => ({ status: 0, data: null }), { auth_token: 'tok' });
    await new AxiosShopApi(http).logOut();
    expect(sent[0]?.url).toBe('/auth/logout');
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer tok');
  });

  it('tells a disabled account (403) apart from a wrong password', async () => {
    expect(
      await new AxiosShopApi(answeringHttpClient(() => ({ status: 403, data: {} })).http).logIn({
        login: 'a',
        password: 'b',
      }),
    ).toEqual({ ok: false, reason: 'account-disabled' });
    expect(
      await new AxiosShopApi(answeringHttpClient(() => ({ status: 401, data: {} })).http).logIn({
        login: 'a',
        password: 'b',
      }),
    ).toEqual({ ok: false, reason: 'invalid-credentials' });
  });
});

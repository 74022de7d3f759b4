import { describe, expect, it } from 'vitest';
import { DemoShopApi } from '../../../../src/client/adapters/demo/demo-shop-api.adapter';
import { InMemoryCookieAdapter } from '../../../../src/client/adapters/server-render/in-memory-cookie.adapter';
import { err, type Result } from '../../../../src/domain/shared/result';
import type { Credentials, LogInFailure, ShopApiPort } from '../../../../src/client/application/ports/shop-api.port';
import { AdminLoginViewModel } from '../../../../src/client/view-models/admin-login.view-model';
import { AdminSessionViewModel } from '../../../../src/client/view-models/admin-session.view-model';

describe('AdminSessionViewModel', () => {
  it('is authenticated at startup when the auth_token cookie exists', () => {
    expect(new AdminSessionViewModel(new InMemoryCookieAdapter({ auth_token: 't' })).authenticated).toBe(true);
    expect(new AdminSessionViewModel(new InMemoryCookieAdapter()).authenticated).toBe(false);
  });

  it('keeps guests on the login page and staff away from it', () => {
    const guest = new AdminSessionViewModel(new InMemoryCookieAdapter());
    expect(guest.guard({ locale: 'en', section: 'burgers/menu' })).toBe('/en/admin/login/');
    expect(guest.guard({ locale: 'uk', section: 'login' })).toBeNull();
    const staff = new AdminSessionViewModel(new InMemoryCookieAdapter({ auth_token: 't' }));
    expect(staff.guard({ locale: 'uk', section: 'login' })).toBe('/admin/');
    expect(staff.guard({ locale: 'uk', section: '' })).toBeNull();
  });

  it('signs in with a 86400 s cookie and signs out by removing it', () => {
    const cookies = new InMemoryCookieAdapter();
    const session = new AdminSessionViewModel(cookies);
    session.signIn('tok');
    expect(cookies.jar.get('auth_token')).toEqual({ value: 'tok', options: { maxAgeSeconds: 86_400 } });
    expect(session.authenticated).toBe(true);
    session.signOut();
    expect(cookies.get('auth_token')).toBeNull();
    expect(session.authenticated).toBe(false);
  });
});

describe('AdminLoginViewModel', () => {
  const setup = (api: ShopApiPort = new DemoShopApi({ login: 'admin', password: 'pw' }, 'tok')) => {
    const cookies = new InMemoryCookieAdapter();
    const session = new AdminSessionViewModel(cookies);
    return { form: new AdminLoginViewModel(api, session), session, cookies };
  };

  it('can be sent only with a login and a password', () => {
    const { form } = setup();
    expect(form.canSubmit).toBe(false);
    form.setLogin('  ');
    form.setPassword('pw');
    expect(form.canSubmit).toBe(false);
    form.setLogin('admin');
    expect(form.canSubmit).toBe(true);
  });

  it('signs in with the token the API answers', async () => {
    const { form, session, cookies } = setup();
    form.setLogin(' admin ');
    form.setPassword('pw');
    expect(await form.submit()).toBe(true);
    expect(session.authenticated).toBe(true);
    expect(cookies.get('auth_token')).toBe('tok');
    expect(form.password).toBe('');
  });

  it('shows why a sign-in failed and clears it on typing', async () => {
    const { form, session } = setup();
    form.setLogin('admin');
    form.setPassword('wrong');
    expect(await form.submit()).toBe(false);
    expect(form.errorKey).toBe('login.invalid');
    expect(session.authenticated).toBe(false);
    form.setPassword('again');
    expect(form.errorKey).toBeNull();
  });

  it('tells an unavailable server apart', async () => {
    const down: ShopApiPort = {
      logIn: async (_: Credentials): Promise<Result<string, LogInFailure>> => err('unavailable'),
      logOut: async () => undefined,
    };
    const { form } = setup(down);
    form.setLogin('a');
    form.setPassword('b');
    await form.submit();
    expect(form.errorKey).toBe('login.unavailable');
  });

  it('does not send twice while a request is running', async () => {
    const api = new DemoShopApi({ login: 'a', password: 'b' });
    const { form } = setup(api);
    form.setLogin('a');
    form.setPassword('b');
    const first = form.submit();
    expect(form.submitting).toBe(true);
    expect(await form.submit()).toBe(false);
    await first;
    expect(api.calls).toHaveLength(1);
  });
});

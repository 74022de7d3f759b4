import { describe, expect, it } from 'vitest';
import { FakePageLocationAdapter } from '../../../../src/client/adapters/server-render/fake-page-location.adapter';
import { DemoShopApi } from '../../../../src/client/adapters/demo/demo-shop-api.adapter';
import { InMemoryCookieAdapter } from '../../../../src/client/adapters/server-render/in-memory-cookie.adapter';
import { InMemoryLanguageAdapter } from '../support/doubles/in-memory-language.adapter';
import { InMemoryStorageAdapter } from '../../../../src/client/adapters/server-render/in-memory-storage.adapter';
import { ManualClockAdapter } from '../support/doubles/manual-clock.adapter';

describe('in-memory fakes', () => {
  it('cookie jar: keeps values and their options', () => {
    const cookies = new InMemoryCookieAdapter({ auth_token: 'x' });
    expect(cookies.get('auth_token')).toBe('x');
    cookies.set('city', '{"id":1}', { maxAgeSeconds: 10 });
    expect(cookies.jar.get('city')).toEqual({ value: '{"id":1}', options: { maxAgeSeconds: 10 } });
    cookies.remove('auth_token');
    expect(cookies.get('auth_token')).toBeNull();
  });

  it('storage: stores, removes and can refuse writes', () => {
    const storage = new InMemoryStorageAdapter();
    expect(storage.setItem('a', '1')).toBe(true);
    expect(storage.getItem('a')).toBe('1');
    storage.removeItem('a');
    expect(storage.getItem('a')).toBeNull();
    const full = new InMemoryStorageAdapter(true);
    expect(full.setItem('a', '1')).toBe(false);
    expect(full.getItem('a')).toBeNull();
  });

  it('clock: moves only when told', () => {
    const clock = new ManualClockAdapter(1000);
    expect(clock.now()).toBe(1000);
    clock.advance(500);
    expect(clock.now()).toBe(1500);
    clock.set(42);
    expect(clock.now()).toBe(42);
  });

  it('page location: counts reloads and names an origin', () => {
    const location = new FakePageLocationAdapter('http://example.test');
    location.reload();
    expect(location.reloads).toBe(1);
    expect(location.origin()).toBe('http://example.test');
  });

  it('language: remembers what it was told', () => {
    const language = new InMemoryLanguageAdapter();
    expect(language.current()).toBe('uk');
    language.use('en');
    expect(language.current()).toBe('en');
    expect(language.history).toEqual(['en']);
  });

  it('shop api: knows one admin', async () => {
    const api = new DemoShopApi({ login: 'a', password: 'b' }, 'tok');
    expect(await api.logIn({ login: 'a', password: 'b' })).toEqual({ ok: true, value: 'tok' });
    expect(await api.logIn({ login: 'a', password: 'x' })).toEqual({ ok: false, reason: 'invalid-credentials' });
    expect(api.calls).toHaveLength(2);
  });
});

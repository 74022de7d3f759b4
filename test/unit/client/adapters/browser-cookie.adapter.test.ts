// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { BrowserCookieAdapter } from '../../../../src/client/adapters/browser/browser-cookie.adapter';

describe('BrowserCookieAdapter', () => {
  const cookies = new BrowserCookieAdapter();

  afterEach(() => {
    for (const name of ['city', 'i18n_redirected', 'other']) cookies.remove(name);
  });

  it('writes and reads values through document.cookie, percent-encoded', () => {
    cookies.set('city', '{"id":2}', { maxAgeSeconds: 60 });
    expect(document.cookie).toContain('city=%7B%22id%22%3A2%7D');
    expect(cookies.get('city')).toBe('{"id":2}');
  });

  it('tells apart names that share a prefix', () => {
    cookies.set('other', 'x');
    cookies.set('i18n_redirected', 'en');
    expect(cookies.get('i18n_redirected')).toBe('en');
    expect(cookies.get('i18n')).toBeNull();
  });

  it('removes a cookie', () => {
    cookies.set('other', 'x');
    cookies.remove('other');
    expect(cookies.get('other')).toBeNull();
  });

  it('builds the cookie attributes: site-wide, Lax, with a max-age', () => {
    const jar = { cookie: '' };
    new BrowserCookieAdapter(jar).set('i18n_redirected', 'en', { maxAgeSeconds: 31_536_000 });
    expect(jar.cookie).toBe('i18n_redirected=en; path=/; SameSite=Lax; max-age=31536000');
  });

  it('reads a value that is not valid percent-encoding as it is', () => {
    expect(new BrowserCookieAdapter({ cookie: 'a=1; city=%E0%A4%A' }).get('city')).toBe('%E0%A4%A');
  });
});

import { describe, expect, it } from 'vitest';
import { FakePageLocationAdapter } from '../../../../src/client/adapters/server-render/fake-page-location.adapter';
import { InMemoryCookieAdapter } from '../../../../src/client/adapters/server-render/in-memory-cookie.adapter';
import { InMemoryLanguageAdapter } from '../support/doubles/in-memory-language.adapter';
import { CITY_PROFILES } from '../../../../src/client/config/city-profiles.config';
import { AppShellViewModel } from '../../../../src/client/view-models/app-shell.view-model';

const shellAt = (pathname: string, search = '', cookies: Record<string, string> = {}) => {
  const jar = new InMemoryCookieAdapter(cookies);
  const language = new InMemoryLanguageAdapter();
  const shell = new AppShellViewModel(jar, language, new FakePageLocationAdapter('https://shop.test'), CITY_PROFILES);
  shell.syncLocation(pathname, search);
  return { shell, jar, language };
};

describe('AppShellViewModel: where am I', () => {
  it('reads route, locale and city from the URL and switches i18n to it', () => {
    const { shell, language } = shellAt('/en/kyiv/about/');
    expect(shell.route).toEqual({ locale: 'en', city: 'kyiv', page: 'about' });
    expect(shell.locale).toBe('en');
    expect(shell.city).toBe('kyiv');
    expect(language.current()).toBe('en');
  });

  it('takes the language of a 404 from its prefix and falls back to Lviv', () => {
    const { shell } = shellAt('/ru/no-such-page/');
    expect(shell.route).toBeNull();
    expect(shell.isNotFound).toBe(true);
    expect(shell.locale).toBe('ru');
    expect(shell.city).toBe('lviv');
  });

  it('knows admin paths are not 404', () => {
    const { shell } = shellAt('/en/admin/login/');
    expect(shell.isNotFound).toBe(false);
    expect(shell.adminRoute).toEqual({ locale: 'en', section: 'login' });
    expect(shell.locale).toBe('en');
  });

  it('shows the city phone and the city promise', () => {
    const lviv = shellAt('/').shell;
    expect(lviv.cityProfile.phone).toBe(CITY_PROFILES.lviv.phone);
    expect(lviv.phoneHref).toMatch(/^tel:\+380\d{9}$/);
    expect(lviv.deliveryPromise).toEqual({ key: 'promise.two', first: 29, second: 59 });
    expect(shellAt('/kyiv/').shell.deliveryPromise).toEqual({ key: 'promise.oneBurgers', first: 59 });
  });

  it('offers uk and en in the switcher, and ru only while it is the current language', () => {
    expect(shellAt('/').shell.switcherLocales).toEqual(['uk', 'en']);
    expect(shellAt('/ru/').shell.switcherLocales).toEqual(['uk', 'en', 'ru']);
  });
});

describe('AppShellViewModel: links', () => {
  it('keeps the language and the city of the URL', () => {
    const { shell } = shellAt('/en/kyiv/about/');
    expect(shell.pathTo('delivery')).toBe('/en/kyiv/delivery/');
    expect(shell.homePath).toBe('/en/kyiv/');
  });

  it('links burgers to combos and sushi to sets, hiding sushi where it is off', () => {
    expect(shellAt('/').shell.navLinks).toEqual([
      { key: 'burgers', path: '/#combos' },
      { key: 'sushi', path: '/sushi/#sets' },
      { key: 'delivery', path: '/delivery/' },
    ]);
    expect(shellAt('/kyiv/').shell.navLinks.map((link) => link.key)).toEqual(['burgers', 'delivery']);
  });

  it('sends the error page to the main page of the remembered city', () => {
    expect(shellAt('/nope/', '', { city: '{"id":2}' }).shell.cityHomePath).toBe('/kyiv/');
    expect(shellAt('/en/nope/').shell.cityHomePath).toBe('/en/');
  });
});

describe('AppShellViewModel: redirects', () => {
  it('stays when nothing is remembered', () => {
    expect(shellAt('/').shell.redirectTo).toBeNull();
    expect(shellAt('/nope/').shell.redirectTo).toBeNull();
  });

  it('sends a remembered Kyiv to the Kyiv pages', () => {
    expect(shellAt('/', '', { city: '{"id":2}' }).shell.redirectTo).toBe('/kyiv/');
    expect(shellAt('/en/delivery/', '', { city: '%7B%22id%22%3A2%7D' }).shell.redirectTo).toBe('/en/kyiv/delivery/');
    expect(shellAt('/lviv/', '', { city: '{"id":2}' }).shell.redirectTo).toBeNull();
  });

  it('sends the bare root to the remembered language', () => {
    expect(shellAt('/', '', { i18n_redirected: 'en' }).shell.redirectTo).toBe('/en/');
    expect(shellAt('/', '', { i18n_redirected: 'en', city: '{"id":2}' }).shell.redirectTo).toBe('/en/kyiv/');
    expect(shellAt('/', '?lang=uk', { i18n_redirected: 'en' }).shell.redirectTo).toBeNull();
    expect(shellAt('/', '', { i18n_redirected: 'xx' }).shell.redirectTo).toBeNull();
  });

  it('sends the sushi page of a city without sushi to its home page', () => {
    expect(shellAt('/kyiv/sushi/').shell.redirectTo).toBe('/kyiv/');
    expect(shellAt('/sushi/').shell.redirectTo).toBeNull();
  });

  it('ignores garbage cookies', () => {
    expect(shellAt('/', '', { city: 'garbage', i18n_redirected: '<script>' }).shell.redirectTo).toBeNull();
  });
});

describe('AppShellViewModel: switching', () => {
  it('switching language remembers it for 365 days and answers the same page in it', () => {
    const { shell, jar, language } = shellAt('/kyiv/delivery/');
    expect(shell.switchLanguage('en')).toBe('/en/kyiv/delivery/');
    expect(jar.jar.get('i18n_redirected')).toEqual({ value: 'en', options: { maxAgeSeconds: 31_536_000 } });
    expect(language.current()).toBe('en');
  });

  it('switching language on a 404 stays on that path', () => {
    expect(shellAt('/en/nope/').shell.switchLanguage('uk')).toBe('/nope/');
  });

  it('switching language drops a ?lang= that would override it', () => {
    expect(shellAt('/', '?lang=en').shell.switchLanguage('uk')).toBe('/');
  });

  it('switching city remembers {id} and answers its version of the page', () => {
    const { shell, jar } = shellAt('/en/about/');
    expect(shell.switchCity('kyiv')).toBe('/en/kyiv/about/');
    expect(jar.get('city')).toBe('{"id":2}');
    expect(shell.storedCityId).toBe(2);
    expect(shell.switchCity('lviv')).toBe('/en/about/');
    expect(jar.get('city')).toBe('{"id":1}');
  });

  it('switching from a 404 opens the city main page: Lviv "/", Kyiv "/kyiv/"', () => {
    expect(shellAt('/nope/').shell.switchCity('lviv')).toBe('/');
    expect(shellAt('/nope/').shell.switchCity('kyiv')).toBe('/kyiv/');
  });

  it('switching to a city without sushi from the sushi page opens its home page', () => {
    expect(shellAt('/sushi/').shell.switchCity('kyiv')).toBe('/kyiv/');
  });
});

describe('AppShellViewModel: document head', () => {
  it('describes a page with canonical, hreflang alternates and og:locale', () => {
    const head = shellAt('/en/kyiv/delivery/').shell.head;
    expect(head).toMatchObject({ textKey: 'delivery', city: 'kyiv', locale: 'en', ogLocale: 'en_US', noindex: false });
    expect(head.ogLocaleAlternates).toEqual(['uk_UA', 'ru_UA']);
    expect(head.canonical).toBe('https://shop.test/en/kyiv/delivery/');
    expect(head.alternates).toEqual([
      { hreflang: 'uk', href: 'https://shop.test/kyiv/delivery/' },
      { hreflang: 'en', href: 'https://shop.test/en/kyiv/delivery/' },
      { hreflang: 'ru', href: 'https://shop.test/ru/kyiv/delivery/' },
      { hreflang: 'x-default', href: 'https://shop.test/kyiv/delivery/' },
    ]);
  });

  it('points a ?lang= page at its canonical prefixed address', () => {
    expect(shellAt('/', '?lang=en').shell.head.canonical).toBe('https://shop.test/en/');
  });

  it('keeps 404 and checkout out of search results', () => {
    expect(shellAt('/nope/').shell.head).toMatchObject({ textKey: 'notFound', canonical: null, noindex: true });
    expect(shellAt('/checkout/').shell.head).toMatchObject({ textKey: 'checkout', noindex: true });
    expect(shellAt('/public-offer/').shell.head.textKey).toBe('publicOffer');
  });
});

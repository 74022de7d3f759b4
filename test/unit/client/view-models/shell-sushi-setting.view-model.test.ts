import { describe, expect, it } from 'vitest';
import { FakePageLocationAdapter } from '../../../../src/client/adapters/server-render/fake-page-location.adapter';
import { InMemoryCookieAdapter } from '../../../../src/client/adapters/server-render/in-memory-cookie.adapter';
import { InMemoryLanguageAdapter } from '../support/doubles/in-memory-language.adapter';
import { InMemorySiteApi } from '../../../../src/client/adapters/demo/in-memory-site-api.adapter';
import { CITY_PROFILES } from '../../../../src/client/config/city-profiles.config';
import { createContainer } from '../../../../src/client/di/container';
import { TOKENS } from '../../../../src/client/di/tokens';
import { AppShellViewModel } from '../../../../src/client/view-models/app-shell.view-model';
import { CitiesViewModel } from '../../../../src/client/view-models/cities.view-model';
import type { CityDto } from '../../../../src/domain/shop-api/catalog.contract';
import { BUNDLED_TEXTS } from '../support/bundled-texts';
import { FAKE_ADAPTERS } from '../support/fake-adapters.binding';

const city = (id: 1 | 2, sushiEnabled: boolean): CityDto => ({
  id,
  slug: id === 1 ? 'lviv' : 'kyiv',
  name: { uk: '', en: '', ru: '' },
  region: '',
  phone: '+38 (032) 229 59 29',
  sushiEnabled,
  center: [0, 0],
});

/** The shell with the server's city settings: Lviv sushi off, Kyiv sushi on (the seed's opposite). */
const shellWithServerCities = (
  pathname: string,
  api = new InMemorySiteApi({ cities: [city(1, false), city(2, true)] }),
) => {
  const cities = new CitiesViewModel(api, CITY_PROFILES);
  const shell = new AppShellViewModel(
    new InMemoryCookieAdapter(),
    new InMemoryLanguageAdapter(),
    new FakePageLocationAdapter(),
    CITY_PROFILES,
    cities,
  );
  shell.syncLocation(pathname, '');
  return { shell, cities, api };
};

describe('AppShellViewModel: sushi follows the server’s city setting', () => {
  it('does not send a visitor away from a sushi page before the server has answered', async () => {
    const { shell, cities } = shellWithServerCities('/kyiv/sushi/');
    expect(shell.redirectTo).toBeNull();
    await cities.load();
    expect(shell.redirectTo).toBeNull();
    shell.syncLocation('/sushi/', '');
    expect(shell.redirectTo).toBe('/');
  });

  it('shows the sushi link where the server says sushi is on', async () => {
    const { shell, cities } = shellWithServerCities('/kyiv/');
    await cities.load();
    expect(shell.navLinks.map((link) => link.key)).toEqual(['burgers', 'sushi', 'delivery']);
    shell.syncLocation('/', '');
    expect(shell.navLinks.map((link) => link.key)).toEqual(['burgers', 'delivery']);
  });

  it('switching city from a sushi page keeps sushi only where it is on', async () => {
    const { shell, cities } = shellWithServerCities('/en/kyiv/sushi/');
    await cities.load();
    expect(shell.switchCity('lviv')).toBe('/en/');
    shell.syncLocation('/en/sushi/', '');
    expect(shell.switchCity('kyiv')).toBe('/en/kyiv/sushi/');
  });

  it('falls back to the built-in profiles when the server fails', async () => {
    const api = new InMemorySiteApi();
    api.fail('getCities');
    const { shell, cities } = shellWithServerCities('/kyiv/sushi/', api);
    expect(shell.redirectTo).toBeNull();
    await cities.load();
    expect(shell.redirectTo).toBe('/kyiv/');
    expect(shell.sushiEnabledIn('lviv')).toBe(true);
  });

  it('the container gives the shell the frame’s cities store', async () => {
    const container = createContainer({ adapters: FAKE_ADAPTERS, texts: BUNDLED_TEXTS });
    const shell = container.get<AppShellViewModel>(TOKENS.AppShellViewModel);
    shell.syncLocation('/kyiv/sushi/', '');
    expect(shell.redirectTo).toBeNull();
    await container.get<CitiesViewModel>(TOKENS.CitiesViewModel).load();
    expect(shell.redirectTo).toBe('/kyiv/');
  });
});

describe('AppShellViewModel: the titles and descriptions staff wrote', () => {
  it('gives the page’s own text in its language and city, and none for other pages or before the cities are read', async () => {
    const kyiv: CityDto = {
      ...city(2, false),
      headTexts: [{ page: 'home', locale: 'uk', title: 'Бургери в Києві', description: '' }],
    };
    const { shell, cities } = shellWithServerCities('/kyiv/', new InMemorySiteApi({ cities: [city(1, true), kyiv] }));
    expect(shell.headText).toBeNull();
    await cities.load();
    expect(shell.headText).toEqual({ page: 'home', locale: 'uk', title: 'Бургери в Києві', description: '' });
    shell.syncLocation('/en/kyiv/', '');
    expect(shell.headText).toBeNull();
    shell.syncLocation('/', '');
    expect(shell.headText).toBeNull();
  });
});

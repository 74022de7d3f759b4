import { describe, expect, it } from 'vitest';
import { InMemorySiteApi } from '../../../../src/client/adapters/demo/in-memory-site-api.adapter';
import { CitySelectionViewModel } from '../../../../src/client/view-models/city-selection.view-model';
import { NotFoundViewModel } from '../../../../src/client/view-models/not-found.view-model';
import { citiesOn, settle, shellAt } from '../support/frame-fixtures';

const serverCities = new InMemorySiteApi({
  cities: [
    {
      id: 1,
      slug: 'lviv',
      name: { uk: 'Львів', en: 'Lviv', ru: 'Львов' },
      region: '',
      phone: '+38 (032) 229 59 29',
      sushiEnabled: true,
      center: [0, 0],
    },
    {
      id: 2,
      slug: 'kyiv',
      name: { uk: 'Київ', en: 'Kyiv', ru: 'Киев' },
      region: '',
      phone: '+38 (044) 359 29 59',
      sushiEnabled: true,
      center: [0, 0],
    },
  ],
});

describe('CitiesViewModel', () => {
  it('stands in with the built-in profiles until the server answers, then uses its data', async () => {
    const cities = citiesOn(serverCities);
    expect(cities.status).toBe('idle');
    expect(cities.phoneOf('kyiv')).toBe('+38 (044) 359 29 59');
    expect(cities.sushiEnabledIn('kyiv')).toBe(false);
    expect(cities.nameOf('kyiv', 'en')).toBeNull();
    await cities.load();
    expect(cities.status).toBe('ready');
    expect(cities.phoneOf('kyiv')).toBe('+38 (044) 359 29 59');
    expect(cities.phoneHrefOf('kyiv')).toBe('tel:+380443592959');
    expect(cities.sushiEnabledIn('kyiv')).toBe(true);
    expect(cities.nameOf('kyiv', 'ru')).toBe('Киев');
  });

  it('asks once however many components load it, and again only after a failure', async () => {
    const api = new InMemorySiteApi();
    api.fail('getCities');
    const cities = citiesOn(api);
    await Promise.all([cities.load(), cities.load()]);
    expect(api.calls).toEqual(['getCities']);
    expect(cities.status).toBe('failed');
    expect(cities.phoneOf('lviv')).toBe('+38 (032) 229 59 29');
    api.recover('getCities');
    await cities.load();
    await cities.load();
    expect(api.calls).toEqual(['getCities', 'getCities']);
    expect(cities.status).toBe('ready');
  });
});

describe('CitySelectionViewModel', () => {
  it('lists both cities with the current one marked, and opens and closes', async () => {
    const { shell } = shellAt('/en/kyiv/delivery/');
    const vm = new CitySelectionViewModel(shell, citiesOn(serverCities));
    vm.open();
    expect(vm.isOpen).toBe(true);
    await settle();
    expect(vm.choices).toEqual([
      { slug: 'lviv', name: 'Lviv', phone: '+38 (032) 229 59 29', isCurrent: false },
      { slug: 'kyiv', name: 'Kyiv', phone: '+38 (044) 359 29 59', isCurrent: true },
    ]);
    vm.close();
    expect(vm.isOpen).toBe(false);
  });

  it('choosing remembers the city in the cookie, closes and answers its version of the page', () => {
    const { shell, jar } = shellAt('/en/kyiv/delivery/');
    const vm = new CitySelectionViewModel(shell, citiesOn(new InMemorySiteApi()));
    vm.open();
    expect(vm.choose('lviv')).toBe('/en/delivery/');
    expect(jar.get('city')).toBe('{"id":1}');
    expect(vm.isOpen).toBe(false);
  });
});

describe('NotFoundViewModel', () => {
  it('disables the button of a city stopped as a whole, reading both cities', async () => {
    const api = new InMemorySiteApi();
    api.stop(2, 'global');
    api.stop(1, 'sushi');
    const { shell } = shellAt('/no-such-page/');
    const vm = new NotFoundViewModel(api, shell);
    expect(vm.isDisabled('kyiv')).toBe(false);
    await vm.load();
    expect(api.calls.sort()).toEqual(['getStoppedFunctionalities:1', 'getStoppedFunctionalities:2']);
    expect(vm.isDisabled('kyiv')).toBe(true);
    // A stopped section is not a stopped city.
    expect(vm.isDisabled('lviv')).toBe(false);
  });

  it('keeps both buttons usable when the stops cannot be read', async () => {
    const api = new InMemorySiteApi();
    api.stop(2, 'global');
    api.fail('getStoppedFunctionalities');
    const vm = new NotFoundViewModel(api, shellAt('/nope/').shell);
    await vm.load();
    expect(vm.isDisabled('kyiv')).toBe(false);
  });

  it('choosing Kyiv remembers it and answers /kyiv/, Lviv answers /', () => {
    const { shell, jar } = shellAt('/no-such-page/');
    const vm = new NotFoundViewModel(new InMemorySiteApi(), shell);
    expect(vm.choose('kyiv')).toBe('/kyiv/');
    expect(jar.get('city')).toBe('{"id":2}');
    expect(vm.choose('lviv')).toBe('/');
  });
});

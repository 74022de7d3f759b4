import { describe, expect, it } from 'vitest';
import { silentLogger } from '../../../src/server/adapters/logging/json-logger.adapter';
import { createZoneLookup, zoneLookupSourcesOf } from '../../../src/server/composition/zone-lookup.composition';
import { databaseTargets } from '../support/database-targets';
import { useTestShop } from '../support/test-shop';

const gorodotska = { id: 'lviv-horodotska', name: 'вулиця Городоцька' };

describe.each(databaseTargets())('zone lookup from $name PostgreSQL', (target) => {
  const shop = useTestShop(target);
  const lookupOf = () =>
    createZoneLookup({ database: shop().database, config: { googleApiKey: null }, logger: silentLogger });

  it('places вулиця Городоцька 28 in the green zone with the gazetteer', async () => {
    const answer = await lookupOf().lookup({ cityId: 1, street: gorodotska, house: '28' });
    expect(answer).toMatchObject({ color: 'green', word: 'зелений', minutes: 29 });
    expect(answer.point).toHaveLength(2);
    expect(await lookupOf().findZone({ cityId: 1, street: gorodotska, house: '28' })).toBe('green');
  });

  it('finds a street by name when the id is unknown, and a Vynnyky street in the blue zone', async () => {
    expect(
      await lookupOf().findZone({ cityId: 1, street: { id: 'old-id', name: 'Вулиця  ГОРОДОЦЬКА ' }, house: '28' }),
    ).toBe('green');
    expect(
      await lookupOf().findZone({
        cityId: 1,
        street: { id: 'vynnyky-halytska', name: 'вулиця Галицька' },
        house: '60',
      }),
    ).toBe('blue');
  });

  it("answers out of zones for an unknown street, a city the shop does not serve, and another city's street", async () => {
    const lookup = lookupOf();
    expect(await lookup.lookup({ cityId: 1, street: { id: 'nope', name: 'вулиця Неіснуюча' }, house: '1' })).toEqual({
      color: null,
      word: '',
      minutes: 0,
      point: null,
    });
    expect(await lookup.findZone({ cityId: 7, street: gorodotska, house: '28' })).toBeNull();
    expect(await lookup.findZone({ cityId: 2, street: gorodotska, house: '28' })).toBeNull();
  });

  it('shares one cached list per city, the same array every time, until invalidated', async () => {
    const sources = zoneLookupSourcesOf(shop().database);
    const first = await sources.streets.streetsOf(1);
    expect(await sources.streets.streetsOf(1)).toBe(first);
    const zones = await sources.zones.zonesOf(1);
    expect(await sources.zones.zonesOf(1)).toBe(zones);
    expect(zones.map((zone) => zone.color)).toEqual(['green', 'red', 'blue']);

    sources.streets.invalidate(1);
    sources.zones.invalidate();
    const reloaded = await sources.streets.streetsOf(1);
    expect(reloaded).not.toBe(first);
    expect(reloaded).toEqual(first);
    expect(await sources.zones.zonesOf(1)).not.toBe(zones);
  });

  it('falls back to the gazetteer when Google cannot be reached', async () => {
    const lookup = createZoneLookup({
      database: shop().database,
      config: { googleApiKey: 'test-key' },
      logger: silentLogger,
      google: { baseUrl: 'http://127.0.0.1:9/geocode/json', timeoutMs: 500 },
    });
    expect(await lookup.findZone({ cityId: 1, street: gorodotska, house: '28' })).toBe('green');
  });
});

import { describe, expect, it } from 'vitest';
import type { Polygon } from 'geojson';
import { GeocodingZoneLookup } from '../../../../../src/server/adapters/zone-lookup/geocoding-zone-lookup.adapter';
import { InMemoryZoneSource } from '../../../../doubles/server/in-memory-zone-source';
import { GazetteerGeocoder } from '../../../../../src/server/adapters/geocoder/gazetteer-geocoder.adapter';
import { InMemoryStreetSource } from '../../../../doubles/server/in-memory-street-source';
import type { GeocoderContract } from '../../../../../src/server/adapters/geocoder/geocoder.contract';
import type { ZoneLookupPort } from '../../../../../src/server/application/ports/zone-lookup.port';
import { streetsLviv } from '../../../../../src/server/adapters/database/seed/streets-lviv.seed';
import { streetsKyiv } from '../../../../../src/server/adapters/database/seed/streets-kyiv.seed';
import { zones as seedZones } from '../../../../../src/server/adapters/database/seed/zones.seed';
import { SYNTHETIC_STREETS } from '../geocoder/synthetic-city';

const rectangle = (minLng: number, minLat: number, maxLng: number, maxLat: number): Polygon => ({
  type: 'Polygon',
  coordinates: [
    [
      [minLng, minLat],
      [maxLng, minLat],
      [maxLng, maxLat],
      [minLng, maxLat],
      [minLng, minLat],
    ],
  ],
});

/*
 * Nested rings along 'вулиця Східна' (lng 0..1 at lat 0, houses 1..101), listed slowest first so a
 * lookup that took the first match would get it wrong: green to lng 0.3, red to 0.6, blue to 0.8,
 * and the far end of the street outside every zone.
 */
const SYNTHETIC_ZONES = [
  { cityId: 1 as const, color: 'blue' as const, geometry: rectangle(-0.1, -0.1, 0.8, 0.1) },
  { cityId: 1 as const, color: 'red' as const, geometry: rectangle(-0.1, -0.1, 0.6, 0.1) },
  { cityId: 1 as const, color: 'green' as const, geometry: rectangle(-0.1, -0.1, 0.3, 0.1) },
];

const lookup = new GeocodingZoneLookup(
  new GazetteerGeocoder(new InMemoryStreetSource(SYNTHETIC_STREETS)),
  new InMemoryZoneSource(SYNTHETIC_ZONES),
);
const EAST = { id: 'east', name: 'вулиця Східна' };

describe('GeocodingZoneLookup', () => {
  it('answers the fastest zone containing the house, with the Ukrainian word and the minutes', async () => {
    expect(await lookup.lookup({ cityId: 1, street: EAST, house: '11' })).toEqual({
      color: 'green',
      word: 'зелений',
      minutes: 29,
      point: [0.1, 0],
    });
    expect(await lookup.lookup({ cityId: 1, street: EAST, house: '51' })).toMatchObject({
      color: 'red',
      word: 'червоний',
      minutes: 59,
    });
    expect(await lookup.lookup({ cityId: 1, street: EAST, house: '71' })).toMatchObject({
      color: 'blue',
      word: 'синій',
      minutes: 89,
    });
  });

  it('answers an empty word and 0 minutes outside every zone, still with the point for the map', async () => {
    expect(await lookup.lookup({ cityId: 1, street: EAST, house: '101' })).toEqual({
      color: null,
      word: '',
      minutes: 0,
      point: [1, 0],
    });
  });

  it('answers like "out of zones" for an address it cannot place', async () => {
    expect(await lookup.lookup({ cityId: 1, street: { id: 'x', name: 'вулиця Невідома' }, house: '1' })).toEqual({
      color: null,
      word: '',
      minutes: 0,
      point: null,
    });
  });

  it("uses only the asked city's zones", async () => {
    expect(await lookup.lookup({ cityId: 2, street: { id: 'kyiv-east', name: '' }, house: '1' })).toMatchObject({
      color: null,
      word: '',
    });
  });

  it('implements ZoneLookupPort.findZone: the colour alone', async () => {
    const port: ZoneLookupPort = lookup;
    expect(await port.findZone({ cityId: 1, street: EAST, house: '11' })).toBe('green');
    expect(await port.findZone({ cityId: 1, street: EAST, house: '101' })).toBeNull();
    // The storefront's '0' (no house) places the house mid-street: lng 0.5, the red zone.
    expect(await port.findZone({ cityId: 1, street: EAST, house: '0' })).toBe('red');
  });

  it('answers "out of zones" for a city the shop does not serve, without geocoding', async () => {
    let asked = false;
    const spy: GeocoderContract = {
      geocode: async () => {
        asked = true;
        return [0, 0];
      },
    };
    const answer = await new GeocodingZoneLookup(spy, new InMemoryZoneSource(SYNTHETIC_ZONES)).lookup({
      cityId: 99,
      street: EAST,
      house: '1',
    });
    expect(answer).toEqual({ color: null, word: '', minutes: 0, point: null });
    expect(asked).toBe(false);
  });

  it('lets a geocoder outage through, so the caller decides how to degrade', async () => {
    const down: GeocoderContract = {
      geocode: async () => {
        throw new Error('gazetteer unavailable');
      },
    };
    await expect(
      new GeocodingZoneLookup(down, new InMemoryZoneSource([])).findZone({ cityId: 1, street: EAST, house: '1' }),
    ).rejects.toThrow('gazetteer unavailable');
  });

  it('passes the raw house to the geocoder, which owns its reading', async () => {
    const seen: string[] = [];
    const spy: GeocoderContract = {
      geocode: async (_cityId, _street, house) => {
        seen.push(house);
        return null;
      },
    };
    await new GeocodingZoneLookup(spy, new InMemoryZoneSource([])).lookup({ cityId: 1, street: EAST, house: ' 12/2 ' });
    expect(seen).toEqual([' 12/2 ']);
  });
});

describe('GeocodingZoneLookup on the seed gazetteer and zones', () => {
  const seeded = new GeocodingZoneLookup(
    new GazetteerGeocoder(new InMemoryStreetSource([...streetsLviv, ...streetsKyiv])),
    new InMemoryZoneSource(seedZones),
  );

  it('puts the Lviv restaurant (вулиця Городоцька, 28) in the green zone', async () => {
    const answer = await seeded.lookup({
      cityId: 1,
      street: { id: 'lviv-horodotska', name: 'вулиця Городоцька' },
      house: '28',
    });
    expect(answer.word).toBe('зелений');
  });

  it('puts Хрещатик in the centre of Kyiv in the red zone (Kyiv has no green one)', async () => {
    const answer = await seeded.lookup({
      cityId: 2,
      street: { id: 'kyiv-khreshchatyk', name: 'вулиця Хрещатик' },
      house: '22',
    });
    expect(answer.word).toBe('червоний');
  });

  it('never promises a zone to the "other street" service entry', async () => {
    const answer = await seeded.lookup({ cityId: 1, street: { id: 'lviv-other', name: 'інша вулиця' }, house: '1' });
    expect(answer).toEqual({ color: null, word: '', minutes: 0, point: null });
  });
});

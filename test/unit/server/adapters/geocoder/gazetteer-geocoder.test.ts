import { describe, expect, it } from 'vitest';
import { GazetteerGeocoder } from '../../../../../src/server/adapters/geocoder/gazetteer-geocoder.adapter';
import { InMemoryStreetSource } from '../../../../doubles/server/in-memory-street-source';
import { streetsLviv } from '../../../../../src/server/adapters/database/seed/streets-lviv.seed';
import { streetsKyiv } from '../../../../../src/server/adapters/database/seed/streets-kyiv.seed';
import { isHiddenStreet } from '../../../../../src/domain/address/street-visibility.rule';
import { SYNTHETIC_STREETS } from './synthetic-city';

const geocoder = new GazetteerGeocoder(new InMemoryStreetSource(SYNTHETIC_STREETS));

const closeTo = (actual: readonly number[] | null, expected: readonly [number, number]): void => {
  expect(actual).not.toBeNull();
  expect(actual?.[0]).toBeCloseTo(expected[0], 9);
  expect(actual?.[1]).toBeCloseTo(expected[1], 9);
};

describe('GazetteerGeocoder', () => {
  it('finds the street by id and interpolates the house along its line', async () => {
    closeTo(await geocoder.geocode(1, { id: 'east', name: 'whatever the client typed' }, '51'), [0.5, 0]);
    closeTo(await geocoder.geocode(1, { id: 'east', name: '' }, '1'), [0, 0]);
    closeTo(await geocoder.geocode(1, { id: 'east', name: '' }, '26А'), [0.25, 0]);
  });

  it('follows a bent street by length along the line', async () => {
    // House 32 is 3/4 of the way from 2 to 42: half-way along the second leg.
    closeTo(await geocoder.geocode(1, { id: 'bent', name: '' }, '32'), [1, 0.5]);
  });

  it('clamps a house beyond the numbered range to the nearest end of the street', async () => {
    closeTo(await geocoder.geocode(1, { id: 'east', name: '' }, '999'), [1, 0]);
  });

  it("puts an empty house or the storefront's '0' in the middle of the street, not at its first house", async () => {
    closeTo(await geocoder.geocode(1, { id: 'east', name: '' }, '0'), [0.5, 0]);
    closeTo(await geocoder.geocode(1, { id: 'east', name: '' }, '  '), [0.5, 0]);
    closeTo(await geocoder.geocode(1, { id: 'east', name: '' }, 'без номера'), [0.5, 0]);
  });

  it('falls back to the name: case, surrounding spaces and apostrophe variants do not matter', async () => {
    closeTo(await geocoder.geocode(1, { id: 'unknown-id', name: '  ВУЛИЦЯ   Східна ' }, '51'), [0.5, 0]);
    closeTo(await geocoder.geocode(1, { id: 'unknown-id', name: 'вулиця В’ячеслава Чорновола' }, '2'), [0, 0]);
    closeTo(await geocoder.geocode(1, { id: 'unknown-id', name: 'вулиця Вʼячеслава Чорновола' }, '42'), [1, 1]);
  });

  it('does not guess between streets of the same name, but still finds each by id', async () => {
    expect(await geocoder.geocode(1, { id: '', name: 'вулиця Івана Франка' }, '1')).toBeNull();
    closeTo(await geocoder.geocode(1, { id: 'franka-village', name: 'вулиця Івана Франка' }, '1'), [5, 5]);
  });

  it('never places the feed\'s service entries ("інша вулиця", separators)', async () => {
    expect(await geocoder.geocode(1, { id: 'other', name: 'інша вулиця' }, '1')).toBeNull();
    expect(await geocoder.geocode(1, { id: 'x', name: 'Інша вулиця' }, '1')).toBeNull();
    expect(await geocoder.geocode(1, { id: 'separator', name: '----------' }, '1')).toBeNull();
  });

  it("answers null for an unknown street and for another city's street", async () => {
    expect(await geocoder.geocode(1, { id: 'nope', name: 'вулиця Неіснуюча' }, '5')).toBeNull();
    expect(await geocoder.geocode(2, { id: 'east', name: 'no such id in Kyiv' }, '51')).toBeNull();
    closeTo(await geocoder.geocode(2, { id: 'kyiv-east', name: '' }, '51'), [30.5, 50]);
  });

  it('places every visible street of the seed gazetteer, and none of its service entries', async () => {
    const seed = new GazetteerGeocoder(new InMemoryStreetSource([...streetsLviv, ...streetsKyiv]));
    for (const street of [...streetsLviv, ...streetsKyiv]) {
      const point = await seed.geocode(street.cityId, { id: street.id, name: street.name }, '10');
      if (isHiddenStreet(street)) expect(point, street.id).toBeNull();
      else expect(point, street.id).not.toBeNull();
    }
  });
});

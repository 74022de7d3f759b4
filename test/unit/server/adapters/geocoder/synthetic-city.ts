import type { GazetteerStreet } from '../../../../../src/server/adapters/geocoder/gazetteer-street';

/*
 * A made-up city at the equator, where a degree of longitude along latitude 0 is as long as a
 * degree of latitude, so interpolated points are easy to predict by hand.
 */
export const EAST_STREET: GazetteerStreet = {
  id: 'east',
  cityId: 1,
  name: 'вулиця Східна',
  firstHouse: 1,
  lastHouse: 101,
  line: [
    [0, 0],
    [1, 0],
  ],
};

export const BENT_STREET: GazetteerStreet = {
  id: 'bent',
  cityId: 1,
  name: "вулиця В'ячеслава Чорновола",
  firstHouse: 2,
  lastHouse: 42,
  // East along the equator, then north: two legs of equal length.
  line: [
    [0, 0],
    [1, 0],
    [1, 1],
  ],
};

export const FRANKA_TOWN: GazetteerStreet = {
  id: 'franka-town',
  cityId: 1,
  name: 'вулиця Івана Франка',
  firstHouse: 1,
  lastHouse: 11,
  line: [
    [2, 2],
    [2, 3],
  ],
};

export const FRANKA_VILLAGE: GazetteerStreet = {
  ...FRANKA_TOWN,
  id: 'franka-village',
  line: [
    [5, 5],
    [5, 6],
  ],
};

export const OTHER_STREET_ENTRY: GazetteerStreet = {
  id: 'other',
  cityId: 1,
  name: 'інша вулиця',
  firstHouse: 1,
  lastHouse: 1,
  line: [
    [0.5, 0.5],
    [0.5, 0.6],
  ],
};

export const SEPARATOR_ENTRY: GazetteerStreet = { ...OTHER_STREET_ENTRY, id: 'separator', name: '----------' };

export const KYIV_EAST: GazetteerStreet = {
  ...EAST_STREET,
  id: 'kyiv-east',
  cityId: 2,
  line: [
    [30, 50],
    [31, 50],
  ],
};

export const SYNTHETIC_STREETS: readonly GazetteerStreet[] = [
  EAST_STREET,
  BENT_STREET,
  FRANKA_TOWN,
  FRANKA_VILLAGE,
  OTHER_STREET_ENTRY,
  SEPARATOR_ENTRY,
  KYIV_EAST,
];

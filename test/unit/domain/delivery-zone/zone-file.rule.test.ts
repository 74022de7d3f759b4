import { describe, expect, it } from 'vitest';
import { readZoneFile } from '../../../../src/domain/delivery-zone/zone-file.rule';
import { zoneColorOfProperties } from '../../../../src/domain/delivery-zone/zone-properties.rule';

const square = [
  [
    [30, 50],
    [30.1, 50],
    [30.1, 50.1],
    [30, 50.1],
    [30, 50],
  ],
];
const feature = (properties: object, geometry: object = { type: 'Polygon', coordinates: square }) => ({
  type: 'Feature',
  properties,
  geometry,
});
const collection = (...features: object[]) => ({ type: 'FeatureCollection', features });

describe('reading the zones of a GeoJSON file', () => {
  it('takes the colour from a word, from minutes or from a drawn fill', () => {
    expect(zoneColorOfProperties({ color: 'Зелений ' })).toEqual({ ok: true, color: 'green' });
    expect(zoneColorOfProperties({ Colour: 'blue' })).toEqual({ ok: true, color: 'blue' });
    expect(zoneColorOfProperties({ minutes: '59' })).toEqual({ ok: true, color: 'red' });
    expect(zoneColorOfProperties({ minutes: 25 })).toEqual({ ok: true, color: 'green' });
    expect(zoneColorOfProperties({ fill: '#ff0000' })).toEqual({ ok: true, color: 'red' });
    expect(zoneColorOfProperties({ fill: '#808080' })).toEqual({ ok: false, problem: 'no-color' });
    expect(zoneColorOfProperties({ color: 'purple' })).toEqual({ ok: false, problem: 'unknown-color' });
    expect(zoneColorOfProperties({ minutes: 120 })).toEqual({ ok: false, problem: 'minutes-too-long' });
    expect(zoneColorOfProperties({ minutes: 'soon' })).toEqual({ ok: false, problem: 'unknown-color' });
  });

  it('closes open rings, keeps holes and MultiPolygons, drops altitude, and leaves points and lines out', () => {
    const open = [
      [
        [30, 50, 120],
        [30.1, 50, 120],
        [30.1, 50.1, 120],
        [30, 50.1, 120],
      ],
    ];
    const reading = readZoneFile(
      collection(
        feature({ name: 'A', color: 'green' }, { type: 'Polygon', coordinates: open }),
        feature({ 'name:uk': 'Б', name: 'B', minutes: 89 }, { type: 'MultiPolygon', coordinates: [square, square] }),
        feature(
          { name: 'route' },
          {
            type: 'LineString',
            coordinates: [
              [30, 50],
              [30.1, 50.1],
            ],
          },
        ),
      ),
    );
    expect(reading).toEqual({
      zones: [
        {
          position: 0,
          name: 'A',
          color: 'green',
          minutes: 29,
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [30, 50],
                [30.1, 50],
                [30.1, 50.1],
                [30, 50.1],
                [30, 50],
              ],
            ],
          },
        },
        {
          position: 1,
          name: 'Б',
          color: 'blue',
          minutes: 89,
          geometry: { type: 'MultiPolygon', coordinates: [square, square] },
        },
      ],
      errors: [],
      skipped: [
        {
          feature: 3,
          name: 'route',
          problem: 'not-an-area',
          params: {},
          message: 'not an area (a point or a line): left out',
        },
      ],
    });
  });

  it('names every broken feature and what is wrong with it', () => {
    const reading = readZoneFile(
      collection(
        feature({ name: 'no colour' }),
        feature(
          { color: 'red' },
          {
            type: 'Polygon',
            coordinates: [
              [
                [30, 50],
                [30.1, 50],
                [30, 50],
              ],
            ],
          },
        ),
        feature(
          { color: 'red' },
          {
            type: 'Polygon',
            coordinates: [
              [
                [30, 95],
                [30.1, 50],
                [30.1, 50.1],
                [30, 95],
              ],
            ],
          },
        ),
        feature({ color: 'red' }, { type: 'Circle', coordinates: [] }),
        { type: 'Feature', properties: null, geometry: null },
      ),
    );
    expect(reading).toMatchObject({
      zones: [],
      errors: [
        { feature: 1, name: 'no colour', problem: 'no-color', message: expect.stringContaining('no zone colour') },
        { feature: 2, name: '', problem: 'too-few-corners', message: 'a ring has fewer than 3 corners' },
        {
          feature: 3,
          name: '',
          problem: 'bad-position',
          message: 'a ring has a point that is not [longitude, latitude]',
        },
        {
          feature: 4,
          name: '',
          problem: 'not-a-polygon',
          params: { type: 'Circle' },
          message: "its geometry type 'Circle' is not a Polygon or MultiPolygon",
        },
        { feature: 5, name: '', problem: 'no-geometry', message: 'it has no geometry' },
      ],
    });
  });

  it('refuses what is not a FeatureCollection, and a file with nothing to import', () => {
    expect(readZoneFile([1, 2])).toBe('not-a-feature-collection');
    expect(readZoneFile({ type: 'Polygon', coordinates: square })).toBe('not-a-feature-collection');
    expect(readZoneFile(collection())).toMatchObject({
      errors: [{ feature: 0, problem: 'no-polygon', message: 'the file has no polygon to import' }],
    });
  });
});

import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../../src/domain/address/csv-table.parser';
import { streetIdOf } from '../../../../src/domain/address/street-id.rule';
import { readStreetCsv, readStreetGeoJson } from '../../../../src/domain/address/street-file.rule';

const HEADER = 'name_uk,name_en,name_ru,first_house,last_house,line';

describe('CSV', () => {
  it('reads quoted cells with separators, quotes and line breaks; semicolon files too', () => {
    expect(parseCsv('a,"b, c","say ""hi""\nthere"\r\n\n1,2,3')).toEqual([
      { line: 1, cells: ['a', 'b, c', 'say "hi"\nthere'] },
      { line: 4, cells: ['1', '2', '3'] },
    ]);
    expect(parseCsv('\uFEFFa;b\n1;2')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['1', '2'] },
    ]);
    expect(parseCsv('a,"b\n1,2')).toEqual({ unclosedQuoteAt: 1 });
  });
});

describe('reading a street file', () => {
  it('reads streets from CSV, the other languages falling back to Ukrainian', () => {
    expect(readStreetCsv(`${HEADER}\nвулиця Лісна,Lisna St,,1,30,"23.9 49.8; 23.91 49.805"`)).toEqual({
      ok: true,
      streets: [
        {
          translation: { uk: 'вулиця Лісна', en: 'Lisna St', ru: 'вулиця Лісна' },
          firstHouse: 1,
          lastHouse: 30,
          line: [
            [23.9, 49.8],
            [23.91, 49.805],
          ],
        },
      ],
    });
  });

  it('names every bad CSV row by its line', () => {
    const file = [
      HEADER,
      ',,,1,2,23.9 49.8; 23.91 49.8',
      'A,,,5,1,23.9 49.8; 23.91 49.8',
      'B,,,1,x,23.9 49.8; 23.91 49.8',
      'C,,,1,5,23.9 49.8',
      'D,,,1,5,23.9 91; 23.91 49.8',
      'E,,,1,5,23.9 49.8; 23.91 49.8',
      'E,,,1,5,23.9 49.8; 23.91 49.8',
    ].join('\n');
    expect(readStreetCsv(file)).toEqual({
      ok: false,
      problems: [
        { row: 2, message: 'the Ukrainian name is empty' },
        { row: 3, message: 'the first house is after the last house' },
        { row: 4, message: 'houses must be whole numbers from 0 to 10000' },
        { row: 5, message: "'line' must be at least two 'longitude latitude' points separated by ';'" },
        { row: 6, message: "'line' must be at least two 'longitude latitude' points separated by ';'" },
        { row: 8, message: "the street 'E' is already on an earlier line" },
      ],
    });
    expect(readStreetCsv('name,houses\nA,1')).toEqual({
      ok: false,
      problems: [{ row: 1, message: expect.stringContaining('missing: name_uk, name_en') }],
    });
    expect(readStreetCsv(HEADER)).toEqual({ ok: false, problems: [{ row: 0, message: 'the file has no street' }] });
  });

  it('reads OpenStreetMap street lines: name:uk first, one street per name with its longest way', () => {
    const reading = readStreetGeoJson({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { name: 'Зелена', 'name:uk': 'вулиця Зелена', 'name:en': 'Zelena St' },
          geometry: {
            type: 'LineString',
            coordinates: [
              [24, 49.8],
              [24.001, 49.8],
            ],
          },
        },
        {
          type: 'Feature',
          properties: { name: 'Зелена', 'name:uk': 'вулиця Зелена' },
          geometry: {
            type: 'LineString',
            coordinates: [
              [24.001, 49.8],
              [24.011, 49.8],
            ],
          },
        },
        {
          type: 'Feature',
          properties: { name: 'вулиця Коротка', first_house: 2, last_house: 8 },
          geometry: {
            type: 'LineString',
            coordinates: [
              [24, 49.81],
              [24.001, 49.81],
            ],
          },
        },
      ],
    });
    expect(reading).toEqual({
      ok: true,
      streets: [
        {
          translation: { uk: 'вулиця Зелена', en: 'вулиця Зелена', ru: 'вулиця Зелена' },
          firstHouse: 1,
          lastHouse: 72,
          line: [
            [24.001, 49.8],
            [24.011, 49.8],
          ],
        },
        {
          translation: { uk: 'вулиця Коротка', en: 'вулиця Коротка', ru: 'вулиця Коротка' },
          firstHouse: 2,
          lastHouse: 8,
          line: [
            [24, 49.81],
            [24.001, 49.81],
          ],
        },
      ],
    });
    expect(
      readStreetGeoJson({
        type: 'FeatureCollection',
        features: [{ type: 'Feature', properties: { name: 'x' }, geometry: { type: 'Point', coordinates: [24, 49] } }],
      }),
    ).toEqual({
      ok: false,
      problems: [{ row: 1, message: 'its geometry is not a LineString or MultiLineString of [longitude, latitude]' }],
    });
    expect(readStreetGeoJson([])).toMatchObject({ ok: false, problems: [{ row: 0 }] });
  });

  it('gives a street the same id whatever the apostrophe or spacing, and another in another locality', () => {
    expect(streetIdOf(101, "вулиця В'ячеслава  Чорновола")).toBe(streetIdOf(101, 'вулиця В’ячеслава Чорновола'));
    expect(streetIdOf(101, 'вулиця Зелена')).not.toBe(streetIdOf(102, 'вулиця Зелена'));
    expect(streetIdOf(101, 'вулиця Зелена')).toMatch(/^s101-[0-9a-f]{8}$/);
  });
});

import { describe, expect, it } from 'vitest';
import { readNewStreet } from '../../../../src/client/application/new-street.input';
import en from '../../../../locales/en/admin.json';
import ru from '../../../../locales/ru/admin.json';
import uk from '../../../../locales/uk/admin.json';

const LINE = '24.03 49.84; 24.04 49.845';
const typed = (overrides: Partial<{ firstHouse: string; lastHouse: string; line: string }> = {}) => ({
  firstHouse: '1',
  lastHouse: '10',
  line: LINE,
  ...overrides,
});
const HOUSES = { ok: false, problem: { field: 'firstHouse', key: 'delivery.places.housesInvalid' } };
const LINE_PROBLEM = { ok: false, problem: { field: 'line', key: 'delivery.places.lineInvalid' } };

describe('readNewStreet (class-validator)', () => {
  it('reads whole house numbers as typed (spaces around them are fine) and the line as points', () => {
    expect(readNewStreet(typed({ firstHouse: ' 2 ', lastHouse: '40' }))).toEqual({
      ok: true,
      firstHouse: 2,
      lastHouse: 40,
      line: [
        [24.03, 49.84],
        [24.04, 49.845],
      ],
    });
  });

  it('names the house range when either number is missing, not a number or not whole', () => {
    for (const houses of [
      { firstHouse: '' },
      { lastHouse: '  ' },
      { lastHouse: 'десять' },
      { firstHouse: '2.5' },
      { lastHouse: '7a' },
    ]) {
      expect(readNewStreet(typed(houses))).toEqual(HOUSES);
    }
  });

  it('names the line when it has fewer than two points or is not "lng lat; lng lat"', () => {
    for (const line of ['', '24.03 49.84', '24.03 49.84; north', '24.03; 49.84']) {
      expect(readNewStreet(typed({ line }))).toEqual(LINE_PROBLEM);
    }
  });

  it('names the house range first when both are wrong', () => {
    expect(readNewStreet(typed({ lastHouse: '', line: '' }))).toEqual(HOUSES);
  });

  it('answers with keys the three languages translate', () => {
    for (const texts of [uk, en, ru]) {
      expect(texts.delivery.places.housesInvalid).toMatch(/\S/);
      expect(texts.delivery.places.lineInvalid).toMatch(/\S/);
    }
  });
});

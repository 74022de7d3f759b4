import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOUSE_NUMBER_MAX_LENGTH, houseNumberProblem } from '../../src/domain/address/house-number.rule';

const digit = fc.constantFrom(...'0123456789');
/** What may follow the number on a wall: letters of either alphabet, a block, a range. */
const tail = fc.string({
  unit: fc.constantFrom(...'абвгґдеєжАБВabc/-. к0123456789'),
  maxLength: HOUSE_NUMBER_MAX_LENGTH - 1,
});
const space = fc.string({ unit: fc.constantFrom(' ', '\t'), maxLength: 3 });

describe('house number properties', () => {
  it('any house that starts with a digit is taken, whatever follows and however it is padded', () => {
    fc.assert(
      fc.property(space, digit, tail, space, (before, first, rest, after) => {
        expect(houseNumberProblem(`${before}${first}${rest.trimEnd()}${after}`)).toBeNull();
      }),
    );
  });

  it('a house whose first character is not a digit is refused, and never taken for an empty one', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((text) => text.trim() !== '' && !/^[0-9]/.test(text.trim())),
        (house) => {
          expect(houseNumberProblem(house)).toBe('house-invalid');
        },
      ),
    );
  });

  it('only blanks ask for a house, and the verdict ignores surrounding spaces', () => {
    fc.assert(
      fc.property(fc.string(), space, (house, pad) => {
        expect(houseNumberProblem(`${pad}${house}${pad}`)).toBe(houseNumberProblem(house));
        expect(houseNumberProblem(house) === 'house-required').toBe(house.trim() === '');
      }),
    );
  });
});

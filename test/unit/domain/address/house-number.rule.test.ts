import { describe, expect, it } from 'vitest';
import {
  HOUSE_NUMBER_MAX_LENGTH,
  houseNumberProblem,
  isValidHouseNumber,
} from '../../../../src/domain/address/house-number.rule';

describe('house number rule', () => {
  it.each(['28', '28а', '28/2', '28-А', '28 к.2', ' 7 ', '0', '1'.repeat(HOUSE_NUMBER_MAX_LENGTH)])(
    'takes %j',
    (house) => {
      expect(houseNumberProblem(house)).toBeNull();
      expect(isValidHouseNumber(house)).toBe(true);
    },
  );

  it.each(['', '   ', null, undefined])('asks for a house when it is %j', (house) => {
    expect(houseNumberProblem(house)).toBe('house-required');
  });

  it.each(['абв', 'біля ринку', '№ 28', 'буд. 28', '-28', '/2', '٣', '１２', '2'.repeat(HOUSE_NUMBER_MAX_LENGTH + 1)])(
    'refuses %j as no house number',
    (house) => {
      expect(houseNumberProblem(house)).toBe('house-invalid');
      expect(isValidHouseNumber(house)).toBe(false);
    },
  );
});

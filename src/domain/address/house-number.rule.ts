/**
 * A house number as the courier reads it on the wall: it starts with a digit and may go on with a
 * letter, a block or a range ('28', '28а', '28/2', '28-А', '28 к.2'). Words alone ('абв', 'біля
 * ринку') cannot be found on a map, so the zone lookup would have to guess and the courier to call.
 */
export type HouseNumberProblem = 'house-required' | 'house-invalid';

/** The longest house the order form takes; the request schemas use the same bound. */
export const HOUSE_NUMBER_MAX_LENGTH = 20;

const STARTS_WITH_DIGIT = /^[0-9]/;

/** Null when the house is usable; otherwise why not. Surrounding spaces do not count. */
export const houseNumberProblem = (house: string | null | undefined): HouseNumberProblem | null => {
  const trimmed = (house ?? '').trim();
  if (trimmed === '') return 'house-required';
  if (!STARTS_WITH_DIGIT.test(trimmed) || [...trimmed].length > HOUSE_NUMBER_MAX_LENGTH) return 'house-invalid';
  return null;
};

export const isValidHouseNumber = (house: string | null | undefined): boolean => houseNumberProblem(house) === null;

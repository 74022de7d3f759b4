/**
 * The number a house string starts with: '28' → 28, '28А' → 28, '12/2' → 12 (building 12, block 2),
 * '5-7' → 5 (a house spanning numbers 5 to 7 starts at 5), ' 28 ' → 28. Leading non-digits are
 * skipped so that '№ 28' and 'буд. 28' still work. Null when the string holds no digit at all.
 */
export const parseHouseNumber = (house: string): number | null => {
  const match = /\d+/.exec(house);
  if (!match) return null;
  const value = Number.parseInt(match[0], 10);
  return Number.isSafeInteger(value) ? value : null;
};

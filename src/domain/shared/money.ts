/**
 * Money is counted in whole kopiykas (1 ₴ = 100 kop.) so that sums never drift through binary
 * floats. Hryvnia amounts from the API or the UI are converted at the edge with `toKopiykas`.
 */
export type Kopiykas = number & { readonly __brand?: 'kopiykas' };

// toPrecision(15) drops the binary noise of the multiplication (1.005 * 100 = 100.49999999999999).
// Whole hryvnias, most prices, multiply exactly and skip that string round trip (pricing runs hot).
export const toKopiykas = (hryvnias: number): Kopiykas =>
  Number.isInteger(hryvnias) ? hryvnias * 100 : Math.round(Number((hryvnias * 100).toPrecision(15)));
export const toHryvnias = (kopiykas: Kopiykas): number => kopiykas / 100;

/** Rounds a hryvnia amount to 2 decimals without the 1.005 → 1.00 float trap. */
export const roundHryvnias = (hryvnias: number): number => toHryvnias(toKopiykas(hryvnias));

/** "189 ₴", "12.5 ₴": whole hryvnias without decimals, fractions with them. */
export const formatHryvnias = (hryvnias: number): string => {
  const rounded = roundHryvnias(hryvnias);
  return `${Number.isInteger(rounded) ? rounded : rounded.toFixed(2)} ₴`;
};

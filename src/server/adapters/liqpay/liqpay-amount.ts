import { toKopiykas, type Kopiykas } from '../../../domain/shared/money';

/**
 * Integer kopiykas to LiqPay's hryvnia amount with exactly two decimals ('189.00', '12.50').
 * Built from integer arithmetic and sent as a string, so no binary float ever touches the sum.
 * A non-positive or fractional amount is a bug upstream (the server computed the total), so it throws.
 */
export const formatLiqpayAmount = (amount: Kopiykas): string => {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new RangeError(`A payment amount must be a positive whole number of kopiykas, got ${amount}`);
  }
  const hryvnias = Math.floor(amount / 100);
  const kopiykas = amount % 100;
  return `${hryvnias}.${String(kopiykas).padStart(2, '0')}`;
};

/** LiqPay's callback sends the amount as a JSON number (sometimes a string); null when it is neither. */
export const parseLiqpayAmount = (value: unknown): Kopiykas | null => {
  const hryvnias =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isFinite(hryvnias) || hryvnias < 0) return null;
  return toKopiykas(hryvnias);
};

import { checkStaffPrice, type StaffPriceProblem } from '../../domain/pricing/staff-price';
import { toHryvnias } from '../../domain/shared/money';

/** What staff typed into a product's price field: a price in hryvnias, null for the base price, or why it is no price. */
export type StaffPriceInput =
  { readonly ok: true; readonly price: number | null } | { readonly ok: false; readonly problem: StaffPriceProblem };

// Digits with one optional decimal separator; a sign is let through so "-5" reads as "not positive", not "not a number".
const NUMBER_TEXT = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/;

/**
 * Reads the price field as staff type it in Ukraine: "199,50" or "199.50", "1 049" with a
 * thousands space. An empty field means "use the base price" (null). The rule itself is the
 * server's (checkStaffPrice), so the browser refuses exactly what the server would.
 */
export const readStaffPriceInput = (text: string): StaffPriceInput => {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (compact === '') return { ok: true, price: null };
  if (!NUMBER_TEXT.test(compact)) return { ok: false, problem: 'not-a-number' };
  const checked = checkStaffPrice(Number(compact.replace(',', '.')));
  return checked.ok ? { ok: true, price: toHryvnias(checked.kopiykas) } : { ok: false, problem: checked.problem };
};

/** A city price as the field shows it: "189", "199.50"; no currency sign, so it reads back as typed. */
export const staffPriceFieldText = (hryvnias: number | null): string => {
  if (hryvnias === null) return '';
  return Number.isInteger(hryvnias) ? String(hryvnias) : hryvnias.toFixed(2);
};

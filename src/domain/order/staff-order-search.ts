/**
 * What staff type into the board's search box: an order code (as the customer reads it out) or
 * part of a phone number in any spelling (+38 (067) 123 45 67, 0671234567, 4567).
 */
export interface StaffOrderSearch {
  /** Upper-cased, without spaces: codes are matched exactly. */
  readonly code: string;
  /** National digits to find inside the phone (0671234567), or null when too few digits were typed. */
  readonly phoneDigits: string | null;
}

/** Fewer digits would match most phones of a day. */
export const MIN_PHONE_SEARCH_DIGITS = 3;
export const MAX_STAFF_ORDER_SEARCH_LENGTH = 40;

/** Digits and the marks phone numbers are written with; a letter makes the text a code. */
const PHONE_SPELLING = /^[\d\s+()-]+$/;

export const parseStaffOrderSearch = (text: string): StaffOrderSearch | null => {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  // A code's own digits ('7FU3H8SRNU' holds 738) must not match every phone that holds them.
  const digits = PHONE_SPELLING.test(trimmed) ? trimmed.replace(/\D/g, '') : '';
  // +380671234567 / 380671234567: the national number is what is stored.
  const national = digits.length >= 12 && digits.startsWith('380') ? digits.slice(2) : digits;
  return {
    code: trimmed.replace(/\s+/g, '').toUpperCase(),
    phoneDigits: national.length >= MIN_PHONE_SEARCH_DIGITS ? national : null,
  };
};

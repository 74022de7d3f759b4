/**
 * Ukrainian mobile numbers as the order and callback forms show them. `#` is a digit;
 * everything else is fixed. The 0 of the trunk prefix is part of the mask, so the customer types
 * only the 9 digits after it.
 */
export const PHONE_MASK = '+38 (0##) ### ## ##';
export const PHONE_LENGTH = PHONE_MASK.length; // 19
const NATIONAL_DIGITS = 9;
const MASK_PREFIX = '+38 (0';
const COMPLETE_PHONE = /^\+38 \(0\d{2}\) \d{3} \d{2} \d{2}$/;

/**
 * Masks whatever is in the field as the customer types or pastes: a partial masked value
 * ('+38 (06' + '7'), bare digits ('0671234567', '671234567'), or a full international number
 * ('+380671234567', '380671234567'). Fixed characters appear only up to the last digit typed, so
 * backspace always removes a digit. Without digits after the 0, a start of '+38 (0' is kept as
 * typed (so it can be typed or erased character by character), a lone trunk ('0', '+380') shows
 * '+38 (0', anything else gives ''. Extra digits are dropped: never longer than 19 characters.
 */
export const formatPhone = (input: string): string => {
  const digits = nationalDigitsOf(input);
  if (digits.length === 0) {
    if (MASK_PREFIX.startsWith(input)) return input;
    return /\d/.test(input) ? MASK_PREFIX : '';
  }
  let out = '';
  let next = 0;
  for (const char of PHONE_MASK) {
    if (char === '#') {
      if (next === digits.length) break;
      out += digits[next++];
    } else if (next < digits.length) {
      out += char;
    }
  }
  return out;
};

/** '+38 (067) 123 45 67' → '0671234567'; the digits typed so far for a partial value; '' for none. */
export const parsePhone = (masked: string): string => {
  const digits = nationalDigitsOf(masked);
  return digits === '' ? '' : `0${digits}`;
};

/** A full number is 19 characters; matching the mask as well keeps '+38 (0xx) xxx xx xx' out. */
export const isCompletePhone = (value: string): boolean => value.length === PHONE_LENGTH && COMPLETE_PHONE.test(value);

// The up-to-9 digits after the fixed '+38 (0'.
const nationalDigitsOf = (input: string): string => {
  const prefixLength = input.startsWith('+') ? sharedPrefixLength(input, MASK_PREFIX) : 0;
  const rest = onlyDigits(input.slice(prefixLength));
  // The whole mask prefix was there: what follows is national even if it starts with 0 or 380.
  const national = prefixLength === MASK_PREFIX.length ? rest : withoutTrunk(rest);
  return national.slice(0, NATIONAL_DIGITS);
};

// Bare input: a full international number starts with 380, a national one with 0. A short '380…'
// is read as national digits, since no Ukrainian number can be told apart from it yet.
const withoutTrunk = (digits: string): string => {
  if (digits.length >= 3 + NATIONAL_DIGITS && digits.startsWith('380')) return digits.slice(3);
  if (digits.startsWith('0')) return digits.slice(1);
  return digits;
};

const onlyDigits = (text: string): string => text.replace(/\D/g, '');

const sharedPrefixLength = (a: string, b: string): number => {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
};

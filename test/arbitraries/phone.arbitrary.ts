import fc from 'fast-check';

const DIGITS = '0123456789'.split('');

export const digitsArb = (length: { minLength?: number; maxLength?: number }): fc.Arbitrary<string> =>
  fc.string({ unit: fc.constantFrom(...DIGITS), ...length });

/** The 9 digits a customer types after the mask's fixed 0. Any digits: the mask does not judge operators. */
export const nationalDigitsArb: fc.Arbitrary<string> = digitsArb({ minLength: 9, maxLength: 9 });

/** Whatever may land in the phone field: free text, digits with mask punctuation, masked values cut anywhere. */
export const phoneInputArb: fc.Arbitrary<string> = fc.oneof(
  fc.string(),
  fc.string({ unit: fc.constantFrom(...DIGITS, '+', '(', ')', ' ', '-'), maxLength: 25 }),
  digitsArb({ maxLength: 14 }),
  fc
    .tuple(nationalDigitsArb, fc.nat({ max: 19 }))
    .map(([digits, cut]) =>
      `+38 (0${digits.slice(0, 2)}) ${digits.slice(2, 5)} ${digits.slice(5, 7)} ${digits.slice(7)}`.slice(0, cut),
    ),
);

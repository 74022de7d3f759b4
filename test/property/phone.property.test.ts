import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PHONE_LENGTH, PHONE_MASK, formatPhone, isCompletePhone, parsePhone } from '../../src/domain/order/phone-mask';
import { digitsArb, nationalDigitsArb, phoneInputArb } from '../arbitraries/phone.arbitrary';

describe('phone mask properties', () => {
  it('parse after format gives back any national number (0 + 9 digits)', () => {
    fc.assert(
      fc.property(nationalDigitsArb, (digits) => {
        const masked = formatPhone(`0${digits}`);
        expect(isCompletePhone(masked)).toBe(true);
        expect(parsePhone(masked)).toBe(`0${digits}`);
      }),
    );
  });

  it('the same number in any usual spelling masks the same', () => {
    fc.assert(
      fc.property(nationalDigitsArb, (digits) => {
        const masked = formatPhone(`0${digits}`);
        expect(formatPhone(`+380${digits}`)).toBe(masked);
        expect(formatPhone(`380${digits}`)).toBe(masked);
        expect(formatPhone(`+38 (0${digits}`)).toBe(masked);
      }),
    );
  });

  it('format is idempotent', () => {
    fc.assert(
      fc.property(phoneInputArb, (input) => {
        const once = formatPhone(input);
        expect(formatPhone(once)).toBe(once);
      }),
    );
  });

  it('is never longer than 19 characters and always follows the mask', () => {
    fc.assert(
      fc.property(phoneInputArb, (input) => {
        const masked = formatPhone(input);
        expect(masked.length).toBeLessThanOrEqual(PHONE_LENGTH);
        [...masked].forEach((char, index) => {
          if (PHONE_MASK[index] === '#') expect(char).toMatch(/^[0-9]$/);
          else expect(char).toBe(PHONE_MASK[index]);
        });
      }),
    );
  });

  it('typing a number key by key ends where pasting it does', () => {
    fc.assert(
      fc.property(digitsArb({ maxLength: 12 }), (digits) => {
        const typed = `0${digits}`.split('').reduce((shown, key) => formatPhone(shown + key), '');
        expect(typed).toBe(formatPhone(`0${digits}`));
      }),
    );
  });

  it('only a full number is complete', () => {
    fc.assert(
      fc.property(phoneInputArb, (input) => {
        const masked = formatPhone(input);
        expect(isCompletePhone(masked)).toBe(parsePhone(masked).length === 10);
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { PHONE_LENGTH, formatPhone, isCompletePhone, parsePhone } from '../../../../src/domain/order/phone-mask';

describe('formatPhone', () => {
  it.each([
    ['0671234567', '+38 (067) 123 45 67'],
    ['671234567', '+38 (067) 123 45 67'],
    ['380671234567', '+38 (067) 123 45 67'],
    ['+380671234567', '+38 (067) 123 45 67'],
    ['+38 067 123 45 67', '+38 (067) 123 45 67'],
    ['(067) 123-45-67', '+38 (067) 123 45 67'],
    ['+38 (067) 123 45 67', '+38 (067) 123 45 67'],
  ])('masks a full number given as %j', (input, masked) => {
    expect(formatPhone(input)).toBe(masked);
  });

  it('masks progressively as the customer types, fixed characters only up to the last digit', () => {
    const typed = '671234567'.split('').reduce<string[]>((shown, digit) => {
      const previous = shown.at(-1) ?? '';
      return [...shown, formatPhone(previous + digit)];
    }, []);
    expect(typed).toEqual([
      '+38 (06',
      '+38 (067',
      '+38 (067) 1',
      '+38 (067) 12',
      '+38 (067) 123',
      '+38 (067) 123 4',
      '+38 (067) 123 45',
      '+38 (067) 123 45 6',
      '+38 (067) 123 45 67',
    ]);
  });

  it('backspace removes a digit together with the fixed characters before it', () => {
    expect(formatPhone('+38 (067) 123 4')).toBe('+38 (067) 123 4');
    expect(formatPhone('+38 (067) 123 ')).toBe('+38 (067) 123');
    expect(formatPhone('+38 (067) ')).toBe('+38 (067');
  });

  it('the prefix can be typed and erased character by character', () => {
    expect(['+', '+3', '+38', '+38 ', '+38 (', '+38 (0'].map(formatPhone)).toEqual([
      '+',
      '+3',
      '+38',
      '+38 ',
      '+38 (',
      '+38 (0',
    ]);
    expect(formatPhone('+38 (6')).toBe('+38 (06');
  });

  it('a lone trunk 0 shows the prefix; no digits give an empty field', () => {
    expect(formatPhone('0')).toBe('+38 (0');
    expect(formatPhone('+380')).toBe('+38 (0');
    expect(formatPhone('')).toBe('');
    expect(formatPhone('abc')).toBe('');
  });

  it('after the full prefix a 0 is a digit of the number', () => {
    expect(formatPhone('+38 (00')).toBe('+38 (00');
  });

  it('drops digits beyond the ninth: 19 characters at most', () => {
    expect(formatPhone('06712345678999')).toBe('+38 (067) 123 45 67');
    expect(formatPhone('+38 (067) 123 45 678')).toHaveLength(PHONE_LENGTH);
  });
});

describe('parsePhone', () => {
  it('gives the national number with its 0', () => {
    expect(parsePhone('+38 (067) 123 45 67')).toBe('0671234567');
  });
  it('gives the digits typed so far, or nothing', () => {
    expect(parsePhone('+38 (067) 1')).toBe('0671');
    expect(parsePhone('+38 (0')).toBe('');
    expect(parsePhone('')).toBe('');
  });
});

describe('isCompletePhone', () => {
  it('accepts exactly the 19-character mask', () => {
    expect(PHONE_LENGTH).toBe(19);
    expect(isCompletePhone('+38 (067) 123 45 67')).toBe(true);
  });
  it.each([
    '+38 (067) 123 45 6',
    '+38 (067) 123 45 678',
    '0671234567',
    '+38 (167) 123 45 67',
    '+38-(067)-123-45-67',
    '+38 (067) 123 45 6a',
    '',
  ])('rejects %j', (value) => {
    expect(isCompletePhone(value)).toBe(false);
  });
});

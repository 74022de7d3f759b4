import { describe, expect, it } from 'vitest';
import { readStaffPriceInput, staffPriceFieldText } from '../../../../src/client/view-models/staff-price-input';

describe('readStaffPriceInput', () => {
  it.each([
    ['189', 189],
    ['199,5', 199.5],
    ['199.50', 199.5],
    [' 1 049 ', 1049],
    ['1\u00a0049,99', 1049.99],
    ['5.', 5],
    [',5', 0.5],
    ['0.01', 0.01],
    ['99999.99', 99_999.99],
  ])('reads %j as %d hryvnias', (typed, price) => {
    expect(readStaffPriceInput(typed)).toEqual({ ok: true, price });
  });

  it('reads an empty field as the base price', () => {
    expect(readStaffPriceInput('')).toEqual({ ok: true, price: null });
    expect(readStaffPriceInput('   ')).toEqual({ ok: true, price: null });
  });

  it.each([
    ['abc', 'not-a-number'],
    ['1e3', 'not-a-number'],
    ['12,5,0', 'not-a-number'],
    ['.', 'not-a-number'],
    ['189 ₴', 'not-a-number'],
    ['0', 'not-positive'],
    ['0,00', 'not-positive'],
    ['-5', 'not-positive'],
    ['100000', 'too-high'],
    ['99999.991', 'too-high'],
    ['12.345', 'more-than-two-decimals'],
  ])('refuses %j: %s, as the server would', (typed, problem) => {
    expect(readStaffPriceInput(typed)).toEqual({ ok: false, problem });
  });
});

describe('staffPriceFieldText', () => {
  it('shows whole hryvnias without decimals and fractions with two, so the text reads back as the same price', () => {
    expect(staffPriceFieldText(null)).toBe('');
    expect(staffPriceFieldText(189)).toBe('189');
    expect(staffPriceFieldText(199.5)).toBe('199.50');
    expect(readStaffPriceInput(staffPriceFieldText(0.1))).toEqual({ ok: true, price: 0.1 });
  });
});

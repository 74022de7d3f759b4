import { describe, expect, it } from 'vitest';
import {
  ADDRESS_DEBOUNCE_MS,
  DEFAULT_HOUSE,
  MIN_STREET_LENGTH,
} from '../../../../src/domain/address/address.constants';
import { normalizeHouse } from '../../../../src/domain/address/house.normalizer';
import { resolveSelectValue } from '../../../../src/domain/address/select-value.rule';
import { shouldRequestZone } from '../../../../src/domain/address/zone-request.rule';

describe('address constants', () => {
  it('match the product rules', () => {
    expect(MIN_STREET_LENGTH).toBe(4);
    expect(ADDRESS_DEBOUNCE_MS).toBe(300);
    expect(DEFAULT_HOUSE).toBe('0');
  });
});

describe('shouldRequestZone', () => {
  it('needs at least 4 characters of street name', () => {
    expect(shouldRequestZone({ streetName: 'Лис', mapReady: true })).toBe(false);
    expect(shouldRequestZone({ streetName: 'Лисе', mapReady: true })).toBe(true);
    expect(shouldRequestZone({ streetName: 'Городоцька', mapReady: true })).toBe(true);
  });

  it('does not count surrounding spaces', () => {
    expect(shouldRequestZone({ streetName: '  Лис  ', mapReady: true })).toBe(false);
    expect(shouldRequestZone({ streetName: '', mapReady: true })).toBe(false);
  });

  it('waits for the map', () => {
    expect(shouldRequestZone({ streetName: 'Городоцька', mapReady: false })).toBe(false);
  });
});

describe('normalizeHouse', () => {
  it('trims the house', () => {
    expect(normalizeHouse(' 28А ')).toBe('28А');
    expect(normalizeHouse('12/2')).toBe('12/2');
  });

  it("sends '0' when empty", () => {
    expect(normalizeHouse('')).toBe('0');
    expect(normalizeHouse('   ')).toBe('0');
    expect(normalizeHouse(null)).toBe('0');
    expect(normalizeHouse(undefined)).toBe('0');
  });
});

describe('resolveSelectValue', () => {
  it('keeps a value that is among the options', () => {
    expect(resolveSelectValue('1', ['1', '2'])).toBe('1');
    expect(resolveSelectValue('2', [{ value: '1' }, { value: '2' }])).toBe('2');
  });

  it('resets to empty when the value is not among the options', () => {
    expect(resolveSelectValue('3', ['1', '2'])).toBe('');
    expect(resolveSelectValue('1', [])).toBe('');
    expect(resolveSelectValue('1', [{ value: '10' }])).toBe('');
  });

  it('keeps an empty value empty', () => {
    expect(resolveSelectValue('', ['1'])).toBe('');
  });
});

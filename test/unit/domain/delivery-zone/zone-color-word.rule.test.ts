import { describe, expect, it } from 'vitest';
import {
  OUT_OF_ZONE_MINUTES,
  zoneColorFromWord,
  zoneMinutes,
  zoneMinutesFromWord,
  zoneRank,
} from '../../../../src/domain/delivery-zone/zone-color-word.rule';

describe('zoneColorFromWord', () => {
  it('reads the Ukrainian words the API answers', () => {
    expect(zoneColorFromWord('зелений')).toBe('green');
    expect(zoneColorFromWord('червоний')).toBe('red');
    expect(zoneColorFromWord('синій')).toBe('blue');
  });

  it('accepts the English keys too', () => {
    expect(zoneColorFromWord('green')).toBe('green');
    expect(zoneColorFromWord('red')).toBe('red');
    expect(zoneColorFromWord('blue')).toBe('blue');
  });

  it('ignores case and surrounding spaces', () => {
    expect(zoneColorFromWord('  Зелений ')).toBe('green');
    expect(zoneColorFromWord('BLUE')).toBe('blue');
  });

  it('answers null for empty, missing or unknown words', () => {
    expect(zoneColorFromWord('')).toBeNull();
    expect(zoneColorFromWord('   ')).toBeNull();
    expect(zoneColorFromWord(null)).toBeNull();
    expect(zoneColorFromWord(undefined)).toBeNull();
    expect(zoneColorFromWord('жовтий')).toBeNull();
    expect(zoneColorFromWord('зелен')).toBeNull();
  });
});

describe('zoneMinutes', () => {
  it('maps green 29, red 59, blue 89', () => {
    expect(zoneMinutes('green')).toBe(29);
    expect(zoneMinutes('red')).toBe(59);
    expect(zoneMinutes('blue')).toBe(89);
  });

  it('answers 0 (out of zones) without a colour', () => {
    expect(OUT_OF_ZONE_MINUTES).toBe(0);
    expect(zoneMinutes(null)).toBe(0);
    expect(zoneMinutes(undefined)).toBe(0);
  });

  it('goes straight from the word to minutes', () => {
    expect(zoneMinutesFromWord('зелений')).toBe(29);
    expect(zoneMinutesFromWord('червоний')).toBe(59);
    expect(zoneMinutesFromWord('синій')).toBe(89);
    expect(zoneMinutesFromWord('')).toBe(0);
    expect(zoneMinutesFromWord('фіолетовий')).toBe(0);
  });
});

describe('zoneRank', () => {
  it('ranks the faster zone lower', () => {
    expect(zoneRank('green')).toBeLessThan(zoneRank('red'));
    expect(zoneRank('red')).toBeLessThan(zoneRank('blue'));
  });
});

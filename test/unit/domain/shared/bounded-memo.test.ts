import { describe, expect, it } from 'vitest';
import { memoizeBounded } from '../../../../src/domain/shared/bounded-memo';

describe('memoizeBounded', () => {
  it('computes each key once, also when the answer is undefined or null', () => {
    const asked: string[] = [];
    const lookup = memoizeBounded((key: string) => {
      asked.push(key);
      return key === 'none' ? undefined : key === 'null' ? null : key.length;
    }, 10);
    for (let round = 0; round < 3; round++) {
      expect(lookup('bacon')).toBe(5);
      expect(lookup('none')).toBeUndefined();
      expect(lookup('null')).toBeNull();
    }
    expect(asked).toEqual(['bacon', 'none', 'null']);
  });

  it('starts afresh once it holds maxEntries keys, so it never grows past the bound', () => {
    const asked: number[] = [];
    const square = memoizeBounded((n: number) => {
      asked.push(n);
      return n * n;
    }, 2);
    square(1);
    square(2);
    square(3); // full: forgets 1 and 2
    square(3);
    square(1);
    expect(asked).toEqual([1, 2, 3, 1]);
  });
});

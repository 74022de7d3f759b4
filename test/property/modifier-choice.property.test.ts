import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceModifierChoice } from '../../src/domain/modifier/modifier-choice.rule';
import { groupsWithChoiceArb } from '../arbitraries/modifier.arbitrary';
import { modifierChoiceOracle as oracle } from './support/modifier-choice.oracle';

const baseArb = fc.integer({ min: 1, max: 500_000 });

describe('modifier choice properties', () => {
  it('accepts exactly the choices the oracle accepts, and prices them base + the sum of the chosen', () => {
    fc.assert(
      fc.property(baseArb, groupsWithChoiceArb, (base, [groups, chosen]) => {
        const expected = oracle(base, groups, chosen);
        const result = priceModifierChoice(base, groups, chosen);
        expect(result.ok).toBe(expected.valid);
        if (result.ok) expect(result.value.unitKopiykas).toBe(expected.price);
      }),
      { numRuns: 600 },
    );
  });

  it('never accepts more of a modifier than its maximum, nor more of a group than the group maximum', () => {
    fc.assert(
      fc.property(baseArb, groupsWithChoiceArb, (base, [groups, chosen]) => {
        const result = priceModifierChoice(base, groups, chosen);
        if (!result.ok) return;
        for (const group of groups) {
          const counts = group.options.map((option) => chosen.filter((id) => id === option.modifierId).length);
          group.options.forEach((option, i) => expect(counts[i]).toBeLessThanOrEqual(option.maxCount));
          const total = counts.reduce((a, b) => a + b, 0);
          if (group.maxTotal !== undefined) expect(total).toBeLessThanOrEqual(group.maxTotal);
          if (group.kind === 'one-of') expect(total).toBeLessThanOrEqual(1);
        }
      }),
      { numRuns: 600 },
    );
  });

  it('reports each chosen modifier once with its count, and the counts add up to the choice', () => {
    fc.assert(
      fc.property(baseArb, groupsWithChoiceArb, (base, [groups, chosen]) => {
        const result = priceModifierChoice(base, groups, chosen);
        if (!result.ok) return;
        expect(result.value.counts.reduce((sum, c) => sum + c.count, 0)).toBe(chosen.length);
        expect(new Set(result.value.counts.map((c) => c.modifierId)).size).toBe(result.value.counts.length);
      }),
    );
  });
});

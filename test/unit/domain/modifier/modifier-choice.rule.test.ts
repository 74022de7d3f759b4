import { describe, expect, it } from 'vitest';
import type { ModifierGroupRule } from '../../../../src/domain/modifier/modifier-group';
import { priceModifierChoice } from '../../../../src/domain/modifier/modifier-choice.rule';

const PATTY: ModifierGroupRule = {
  id: 'patty',
  kind: 'one-of',
  required: false,
  options: [
    { modifierId: 'beef', priceKopiykas: 0, maxCount: 1 },
    { modifierId: 'chicken', priceKopiykas: 0, maxCount: 1 },
    { modifierId: 'double-beef', priceKopiykas: 7_500, maxCount: 1 },
  ],
};
const EXTRAS: ModifierGroupRule = {
  id: 'extras',
  kind: 'any-of',
  required: false,
  maxTotal: 4,
  options: [
    { modifierId: 'bacon', priceKopiykas: 4_000, maxCount: 2 },
    { modifierId: 'cheddar', priceKopiykas: 4_000, maxCount: 3 },
  ],
};
const GROUPS = [PATTY, EXTRAS];

describe('priceModifierChoice', () => {
  it('prices the base alone when nothing is chosen and no group is required', () => {
    expect(priceModifierChoice(18_900, GROUPS, [])).toEqual({ ok: true, value: { counts: [], unitKopiykas: 18_900 } });
  });

  it('prices a patty and two extras as base + their prices, extras counted by repetition', () => {
    const result = priceModifierChoice(18_900, GROUPS, ['bacon', 'double-beef', 'bacon']);
    expect(result).toEqual({
      ok: true,
      value: {
        counts: [
          { modifierId: 'double-beef', count: 1 },
          { modifierId: 'bacon', count: 2 },
        ],
        unitKopiykas: 18_900 + 7_500 + 8_000,
      },
    });
  });

  it('refuses three patties in a one-of group, naming the group', () => {
    const result = priceModifierChoice(18_900, GROUPS, ['beef', 'chicken', 'double-beef']);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.refusal).toEqual({ reason: 'modifier-choice-several', groupId: 'patty' });
  });

  it('refuses the same patty twice', () => {
    const result = priceModifierChoice(18_900, GROUPS, ['beef', 'beef']);
    expect(result.ok ? null : result.refusal.reason).toBe('modifier-choice-several');
  });

  it('refuses 30 of one extra, naming the extra and its maximum', () => {
    const result = priceModifierChoice(
      18_900,
      GROUPS,
      Array.from({ length: 30 }, () => 'bacon'),
    );
    expect(result.ok ? null : result.refusal).toEqual({
      reason: 'modifier-over-option-max',
      groupId: 'extras',
      modifierId: 'bacon',
      max: 2,
    });
  });

  it('refuses extras over the group maximum even when each is within its own', () => {
    const result = priceModifierChoice(18_900, GROUPS, ['bacon', 'bacon', 'cheddar', 'cheddar', 'cheddar']);
    expect(result.ok ? null : result.refusal).toEqual({ reason: 'modifier-over-group-max', groupId: 'extras', max: 4 });
  });

  it('refuses a required one-of group left empty, and a modifier the product does not offer', () => {
    const required = { ...PATTY, required: true };
    const missing = priceModifierChoice(100, [required], []);
    expect(missing.ok ? null : missing.refusal).toEqual({ reason: 'modifier-choice-missing', groupId: 'patty' });
    const stray = priceModifierChoice(100, GROUPS, ['gold-leaf']);
    expect(stray.ok ? null : stray.refusal).toEqual({ reason: 'modifier-not-offered', modifierId: 'gold-leaf' });
  });
});

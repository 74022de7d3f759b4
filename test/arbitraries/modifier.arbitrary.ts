import fc from 'fast-check';
import { MODIFIER_COUNT_MAX, type ModifierGroupRule } from '../../src/domain/modifier/modifier-group';

const optionArb = fc.record({
  priceKopiykas: fc.integer({ min: 0, max: 20_000 }),
  maxCount: fc.integer({ min: 1, max: MODIFIER_COUNT_MAX }),
});

const groupArb = fc.record({
  kind: fc.constantFrom('one-of' as const, 'any-of' as const),
  required: fc.boolean(),
  maxTotal: fc.option(fc.integer({ min: 1, max: MODIFIER_COUNT_MAX }), { nil: undefined }),
  options: fc.array(optionArb, { minLength: 1, maxLength: 4 }),
});

/** A product's groups; modifier ids are unique across the product, as the storage keeps them. */
export const modifierGroupsArb: fc.Arbitrary<ModifierGroupRule[]> = fc.array(groupArb, { maxLength: 4 }).map((groups) =>
  groups.map((group, g) => ({
    id: `g${g}`,
    kind: group.kind,
    required: group.kind === 'one-of' && group.required,
    ...(group.kind === 'any-of' && group.maxTotal !== undefined ? { maxTotal: group.maxTotal } : {}),
    options: group.options.map((option, o) => ({
      modifierId: `m${g}-${o}`,
      priceKopiykas: option.priceKopiykas,
      maxCount: group.kind === 'one-of' ? 1 : option.maxCount,
    })),
  })),
);

/** Groups and a choice among their modifiers (sometimes an id none offers), repeats allowed. */
export const groupsWithChoiceArb = modifierGroupsArb.chain((groups) => {
  const ids = groups.flatMap((group) => group.options.map((option) => option.modifierId));
  const idArb =
    ids.length === 0
      ? fc.constant('stray')
      : fc.oneof({ weight: 20, arbitrary: fc.constantFrom(...ids) }, { weight: 1, arbitrary: fc.constant('stray') });
  return fc.tuple(fc.constant(groups), fc.array(idArb, { maxLength: 14 }));
});

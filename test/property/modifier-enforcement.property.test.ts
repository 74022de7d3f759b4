import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InMemoryMenuApi } from '../../src/client/adapters/demo/in-memory-menu-api.adapter';
import type { ModifierGroupRule } from '../../src/domain/modifier/modifier-group';
import { lineTotalKopiykas } from '../../src/domain/pricing/line-total';
import { formatHryvnias, toHryvnias } from '../../src/domain/shared/money';
import type { MenuModifierDto, MenuModifierGroupDto } from '../../src/domain/shop-api/catalog.contract';
import type { CatalogModifier, CatalogProduct } from '../../src/server/application/ports/catalog-read.port';
import { groupsWithChoiceArb, modifierGroupsArb } from '../arbitraries/modifier.arbitrary';
import { loadedStorefrontAt } from '../unit/client/support/storefront-fixtures';
import { BURGER, buildPipeline, lineOf, LVIV, orderOf } from '../unit/server/use-cases/order-pipeline.fixture';
import { modifierChoiceOracle } from './support/modifier-choice.oracle';

/*
 * The modifier rules are one domain rule (modifier-choice.property.test.ts holds it to a counting
 * oracle). These hold the two places that enforce it to the same oracle: whatever a customer
 * clicks in the storefront's options dialog, the cart only ever gets a choice the rules allow,
 * priced base + the chosen modifiers; whatever a browser sends, the server places only such a
 * choice, at that price, and refuses the rest without storing anything.
 */

// At least the minimum order, so that only the modifiers decide whether an order is taken.
const baseArb = fc.integer({ min: 25_000, max: 500_000 });

const modifierIdsOf = (groups: readonly ModifierGroupRule[]): string[] =>
  groups.flatMap((group) => group.options.map((option) => option.modifierId));

const priceOf = (groups: readonly ModifierGroupRule[], id: string): number =>
  groups.flatMap((group) => group.options).find((option) => option.modifierId === id)?.priceKopiykas ?? 0;

describe('the server places only what the modifier rules allow', () => {
  const catalogueProduct = (base: number, groups: readonly ModifierGroupRule[]): CatalogProduct => ({
    ...BURGER,
    iikoId: 'burger-prop',
    priceKopiykas: base,
    modifierIds: modifierIdsOf(groups),
    modifierGroups: groups.map((group) => ({
      id: group.id,
      name: { uk: group.id },
      kind: group.kind,
      required: group.required,
      ...(group.maxTotal === undefined ? {} : { maxTotal: group.maxTotal }),
      options: group.options.map(({ modifierId, maxCount }) => ({ modifierId, maxCount })),
    })),
  });
  const catalogueModifiers = (groups: readonly ModifierGroupRule[]): CatalogModifier[] =>
    modifierIdsOf(groups).map((id) => ({
      iikoId: id,
      iikoName: id,
      translation: {},
      priceKopiykas: priceOf(groups, id),
      productGroupId: 'prop',
    }));

  it('takes an order exactly when the oracle accepts its choice, at base + the chosen modifiers', async () => {
    await fc.assert(
      fc.asyncProperty(baseArb, groupsWithChoiceArb, async (base, [groups, chosen]) => {
        const pipeline = buildPipeline();
        pipeline.catalog.putProduct(LVIV, catalogueProduct(base, groups));
        for (const modifier of catalogueModifiers(groups)) pipeline.catalog.putModifier(LVIV, modifier);
        const result = await pipeline.createOrder.execute(
          orderOf([lineOf('burger-prop', 1, chosen)], { deliveryType: 'self-pickup', selfPickupPointId: '1' }),
        );
        const stored = pipeline.orders.list();
        const expected = modifierChoiceOracle(base, groups, chosen);
        expect(result.ok).toBe(expected.valid);
        if (expected.valid) expect(stored[0]?.lines.map((line) => line.lineTotalKopiykas)).toEqual([expected.price]);
        else expect(stored).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});

describe('the storefront’s options dialog puts only what the rules allow in the cart', () => {
  type Action =
    | { readonly kind: 'choose-one' | 'add-one' | 'remove-one' | 'toggle'; readonly pick: number }
    | { readonly kind: 'confirm' };
  const actionArb: fc.Arbitrary<Action> = fc.oneof(
    fc.record({
      kind: fc.constantFrom('choose-one' as const, 'add-one' as const, 'remove-one' as const, 'toggle' as const),
      pick: fc.nat(),
    }),
    fc.constant({ kind: 'confirm' as const }),
  );

  /** The generated groups as the menu answers them: a one-of group sometimes with its preselection. */
  const menuGroups = (groups: readonly ModifierGroupRule[], defaults: readonly number[]): MenuModifierGroupDto[] =>
    groups.map((group, g) => {
      const preselected = group.options[(defaults[g] ?? 0) % (group.options.length + 1)];
      return {
        id: group.id,
        translation: { uk: group.id, en: group.id, ru: group.id },
        kind: group.kind,
        required: group.required,
        ...(group.maxTotal === undefined ? {} : { maxTotal: group.maxTotal }),
        ...(group.kind === 'one-of' && preselected !== undefined ? { defaultModifierId: preselected.modifierId } : {}),
        options: group.options.map(({ modifierId, maxCount }) => ({ modifierId, maxCount })),
      };
    });
  const menuModifiers = (groups: readonly ModifierGroupRule[]): MenuModifierDto[] =>
    modifierIdsOf(groups).map((id) => ({
      id,
      iikoId: id,
      iikoName: id,
      translation: { uk: id, en: id, ru: id },
      price: toHryvnias(priceOf(groups, id)),
      productGroupId: 'prop',
    }));

  it('whatever is clicked, every cart line holds an allowed choice at base + its modifiers, and an allowed choice is taken', async () => {
    await fc.assert(
      fc.asyncProperty(
        baseArb,
        modifierGroupsArb.filter((groups) => groups.length > 0),
        fc.array(fc.nat(), { maxLength: 4 }),
        fc.array(actionArb, { maxLength: 25 }),
        async (base, groups, defaults, actions) => {
          const api = new InMemoryMenuApi();
          api.updateProduct('burger-classic', {
            price: toHryvnias(base),
            modifiers: menuModifiers(groups),
            modifierGroups: menuGroups(groups, defaults),
          });
          const { options, cart } = await loadedStorefrontAt('/', { api });
          const ids = [...modifierIdsOf(groups), 'stray'];
          const pieces = () => cart.items.reduce((sum, line) => sum + line.count, 0);
          expect(options.choose('burger-classic')).toBe(false);

          for (const action of actions) {
            const id = action.kind === 'confirm' ? '' : (ids[action.pick % ids.length] ?? 'stray');
            if (action.kind === 'choose-one') options.chooseOne(id);
            if (action.kind === 'add-one') options.addOne(id);
            if (action.kind === 'remove-one') options.removeOne(id);
            if (action.kind === 'toggle') options.toggle(id);
            const chosen = options.chosenModifiers.map((modifier) => modifier.iikoId);
            const verdict = modifierChoiceOracle(base, groups, chosen);
            // The dialog never holds more than the maxima allow, and previews the oracle's price.
            expect(verdict.withinMaxima).toBe(true);
            expect(options.canConfirm).toBe(verdict.valid);
            expect(options.previewText).toBe(formatHryvnias(toHryvnias(verdict.price)));
            if (action.kind === 'confirm') {
              const before = pieces();
              options.confirm();
              expect(pieces()).toBe(verdict.valid ? before + 1 : before);
              if (!options.isOpen) options.choose('burger-classic');
            }
          }
          for (const line of cart.items) {
            const verdict = modifierChoiceOracle(
              base,
              groups,
              line.modifiers.map((modifier) => modifier.iikoId),
            );
            expect(verdict.valid).toBe(true);
            expect(lineTotalKopiykas({ ...line, count: 1 })).toBe(verdict.price);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});

import type { PricedModifierChoice } from '../../../../domain/modifier/modifier-choice.rule';
import { priceModifierChoice } from '../../../../domain/modifier/modifier-choice.rule';
import type { ModifierGroupRule } from '../../../../domain/modifier/modifier-group';
import { ok } from '../../../../domain/shared/result';
import type { CatalogProduct } from '../../ports/catalog-read.port';
import type { CatalogIndex } from './catalog-index';
import { refuse, type RefusalDetails, type UseCaseResult } from './use-case-result';

/** The domain's reasons but 'modifier-not-offered', which never reaches here: the caller refuses unknown modifiers first. */
export type ModifierChoiceRefusal =
  'modifier-choice-missing' | 'modifier-choice-several' | 'modifier-over-option-max' | 'modifier-over-group-max';

/**
 * The product's groups as the domain's rule reads them. Prices come from the catalogue's
 * modifiers, which hold the chosen ones; a modifier nobody chose costs nothing in the sum, so an
 * unasked one may stand at 0 here.
 */
const rulesOf = (product: CatalogProduct, catalog: CatalogIndex): ModifierGroupRule[] =>
  product.modifierGroups.map((group) => ({
    id: group.id,
    kind: group.kind,
    required: group.required,
    ...(group.maxTotal === undefined ? {} : { maxTotal: group.maxTotal }),
    options: group.options.map((option) => ({
      modifierId: option.modifierId,
      maxCount: option.maxCount,
      priceKopiykas: catalog.modifiers.get(option.modifierId)?.priceKopiykas ?? 0,
    })),
  }));

/** uk/en/ru names as separate details (`productEn`), so each language's sentence quotes its own `{product}`. */
const named = (
  prefix: string,
  names: Partial<Record<'uk' | 'en' | 'ru', string>>,
  fallback: string,
): RefusalDetails => ({
  [`${prefix}Uk`]: names.uk ?? fallback,
  [`${prefix}En`]: names.en ?? names.uk ?? fallback,
  [`${prefix}Ru`]: names.ru ?? names.uk ?? fallback,
});

/**
 * Checks one unit's chosen modifiers against the product's groups (architecture/admin-menu.md,
 * "Modifiers"). A refusal names the line, the product and the group in every language, and the
 * maximum that was passed, so the customer reads what to change.
 */
export const checkModifierChoice = (
  product: CatalogProduct,
  chosenIds: readonly string[],
  catalog: CatalogIndex,
  where: RefusalDetails,
): UseCaseResult<PricedModifierChoice, ModifierChoiceRefusal> => {
  const result = priceModifierChoice(product.priceKopiykas, rulesOf(product, catalog), chosenIds);
  if (result.ok) return ok(result.value);
  const { reason, groupId, modifierId, max } = result.refusal;
  if (reason === 'modifier-not-offered') throw new Error('checkModifierChoice: unknown modifiers are refused before');
  const group = product.modifierGroups.find((g) => g.id === groupId);
  const modifier = modifierId === undefined ? undefined : catalog.modifiers.get(modifierId);
  return refuse(reason, {
    ...where,
    ...named('product', product.translation, product.name),
    ...(group === undefined ? {} : { groupId: group.id, ...named('group', group.name, group.id) }),
    ...(modifier === undefined
      ? {}
      : { modifierId: modifier.iikoId, ...named('modifier', modifier.translation, modifier.iikoName) }),
    ...(max === undefined ? {} : { max }),
  });
};

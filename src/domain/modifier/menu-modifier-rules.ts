import { toKopiykas } from '../shared/money';
import type { MenuProductDto } from '../shop-api/catalog.contract';
import type { ModifierGroupRule } from './modifier-group';

/**
 * A menu product's groups as the choice rule reads them, priced from its modifiers. The storefront
 * checks and previews with it what the server will check and charge. A group option naming a
 * modifier the product does not list is left out: it could not be added to a line anyway.
 */
export const modifierRulesOf = (product: Pick<MenuProductDto, 'modifiers' | 'modifierGroups'>): ModifierGroupRule[] =>
  (product.modifierGroups ?? []).map((group) => ({
    id: group.id,
    kind: group.kind,
    required: group.required,
    ...(group.maxTotal === undefined ? {} : { maxTotal: group.maxTotal }),
    options: group.options.flatMap((option) => {
      const modifier = product.modifiers.find((m) => m.iikoId === option.modifierId);
      return modifier === undefined
        ? []
        : [{ modifierId: option.modifierId, maxCount: option.maxCount, priceKopiykas: toKopiykas(modifier.price) }];
    }),
  }));

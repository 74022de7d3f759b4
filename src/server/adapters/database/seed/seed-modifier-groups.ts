import type { SeedModifier, SeedModifierGroup, SeedProduct } from './seed.types';

export interface SeedGroupRow {
  readonly productIikoId: string;
  readonly key: string;
  readonly group: SeedModifierGroup;
  readonly position: number;
  readonly links: readonly {
    readonly modifierIikoId: string;
    readonly position: number;
    readonly maxCount: number;
    readonly isDefault: boolean;
  }[];
}

/**
 * A product's groups from its modifier list: one group per group key its modifiers use, in the
 * order the shop lists the keys; a one-of group preselects the first modifier the product names,
 * which is the patty the burger is made with (architecture/admin-menu.md, "Modifiers").
 */
export const seedGroupsOf = (
  product: SeedProduct,
  modifiers: ReadonlyMap<string, SeedModifier>,
  groups: Readonly<Record<string, SeedModifierGroup>>,
): SeedGroupRow[] =>
  Object.entries(groups).flatMap(([key, group], position) => {
    const ids = product.modifiers.filter((id) => modifiers.get(id)?.productGroupId === key);
    if (ids.length === 0) return [];
    const links = ids.map((modifierIikoId, index) => ({
      modifierIikoId,
      position: product.modifiers.indexOf(modifierIikoId),
      maxCount: group.kind === 'one-of' ? 1 : (modifiers.get(modifierIikoId)?.maxCount ?? 1),
      isDefault: group.kind === 'one-of' && index === 0,
    }));
    return [{ productIikoId: product.iikoId, key, group, position, links }];
  });

/**
 * GET and PUT /api/admin/menu/products/{iikoId}/modifier-groups: a product's modifier groups as
 * staff edit them, the whole list in one call (architecture/admin-menu.md, "Modifiers").
 * Prices are hryvnias.
 */
import type { ModifierGroupKind } from '../modifier/modifier-group';
import type { Translated } from '../shared/locale';

export interface StaffModifierInputDto {
  /** null: a new modifier, given an id by the server. */
  readonly iikoId: string | null;
  readonly translation: Translated;
  readonly price: number;
  /** any-of: how many one piece may carry; one-of: 1. */
  readonly maxCount: number;
  /** one-of: the storefront preselects it. */
  readonly isDefault: boolean;
}

export interface StaffModifierGroupInputDto {
  readonly translation: Translated;
  readonly kind: ModifierGroupKind;
  /** one-of: the customer must choose; any-of: false. */
  readonly required: boolean;
  /** any-of: the most of the group together; null: only each modifier's own maximum. */
  readonly maxTotal: number | null;
  readonly modifiers: readonly StaffModifierInputDto[];
}

export interface StaffModifierGroupsSaveDto {
  readonly groups: readonly StaffModifierGroupInputDto[];
}

export interface StaffModifierDto extends StaffModifierInputDto {
  readonly iikoId: string;
  /** How many other products offer the same modifier: its name and price are theirs too. */
  readonly sharedWith: number;
}

export interface StaffModifierGroupDto extends Omit<StaffModifierGroupInputDto, 'modifiers'> {
  readonly id: string;
  readonly modifiers: readonly StaffModifierDto[];
}

export interface StaffModifierGroupsDto {
  readonly iikoId: string;
  readonly groups: readonly StaffModifierGroupDto[];
}

/** A 400 for a value the rule refuses: the field path (`groups.0.modifiers.1.price`) and the problem. */
export interface StaffModifierGroupsRefusalDto {
  readonly error: 'invalid-modifier-groups';
  readonly message: string;
  readonly field: string;
  readonly problem: string;
}

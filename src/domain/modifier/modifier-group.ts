import type { Kopiykas } from '../shared/money';
import type { Translated } from '../shared/locale';

/**
 * How a product's modifiers may be chosen (architecture/admin-menu.md, "Modifiers"):
 * - 'one-of': a single choice (the patty). A required group needs exactly one; an optional one
 *   takes at most one, and its default is what the storefront preselects.
 * - 'any-of': extras, each up to its own maximum per product unit, all of them together up to
 *   the group's maximum when it has one.
 */
export type ModifierGroupKind = 'one-of' | 'any-of';

export const MODIFIER_GROUP_KINDS: readonly ModifierGroupKind[] = ['one-of', 'any-of'];

/** The most of one extra, or of one group, a product unit may carry. */
export const MODIFIER_COUNT_MAX = 10;

export interface ModifierOptionRule {
  /** The modifier's kitchen id (iikoId): a chosen modifier names it. */
  readonly modifierId: string;
  readonly priceKopiykas: Kopiykas;
  /** How many of it one product unit may carry: always 1 in a one-of group. */
  readonly maxCount: number;
}

export interface ModifierGroupRule {
  readonly id: string;
  readonly kind: ModifierGroupKind;
  readonly required: boolean;
  /** any-of only: the most modifiers of the group together; absent: only each option's maximum. */
  readonly maxTotal?: number;
  readonly options: readonly ModifierOptionRule[];
}

/** A group as the menu shows it: the rule plus the names and the storefront's preselection. */
export interface ModifierGroupText {
  readonly name: Translated;
  /** one-of only: the option preselected for the customer. */
  readonly defaultModifierId?: string;
}

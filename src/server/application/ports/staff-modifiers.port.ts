import type { CheckedStaffModifierGroup } from '../../../domain/modifier/staff-modifier-groups.rule';
import type { StaffModifierGroupDto } from '../../../domain/shop-api/staff-modifiers.contract';
import type { StaffProductChangeContext } from './staff-products.port';

export type StaffModifiersWriteOutcome =
  | { readonly kind: 'saved'; readonly groups: readonly StaffModifierGroupDto[] }
  | { readonly kind: 'not-found' }
  /** An iikoId that names no modifier: a stale form. */
  | { readonly kind: 'unknown-modifier'; readonly iikoId: string };

/**
 * A product's modifier groups as staff edit them. `replace` is one transaction that locks the
 * product, so two staff saving at once take turns and the last whole list wins, never a mix.
 */
export interface StaffModifiersPort {
  /** null: no such product (or archived). */
  read(iikoId: string): Promise<readonly StaffModifierGroupDto[] | null>;
  replace(
    iikoId: string,
    groups: readonly CheckedStaffModifierGroup[],
    context: StaffProductChangeContext,
  ): Promise<StaffModifiersWriteOutcome>;
}

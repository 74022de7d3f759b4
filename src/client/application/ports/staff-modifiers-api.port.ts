import type { Ok } from '../../../domain/shared/result';
import type {
  StaffModifierGroupDto,
  StaffModifierGroupInputDto,
} from '../../../domain/shop-api/staff-modifiers.contract';

/**
 * A modifier-groups call that gave nothing. 'invalid' carries the refused field's path
 * (`groups.0.modifiers.1.price`) and the problem word, so the form shows it next to that field;
 * the rest read as for the menu calls (staff-menu-api.port.ts).
 */
export interface StaffModifiersFailure {
  readonly ok: false;
  readonly reason: 'unauthorized' | 'not-found' | 'invalid' | 'unavailable';
  readonly field?: string;
  readonly problem?: string;
  /** The server's sentence, when it sent one. */
  readonly message?: string;
}

export type StaffModifiersResult<T> = Ok<T> | StaffModifiersFailure;

/** A product's modifier groups as staff edit them (staff-modifiers.contract.ts). Failures are values, never thrown. */
export interface StaffModifiersApiPort {
  /** GET /admin/menu/products/{iikoId}/modifier-groups */
  readGroups(iikoId: string): Promise<StaffModifiersResult<readonly StaffModifierGroupDto[]>>;
  /** PUT /admin/menu/products/{iikoId}/modifier-groups: the whole list → the groups as stored. */
  saveGroups(
    iikoId: string,
    groups: readonly StaffModifierGroupInputDto[],
  ): Promise<StaffModifiersResult<readonly StaffModifierGroupDto[]>>;
}

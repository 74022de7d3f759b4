import {
  checkStaffModifierGroups,
  type StaffModifierFieldProblem,
} from '../../../domain/modifier/staff-modifier-groups.rule';
import { ok } from '../../../domain/shared/result';
import type {
  StaffModifierGroupInputDto,
  StaffModifierGroupsDto,
} from '../../../domain/shop-api/staff-modifiers.contract';
import type { AdminIdentity } from '../ports/admin-repository.port';
import type { ClockPort } from '../ports/clock.port';
import type { StaffModifiersPort } from '../ports/staff-modifiers.port';
import { refuse, type UseCaseResult } from '../use-cases/support/use-case-result';

export type SaveModifierGroupsRefusal = 'invalid-modifier-groups' | 'product-not-found';

interface StaffModifiersDeps {
  readonly modifiers: StaffModifiersPort;
  readonly clock: ClockPort;
  /** Drops every city's cached menu and order catalogue on every instance. */
  readonly menuChanged: () => void;
}

/** GET /api/admin/menu/products/{iikoId}/modifier-groups. */
export class ReadModifierGroupsUseCase {
  constructor(private readonly deps: Pick<StaffModifiersDeps, 'modifiers'>) {}

  async execute(iikoId: string): Promise<UseCaseResult<StaffModifierGroupsDto, 'product-not-found'>> {
    const groups = await this.deps.modifiers.read(iikoId);
    return groups === null ? refuse('product-not-found') : ok({ iikoId, groups });
  }
}

/**
 * PUT /api/admin/menu/products/{iikoId}/modifier-groups: the product's whole list of groups
 * (architecture/admin-menu.md, "Modifiers"). The domain's rule checks every field; the list is
 * written and logged in one transaction; customers and the order pipeline of every instance see
 * it at once through the catalogue invalidation.
 */
export class SaveModifierGroupsUseCase {
  constructor(private readonly deps: StaffModifiersDeps) {}

  async execute(input: {
    readonly iikoId: string;
    readonly groups: readonly StaffModifierGroupInputDto[];
    readonly by: AdminIdentity;
  }): Promise<UseCaseResult<StaffModifierGroupsDto, SaveModifierGroupsRefusal>> {
    const checked = checkStaffModifierGroups(input.groups);
    if (!checked.ok) {
      const first = checked.problems[0] as StaffModifierFieldProblem;
      return refuse('invalid-modifier-groups', { field: first.field, problem: first.problem });
    }
    const outcome = await this.deps.modifiers.replace(input.iikoId, checked.value, {
      by: input.by,
      at: this.deps.clock.now(),
    });
    switch (outcome.kind) {
      case 'saved':
        this.deps.menuChanged();
        return ok({ iikoId: input.iikoId, groups: outcome.groups });
      case 'unknown-modifier': {
        const index = input.groups
          .flatMap((g, gi) => g.modifiers.map((m, mi) => ({ m, at: `groups.${gi}.modifiers.${mi}.iikoId` })))
          .find((x) => x.m.iikoId === outcome.iikoId);
        return refuse('invalid-modifier-groups', { field: index?.at ?? 'groups', problem: 'unknown-modifier' });
      }
      case 'not-found':
        return refuse('product-not-found');
    }
  }
}

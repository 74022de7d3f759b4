import { CITY_IDS } from '../../../domain/city/city';
import { checkStaffModifierGroups } from '../../../domain/modifier/staff-modifier-groups.rule';
import { ok } from '../../../domain/shared/result';
import { toHryvnias } from '../../../domain/shared/money';
import type { MenuProductDto } from '../../../domain/shop-api/catalog.contract';
import type {
  StaffModifierGroupDto,
  StaffModifierGroupInputDto,
} from '../../../domain/shop-api/staff-modifiers.contract';
import type {
  StaffModifiersApiPort,
  StaffModifiersFailure,
  StaffModifiersResult,
} from '../../application/ports/staff-modifiers-api.port';
import { fakeMenuCategories } from './fake-menu-data';

/** The demo menu's groups as staff read them (the storefront fake's burgers: patty and extras). */
const groupsOfProduct = (product: MenuProductDto): StaffModifierGroupDto[] =>
  (product.modifierGroups ?? []).map((group) => ({
    id: group.id,
    translation: group.translation,
    kind: group.kind,
    required: group.required,
    maxTotal: group.maxTotal ?? null,
    modifiers: group.options.flatMap((option) => {
      const modifier = product.modifiers.find((each) => each.iikoId === option.modifierId);
      return modifier === undefined
        ? []
        : [
            {
              iikoId: modifier.iikoId,
              translation: modifier.translation,
              price: modifier.price,
              maxCount: option.maxCount,
              isDefault: group.defaultModifierId === modifier.iikoId,
              sharedWith: 0,
            },
          ];
    }),
  }));

const demoGroups = (): Map<string, StaffModifierGroupDto[]> =>
  new Map(
    fakeMenuCategories(CITY_IDS.lviv)
      .flatMap((category) => category.products)
      .map((product) => [product.iikoId, groupsOfProduct(product)]),
  );

/**
 * Modifier groups without a server: checked by the server's own rule, refusals naming the field
 * as the server does, new modifiers given an id. Tests can expire the token, fail calls, and read
 * what was asked.
 */
export class InMemoryStaffModifiersApi implements StaffModifiersApiPort {
  readonly calls: string[] = [];
  readonly failing = new Set<'read' | 'save'>();
  unauthorized = false;
  private readonly groups: Map<string, StaffModifierGroupDto[]>;
  private nextId = 1;

  constructor(groups: ReadonlyMap<string, StaffModifierGroupDto[]> = demoGroups()) {
    this.groups = new Map(groups);
  }

  async readGroups(iikoId: string): Promise<StaffModifiersResult<readonly StaffModifierGroupDto[]>> {
    this.calls.push(`read:${iikoId}`);
    const refused = this.refusal('read');
    if (refused !== null) return refused;
    // A product the demo knows nothing of (one staff just added) has no groups yet.
    return ok(this.groups.get(iikoId) ?? []);
  }

  async saveGroups(
    iikoId: string,
    groups: readonly StaffModifierGroupInputDto[],
  ): Promise<StaffModifiersResult<readonly StaffModifierGroupDto[]>> {
    this.calls.push(`save:${iikoId}:${groups.length}`);
    const refused = this.refusal('save');
    if (refused !== null) return refused;
    const checked = checkStaffModifierGroups(groups);
    if (!checked.ok) {
      const first = checked.problems[0];
      return { ok: false, reason: 'invalid', ...(first === undefined ? {} : first) };
    }
    const saved = checked.value.map((group, index) => ({
      id: `g${this.nextId++}-${index}`,
      translation: group.translation,
      kind: group.kind,
      required: group.kind === 'one-of' && group.required,
      maxTotal: group.kind === 'any-of' ? group.maxTotal : null,
      modifiers: group.modifiers.map((modifier) => ({
        iikoId: modifier.iikoId ?? `mod-${iikoId}-${this.nextId++}`,
        translation: modifier.translation,
        price: toHryvnias(modifier.priceKopiykas),
        maxCount: group.kind === 'one-of' ? 1 : modifier.maxCount,
        isDefault: group.kind === 'one-of' && modifier.isDefault,
        sharedWith: 0,
      })),
    }));
    this.groups.set(iikoId, saved);
    return ok(saved);
  }

  private refusal(call: 'read' | 'save'): StaffModifiersFailure | null {
    if (this.unauthorized) return { ok: false, reason: 'unauthorized' };
    if (this.failing.has(call)) return { ok: false, reason: 'unavailable' };
    return null;
  }
}

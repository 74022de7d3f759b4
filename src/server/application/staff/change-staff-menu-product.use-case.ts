import type { CityId } from '../../../domain/city/city';
import { checkStaffPrice } from '../../../domain/pricing/staff-price';
import { ok } from '../../../domain/shared/result';
import type { StaffMenuProductDto } from '../../../domain/shop-api/staff-menu.contract';
import type { AdminIdentity } from '../ports/admin-repository.port';
import type { ClockPort } from '../ports/clock.port';
import type { StaffMenuPort, StaffMenuProductChange } from '../ports/staff-menu.port';
import { refuse, type UseCaseResult } from '../use-cases/support/use-case-result';
import { staffMenuProductDtoOf } from './staff-menu.mapper';

export type ChangeStaffMenuProductRefusal = 'nothing-to-change' | 'invalid-price' | 'product-not-found';

export interface ChangeStaffMenuProductInput {
  readonly cityId: CityId;
  readonly iikoId: string;
  readonly stopped?: boolean;
  /** Hryvnias; null: back to the base price. */
  readonly price?: number | null;
  /** Who asks: the change is logged under their login. */
  readonly by: AdminIdentity;
}

/**
 * PATCH /api/admin/menu/products/{iikoId}: staff put a product on a city's stop list or take it
 * off, or set the city's own price. Customers see it at once: `menuChanged` drops the city's
 * cached menu and the order pipeline's copy (catalogue.composition.ts).
 */
export class ChangeStaffMenuProductUseCase {
  constructor(
    private readonly deps: {
      readonly menu: StaffMenuPort;
      readonly clock: ClockPort;
      readonly menuChanged: (cityId: CityId) => void;
    },
  ) {}

  async execute(
    input: ChangeStaffMenuProductInput,
  ): Promise<UseCaseResult<StaffMenuProductDto, ChangeStaffMenuProductRefusal>> {
    if (input.stopped === undefined && input.price === undefined) return refuse('nothing-to-change');
    let change: StaffMenuProductChange = input.stopped === undefined ? {} : { stopped: input.stopped };
    if (input.price !== undefined) {
      if (input.price === null) change = { ...change, cityPrice: null };
      else {
        const price = checkStaffPrice(input.price);
        if (!price.ok) return refuse('invalid-price', { problem: price.problem });
        change = { ...change, cityPrice: price.kopiykas };
      }
    }
    const changed = await this.deps.menu.changeCityProduct(
      input.cityId,
      input.iikoId,
      change,
      input.by,
      this.deps.clock.now(),
    );
    if (changed === null) return refuse('product-not-found');
    this.deps.menuChanged(input.cityId);
    return ok(staffMenuProductDtoOf(changed));
  }
}

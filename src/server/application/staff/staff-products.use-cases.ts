import type { CityId } from '../../../domain/city/city';
import type { MenuMove } from '../../../domain/menu/menu-order.rule';
import { checkStaffProduct, type StaffProductFieldProblem } from '../../../domain/menu/staff-product.rule';
import { ok, type Ok } from '../../../domain/shared/result';
import type {
  StaffMenuDto,
  StaffMenuProductDto,
  StaffProductInputDto,
} from '../../../domain/shop-api/staff-menu.contract';
import type { AdminIdentity } from '../ports/admin-repository.port';
import type { ClockPort } from '../ports/clock.port';
import type { StaffProductsPort } from '../ports/staff-products.port';
import { refuse, type UseCaseResult } from '../use-cases/support/use-case-result';
import type { ListStaffMenuUseCase } from './list-staff-menu.use-case';
import { PLACEHOLDER_PHOTOS } from './placeholder-photos';
import { staffMenuProductDtoOf } from './staff-menu.mapper';

export type SaveStaffProductRefusal = 'invalid-product' | 'product-not-found';

interface StaffProductsDeps {
  readonly products: StaffProductsPort;
  readonly clock: ClockPort;
  /** Drops every city's cached menu on every instance (the stop switch's invalidation). */
  readonly menuChanged: () => void;
}

/**
 * POST /api/admin/menu/products and PUT /api/admin/menu/products/{iikoId}: staff add a product
 * or change one. The domain's rule checks every field (the browser runs the same rule); the
 * product is written and logged in one transaction, and customers of every city see it at once.
 */
export class SaveStaffProductUseCase {
  constructor(private readonly deps: StaffProductsDeps) {}

  async execute(input: {
    /** null: a new product. */
    readonly iikoId: string | null;
    readonly cityId: CityId;
    readonly product: StaffProductInputDto;
    readonly by: AdminIdentity;
  }): Promise<UseCaseResult<StaffMenuProductDto, SaveStaffProductRefusal>> {
    const checked = checkStaffProduct(input.product);
    if (!checked.ok) {
      const first = checked.problems[0] as StaffProductFieldProblem;
      return refuse('invalid-product', { field: first.field, problem: first.problem });
    }
    const context = { by: input.by, at: this.deps.clock.now() };
    const outcome =
      input.iikoId === null
        ? await this.deps.products.create(
            checked.value,
            PLACEHOLDER_PHOTOS[checked.value.category],
            input.cityId,
            context,
          )
        : await this.deps.products.update(input.iikoId, checked.value, input.cityId, context);
    switch (outcome.kind) {
      case 'saved':
        this.deps.menuChanged();
        return ok(staffMenuProductDtoOf(outcome.product));
      case 'unknown-category':
        return refuse('invalid-product', { field: 'category', problem: 'unknown-category' });
      case 'not-found':
        return refuse('product-not-found');
    }
  }
}

/** DELETE /api/admin/menu/products/{iikoId}: the product leaves the menu of every city; orders keep their copy of it. */
export class ArchiveStaffProductUseCase {
  constructor(private readonly deps: StaffProductsDeps) {}

  async execute(input: {
    readonly iikoId: string;
    readonly by: AdminIdentity;
  }): Promise<UseCaseResult<null, 'product-not-found'>> {
    const archived = await this.deps.products.archive(input.iikoId, { by: input.by, at: this.deps.clock.now() });
    if (!archived) return refuse('product-not-found');
    this.deps.menuChanged();
    return ok(null);
  }
}

/** POST /api/admin/menu/products/{iikoId}/move: one step up or down within its category; answers the city's menu as now ordered. */
export class MoveStaffProductUseCase {
  constructor(
    private readonly deps: StaffProductsDeps & { readonly listStaffMenu: Pick<ListStaffMenuUseCase, 'execute'> },
  ) {}

  async execute(input: {
    readonly iikoId: string;
    readonly cityId: CityId;
    readonly move: MenuMove;
    readonly by: AdminIdentity;
  }): Promise<UseCaseResult<StaffMenuDto, 'product-not-found'>> {
    const moved = await this.deps.products.move(input.iikoId, input.move, { by: input.by, at: this.deps.clock.now() });
    if (!moved) return refuse('product-not-found');
    this.deps.menuChanged();
    const menu: Ok<StaffMenuDto> = await this.deps.listStaffMenu.execute({ cityId: input.cityId });
    return menu;
  }
}

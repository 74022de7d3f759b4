import type { CityId } from '../../../domain/city/city';
import { ok, type Ok } from '../../../domain/shared/result';
import type { StaffMenuDto } from '../../../domain/shop-api/staff-menu.contract';
import type { StaffMenuPort } from '../ports/staff-menu.port';
import { staffMenuProductDtoOf } from './staff-menu.mapper';

/** GET /api/admin/menu: a city's whole menu for the staff, stopped products included. */
export class ListStaffMenuUseCase {
  constructor(private readonly menu: StaffMenuPort) {}

  async execute(input: { readonly cityId: CityId }): Promise<Ok<StaffMenuDto>> {
    const { categories, products } = await this.menu.listCity(input.cityId);
    return ok({
      cityId: input.cityId,
      categories: categories.map((category) => ({
        slug: category.slug,
        translation: category.translation,
        products: products.filter((product) => product.category === category.slug).map(staffMenuProductDtoOf),
      })),
    });
  }
}

import type { MenuPage } from '../../../domain/cart/category';
import { ok } from '../../../domain/shared/result';
import type { BannerSlideDto } from '../../../domain/shop-api/catalog.contract';
import { refuse, type UseCaseResult } from '../use-cases/support/use-case-result';
import type { BannersReadPort } from './ports/banners-read.port';
import type { CityDirectory } from './support/city-directory';

export interface ListBannersInput {
  readonly cityId: number;
  readonly page: MenuPage;
  /** true: slides shown to customers (what the storefront asks for); null: every slide. */
  readonly isAvailable: boolean | null;
}

/** GET /banners: a menu page's carousel in one city. */
export class ListBannersUseCase {
  constructor(private readonly deps: { banners: BannersReadPort; cities: CityDirectory }) {}

  async execute(input: ListBannersInput): Promise<UseCaseResult<readonly BannerSlideDto[], 'unknown-city'>> {
    const city = await this.deps.cities.find(input.cityId);
    if (city === null) return refuse('unknown-city', { cityId: input.cityId });
    return ok(
      await this.deps.banners.listBanners({ cityId: city.id, page: input.page, isAvailable: input.isAvailable }),
    );
  }
}

import type { CityId } from '../../../domain/city/city';
import { ok } from '../../../domain/shared/result';
import type { MenuDto } from '../../../domain/shop-api/catalog.contract';
import type { ClockPort } from '../ports/clock.port';
import { refuse, type UseCaseResult } from '../use-cases/support/use-case-result';
import type { MenuReadPort } from './ports/menu-read.port';
import type { CityDirectory } from './support/city-directory';
import { ExpiringCache } from './support/expiring-cache';
import { assembleMenu } from './support/menu-assembly';

/**
 * GET /menu?cityId: the most read call of the shop (every page view), so each city's menu is
 * built once and answered from memory, the same object each time, until invalidate() (an admin
 * edit) or its maximum age (edits made through another instance).
 */
export class GetMenuUseCase {
  private readonly cache: ExpiringCache<CityId, MenuDto>;

  constructor(
    private readonly deps: { menus: MenuReadPort; cities: CityDirectory; clock: ClockPort; maxAgeMs: number },
  ) {
    this.cache = new ExpiringCache((cityId) => this.build(cityId), {
      maxAgeMs: deps.maxAgeMs,
      now: () => deps.clock.now().getTime(),
    });
  }

  async execute(cityId: number): Promise<UseCaseResult<MenuDto, 'unknown-city'>> {
    const city = await this.deps.cities.find(cityId);
    if (city === null) return refuse('unknown-city', { cityId });
    return ok(await this.cache.get(city.id));
  }

  /**
   * The menu execute() would answer right now for a known city, when it is in memory and fresh;
   * null otherwise. Never loads: callers compare it with a menu they hold.
   */
  cachedMenu(cityId: CityId): MenuDto | null {
    return this.cache.fresh(cityId);
  }

  /** Call after editing products, prices, the stop list, modifiers, categories or a city's sushi switch. */
  invalidate(cityId?: CityId): void {
    this.cache.invalidate(cityId);
  }

  private async build(cityId: CityId): Promise<MenuDto> {
    const city = await this.deps.cities.find(cityId);
    const source = await this.deps.menus.readMenu(cityId);
    return assembleMenu({ id: cityId, sushiEnabled: city?.sushiEnabled ?? false }, source);
  }
}

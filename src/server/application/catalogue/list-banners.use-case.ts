import { isBannerShownAt, nextBannerChange, type BannerSchedule } from '../../../domain/banner/banner-window.rule';
import type { MenuPage } from '../../../domain/cart/category';
import type { CityId } from '../../../domain/city/city';
import { ok } from '../../../domain/shared/result';
import type { BannerSlideDto } from '../../../domain/shop-api/catalog.contract';
import type { ClockPort } from '../ports/clock.port';
import { refuse, type UseCaseResult } from '../use-cases/support/use-case-result';
import { bannerSlideDtoOf } from './banner-slide.mapper';
import type { BannersReadPort } from './ports/banners-read.port';
import type { CityDirectory } from './support/city-directory';
import { ExpiringCache } from './support/expiring-cache';

export interface ListBannersInput {
  readonly cityId: number;
  readonly page: MenuPage;
  /** true: slides customers see now (what the storefront asks for); false: the others; null: every slide. */
  readonly isAvailable: boolean | null;
}

interface PageBanner {
  readonly slide: BannerSlideDto;
  readonly schedule: BannerSchedule;
}

const MENU_PAGES: readonly MenuPage[] = ['burgers', 'sushi'];
const keyOf = (cityId: CityId, page: MenuPage): string => `${cityId}:${page}`;

/**
 * GET /banners: a menu page's carousel in one city (architecture/admin-banners.md). Each page's
 * banners are read once with their switches and windows and kept in memory until invalidate() (a
 * staff change, on any instance) or the maximum age; which of them show is decided per request
 * by the clock, so a window opens or closes on time without a reload.
 */
export class ListBannersUseCase {
  private readonly cache: ExpiringCache<string, readonly PageBanner[]>;

  constructor(
    private readonly deps: {
      readonly banners: BannersReadPort;
      readonly cities: CityDirectory;
      readonly clock: ClockPort;
      readonly maxAgeMs: number;
    },
  ) {
    this.cache = new ExpiringCache((key) => this.load(key), {
      maxAgeMs: deps.maxAgeMs,
      now: () => deps.clock.now().getTime(),
    });
  }

  async execute(input: ListBannersInput): Promise<UseCaseResult<readonly BannerSlideDto[], 'unknown-city'>> {
    const city = await this.deps.cities.find(input.cityId);
    if (city === null) return refuse('unknown-city', { cityId: input.cityId });
    const banners = await this.cache.get(keyOf(city.id, input.page));
    const now = this.deps.clock.now().getTime();
    return ok(
      banners
        .filter(({ schedule }) => input.isAvailable === null || isBannerShownAt(schedule, now) === input.isAvailable)
        .map(({ slide }) => slide),
    );
  }

  /**
   * When the slides customers see on this page change by a window opening or closing; null when
   * none will by itself (or the city is unknown). Whatever was built from execute() holds until then.
   */
  async nextChangeAt(input: { readonly cityId: number; readonly page: MenuPage }): Promise<number | null> {
    const city = await this.deps.cities.find(input.cityId);
    if (city === null) return null;
    const banners = await this.cache.get(keyOf(city.id, input.page));
    return nextBannerChange(
      banners.map(({ schedule }) => schedule),
      this.deps.clock.now().getTime(),
    );
  }

  /** Whole seconds until nextChangeAt (rounded down, so a cache expires before the change); null: no change ahead. */
  async secondsUntilChange(input: { readonly cityId: number; readonly page: MenuPage }): Promise<number | null> {
    const at = await this.nextChangeAt(input);
    return at === null ? null : Math.max(0, Math.floor((at - this.deps.clock.now().getTime()) / 1000));
  }

  /** Call after staff change banners: one city's pages, or every city's. */
  invalidate(cityId?: CityId): void {
    if (cityId === undefined) this.cache.invalidate();
    else for (const page of MENU_PAGES) this.cache.invalidate(keyOf(cityId, page));
  }

  private async load(key: string): Promise<readonly PageBanner[]> {
    const [cityId, page] = key.split(':') as [string, MenuPage];
    const stored = await this.deps.banners.listPageBanners(Number(cityId) as CityId, page);
    return stored.map((banner) => ({
      slide: bannerSlideDtoOf(banner),
      schedule: { active: banner.active, showFromMs: banner.showFromMs, showUntilMs: banner.showUntilMs },
    }));
  }
}

import { inject, injectable } from 'inversify';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { CategorySlug, MenuPage } from '../../domain/cart/category';
import { cityIdOf, type CityId } from '../../domain/city/city';
import type { MenuCategoryDto, MenuDto, MenuProductDto } from '../../domain/shop-api/catalog.contract';
import type { LoggerPort } from '../application/ports/logger.port';
import type { MenuApiPort } from '../application/ports/menu-api.port';
import { TOKENS } from '../di/tokens';
import type { AppShellViewModel } from './app-shell.view-model';
import { categoriesOnPage } from './menu-categories';
import { menuPageOf } from './menu-page';
import { productView, type ProductView } from './product-view';

export type MenuStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface MenuSectionView {
  readonly slug: CategorySlug;
  /** The shop's name of the category; null while loading (the UI then uses its own text). */
  readonly title: string | null;
  readonly products: readonly ProductView[];
}

type CityMenu = { readonly status: 'loading' | 'failed' } | { readonly status: 'ready'; readonly menu: MenuDto };

const onPage = (category: MenuCategoryDto, page: MenuPage): boolean =>
  category.page === page || category.page === 'both';

/**
 * The city's menu, fetched once per city for the page's lifetime (switching cities back and forth
 * costs nothing), and the sections of the menu page the URL names.
 */
@injectable()
export class MenuViewModel {
  // Each city's entry is replaced whole, never changed inside: kept as received (deep: false), MobX
  // does not wrap every category and product, which cost the first render's hydration time.
  private readonly menus = observable.map<CityId, CityMenu>(undefined, { deep: false });

  constructor(
    @inject(TOKENS.MenuApi) private readonly api: MenuApiPort,
    @inject(TOKENS.AppShellViewModel) private readonly shell: AppShellViewModel,
    @inject(TOKENS.Logger) private readonly logger: LoggerPort,
  ) {
    makeAutoObservable<this, 'api' | 'shell' | 'logger' | 'menus'>(
      this,
      { api: false, shell: false, logger: false, menus: false },
      { autoBind: true },
    );
  }

  get cityId(): CityId {
    return cityIdOf(this.shell.city);
  }

  get page(): MenuPage {
    return menuPageOf(this.shell.route?.page);
  }

  get status(): MenuStatus {
    return this.menus.get(this.cityId)?.status ?? 'idle';
  }

  /** Loads the current city's menu unless it is loaded or on its way. */
  async ensureLoaded(): Promise<void> {
    const cityId = this.cityId;
    const known = this.menus.get(cityId);
    if (known !== undefined && known.status !== 'failed') return;
    this.menus.set(cityId, { status: 'loading' });
    const result = await this.api.getMenu(cityId);
    runInAction(() => {
      if (result.ok) this.menus.set(cityId, { status: 'ready', menu: result.value });
      else {
        this.logger.error(`GET /menu?cityId=${cityId} failed: ${result.reason}`);
        this.menus.set(cityId, { status: 'failed' });
      }
    });
  }

  retry(): Promise<void> {
    return this.ensureLoaded();
  }

  /** Every category of the city's menu in display order, or null until it is loaded. */
  get cityCategories(): readonly MenuCategoryDto[] | null {
    const entry = this.menus.get(this.cityId);
    return entry?.status === 'ready' ? entry.menu.categories : null;
  }

  /**
   * The current page's sections. Until the menu arrives they are the page's usual categories
   * without products, so anchors (#combos) exist from the first paint and the page keeps its shape.
   */
  get sections(): readonly MenuSectionView[] {
    const categories = this.cityCategories;
    const locale = this.shell.locale;
    if (categories === null) return categoriesOnPage(this.page).map((slug) => ({ slug, title: null, products: [] }));
    return categories
      .filter((category) => onPage(category, this.page))
      .map((category) => ({
        slug: category.slug,
        title: category.translation[locale] || null,
        products: category.products.map((product) => productView(product, locale)),
      }));
  }

  /** The menu's own product, which the cart copies its fields from. */
  product(id: string): MenuProductDto | undefined {
    return this.cityCategories?.flatMap((category) => category.products).find((product) => product.id === id);
  }
}

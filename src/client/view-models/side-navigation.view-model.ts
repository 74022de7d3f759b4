import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { CATEGORY_PAGE, CATEGORY_SLUGS, type CategorySlug } from '../../domain/cart/category';
import type { FixedPageName, PageName } from '../../domain/routing/page-name';
import type { DocumentScrollPort } from '../application/ports/document-scroll.port';
import { TOKENS } from '../di/tokens';
import type { AppShellViewModel } from './app-shell.view-model';
import type { CitiesViewModel } from './cities.view-model';
import type { MenuViewModel } from './menu.view-model';
import { menuPageOf, pageNameOf } from './menu-page';

const SUSHI_CATEGORIES: readonly CategorySlug[] = ['rolls', 'sets'];
const MENU_PAGES: readonly FixedPageName[] = ['home', 'sushi'];

export interface SideNavItem {
  readonly slug: CategorySlug;
  /** The shop's name of the category when the menu is loaded; null means the UI's own text. */
  readonly title: string | null;
  /** '/sushi/#sets': the category's page and its anchor, in the current language and city. */
  readonly href: string;
  readonly onCurrentPage: boolean;
}

/**
 * The categories list beside the menu (a drawer behind the burger toggle at 642 px and below).
 * A category of the current page is scrolled to; any other opens its page first (combos,
 * burgers and menus live on '/', rolls and sets on '/sushi/'). Additions, sauces, drinks and beer
 * have no page of their own: they are on both menu pages, so they stay on the current one.
 */
@injectable()
export class SideNavigationViewModel {
  isOpen = false;

  constructor(
    @inject(TOKENS.AppShellViewModel) private readonly shell: AppShellViewModel,
    @inject(TOKENS.MenuViewModel) private readonly menu: MenuViewModel,
    @inject(TOKENS.CitiesViewModel) private readonly cities: CitiesViewModel,
    @inject(TOKENS.DocumentScroll) private readonly scroll: DocumentScrollPort,
  ) {
    makeAutoObservable<this, 'shell' | 'menu' | 'cities' | 'scroll'>(
      this,
      { shell: false, menu: false, cities: false, scroll: false },
      { autoBind: true },
    );
  }

  private get currentPage(): PageName | null {
    return this.shell.route?.page ?? null;
  }

  private targetPage(slug: CategorySlug): FixedPageName {
    const home = CATEGORY_PAGE[slug];
    if (home !== 'both') return pageNameOf(home);
    const current = this.currentPage;
    const menuPage = MENU_PAGES.find((page) => page === current);
    return menuPage ?? pageNameOf(menuPageOf(current ?? undefined));
  }

  /** Rolls and sets only where sushi is on: the server's city setting (the frame loads the cities). */
  get items(): readonly SideNavItem[] {
    const sushiOn = this.cities.sushiEnabledIn(this.shell.city);
    const loaded = this.menu.cityCategories;
    const categories =
      loaded === null
        ? CATEGORY_SLUGS.map((slug) => ({ slug, title: null }))
        : loaded.map((category) => ({ slug: category.slug, title: category.translation[this.shell.locale] || null }));
    return categories
      .filter((category) => sushiOn || !SUSHI_CATEGORIES.includes(category.slug))
      .map(({ slug, title }) => {
        const page = this.targetPage(slug);
        return { slug, title, href: `${this.shell.pathTo(page)}#${slug}`, onCurrentPage: page === this.currentPage };
      });
  }

  toggle(): void {
    this.isOpen = !this.isOpen;
  }

  close(): void {
    this.isOpen = false;
  }

  /** Scrolls when the category is on this page; otherwise answers the path to navigate to. */
  select(slug: CategorySlug): string | null {
    this.close();
    const item = this.items.find((candidate) => candidate.slug === slug);
    if (item === undefined) return null;
    if (item.onCurrentPage && this.scroll.scrollToElement(slug)) return null;
    return item.href;
  }

  /** After a page with '#category' has drawn its menu, the anchor may have moved: go there again. */
  reveal(hash: string): void {
    const slug = hash.replace(/^#/, '');
    if ((CATEGORY_SLUGS as readonly string[]).includes(slug)) this.scroll.scrollToElement(slug);
  }
}

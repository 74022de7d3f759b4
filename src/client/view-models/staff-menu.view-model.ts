import { inject, injectable } from 'inversify';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import { CITY_IDS, type CityId } from '../../domain/city/city';
import { menuCategoriesOfAdminSection } from '../../domain/routing/admin-menu-sections';
import type { AdminSection } from '../../domain/routing/admin-path';
import type {
  StaffMenuCategoryDto,
  StaffMenuDto,
  StaffMenuProductDto,
} from '../../domain/shop-api/staff-menu.contract';
import type {
  StaffMenuApiPort,
  StaffMenuFailureReason,
  StaffMenuProductChange,
} from '../application/ports/staff-menu-api.port';
import type { AdminCityPreferencePort } from '../application/ports/admin-city-preference.port';
import type { StaffModifiersApiPort } from '../application/ports/staff-modifiers-api.port';
import { TOKENS } from '../di/tokens';
import type { AdminSessionViewModel } from './admin-session.view-model';
import { readStaffPriceInput, staffPriceFieldText } from './staff-price-input';
import { StaffProductEditor } from './staff-product-editor';
import type { MenuMove } from '../../domain/menu/menu-order.rule';

export type StaffMenuState = 'loading' | 'failed' | 'ready';

/** A message next to one product: an admin:… key, with the server's own words when it sent some. */
export interface StaffMenuProblem {
  readonly key: string;
  readonly message?: string;
}

/** A failed change as staff read it; the server's words are kept only where they explain a refusal (400). */
const problemOfFailure = (
  reason: Exclude<StaffMenuFailureReason, 'unauthorized'>,
  message: string | undefined,
): StaffMenuProblem => {
  if (reason === 'invalid')
    return message === undefined ? { key: 'menu.problem.refused' } : { key: 'menu.problem.refusedBecause', message };
  return { key: reason === 'not-found' ? 'menu.problem.notFound' : 'menu.problem.saveFailed' };
};

// Names are searched as typed, whatever the case or the apostrophe (ʼ, ’ and ' all occur in Ukrainian).
const searchable = (text: string): string => text.trim().toLocaleLowerCase('uk').replace(/[ʼ’`]/g, "'");

const nameMatches = (product: StaffMenuProductDto, query: string): boolean =>
  Object.values(product.translation).some((name) => searchable(name).includes(query));

const replaceProduct = (menu: StaffMenuDto, changed: StaffMenuProductDto): StaffMenuDto => ({
  ...menu,
  categories: menu.categories.map((category) => ({
    ...category,
    products: category.products.map((product) => (product.iikoId === changed.iikoId ? changed : product)),
  })),
});

/**
 * The menu sections' editor: one city's products of the section's categories, put on the stop
 * list or taken off it, and priced for the city. Nothing is optimistic: a product's controls are
 * disabled while its change is on the way, and then show the server's answer; a refusal or a
 * failure is said next to the product and leaves it as it was. An expired token signs staff out,
 * and the admin guard takes them to the login page.
 */
@injectable()
export class StaffMenuViewModel {
  cityId: CityId;
  state: StaffMenuState = 'loading';
  menu: StaffMenuDto | null = null;
  /** A reload failed: the menu on screen is the last one received. */
  stale = false;
  /** The section's category slugs, or 'all' for the whole menu. */
  sectionCategories: readonly string[] | 'all' = 'all';
  query = '';
  /** Keyed `${cityId}:${iikoId}`: a change on the way in one city says nothing about the other. */
  private readonly saving = observable.set<string>();
  /** What staff typed into price fields and have not saved yet. */
  private readonly priceDrafts = observable.map<string, string>();
  private readonly problems = observable.map<string, StaffMenuProblem>();
  /** Changes answered since the latest load was asked: its answer may predate them. */
  private readonly answeredSinceLoad = new Map<string, StaffMenuProductDto>();
  private opened = false;
  private latestLoad = 0;
  /** The add / edit form of a product. */
  readonly editor: StaffProductEditor;
  /** A product being moved up or down: every move waits for it (the order changes under it). */
  moving: string | null = null;

  constructor(
    @inject(TOKENS.StaffMenuApi) private readonly api: StaffMenuApiPort,
    @inject(TOKENS.AdminSessionViewModel) private readonly session: AdminSessionViewModel,
    @inject(TOKENS.AdminCityPreference) private readonly cityPreference: AdminCityPreferencePort,
    @inject(TOKENS.StaffModifiersApi) modifiersApi: StaffModifiersApiPort,
  ) {
    this.cityId = cityPreference.load() ?? CITY_IDS.lviv;
    this.editor = new StaffProductEditor({
      api,
      modifiersApi,
      cityId: () => this.cityId,
      changed: () => this.load(),
      signOut: () => session.signOut(),
    });
    makeAutoObservable<
      this,
      | 'api'
      | 'session'
      | 'cityPreference'
      | 'saving'
      | 'priceDrafts'
      | 'problems'
      | 'answeredSinceLoad'
      | 'opened'
      | 'latestLoad'
    >(
      this,
      {
        api: false,
        session: false,
        cityPreference: false,
        saving: false,
        priceDrafts: false,
        problems: false,
        answeredSinceLoad: false,
        opened: false,
        latestLoad: false,
        editor: false,
      },
      { autoBind: true },
    );
  }

  /** The section's categories in the menu's display order, every product of the city in them. */
  get categories(): readonly StaffMenuCategoryDto[] {
    if (this.menu === null) return [];
    const wanted = this.sectionCategories;
    return wanted === 'all'
      ? this.menu.categories
      : this.menu.categories.filter((category) => wanted.includes(category.slug));
  }

  /** The categories as shown: while searching, only the matching products and the categories holding them. */
  get visibleCategories(): readonly StaffMenuCategoryDto[] {
    const query = searchable(this.query);
    if (query === '') return this.categories;
    return this.categories
      .map((category) => ({
        ...category,
        products: category.products.filter((product) => nameMatches(product, query)),
      }))
      .filter((category) => category.products.length > 0);
  }

  get searching(): boolean {
    return searchable(this.query) !== '';
  }

  /** Opens the empty form in the section's first category. */
  startNewProduct(): void {
    const first = this.categories[0];
    if (first !== undefined) this.editor.startNew(first.slug);
  }

  startEditProduct(iikoId: string): void {
    const product = this.productOf(iikoId);
    if (product !== undefined) this.editor.startEdit(product);
  }

  /** One step up or down within its category; the answer is the menu in its new order. */
  async move(iikoId: string, move: MenuMove): Promise<void> {
    if (this.moving !== null) return;
    this.moving = iikoId;
    this.problems.delete(iikoId);
    const cityId = this.cityId;
    const result = await this.api.moveProduct(cityId, iikoId, move);
    runInAction(() => {
      this.moving = null;
      if (cityId !== this.cityId) return;
      if (result.ok) {
        // Newer than any load on the way: that load's answer is not applied over it.
        this.latestLoad += 1;
        this.menu = result.value;
        this.state = 'ready';
        this.stale = false;
      } else if (result.reason === 'unauthorized') this.session.signOut();
      else this.problems.set(iikoId, problemOfFailure(result.reason, result.message));
    });
  }

  /** Shows an admin section's categories; the first call loads the menu. The screen calls it as it mounts and when the section changes. */
  open(section: AdminSection): void {
    this.sectionCategories = menuCategoriesOfAdminSection(section) ?? [];
    this.query = '';
    this.editor.close();
    if (this.opened) return;
    this.opened = true;
    void this.load();
  }

  selectCity(cityId: CityId): void {
    if (cityId === this.cityId) return;
    this.cityId = cityId;
    this.cityPreference.save(cityId);
    this.menu = null;
    this.state = 'loading';
    this.stale = false;
    this.priceDrafts.clear();
    this.problems.clear();
    this.editor.close();
    void this.load();
  }

  search(query: string): void {
    this.query = query;
  }

  async load(): Promise<void> {
    const ticket = ++this.latestLoad;
    const cityId = this.cityId;
    this.answeredSinceLoad.clear();
    // A reload keeps the menu on screen; only a first load (or a retry after a failure) shows "loading".
    if (this.state !== 'ready') this.state = 'loading';
    const result = await this.api.listMenu(cityId);
    runInAction(() => {
      // A newer load (another city, a reload) answers for the screen.
      if (ticket !== this.latestLoad) return;
      if (result.ok) {
        this.menu = [...this.answeredSinceLoad.values()].reduce(replaceProduct, result.value);
        this.state = 'ready';
        this.stale = false;
      } else if (result.reason === 'unauthorized') {
        this.session.signOut();
      } else if (this.state === 'ready') {
        this.stale = true;
      } else {
        this.state = 'failed';
      }
    });
  }

  isSaving(iikoId: string): boolean {
    return this.saving.has(this.savingKey(this.cityId, iikoId));
  }

  problemOf(iikoId: string): StaffMenuProblem | null {
    return this.problems.get(iikoId) ?? null;
  }

  /** The price field's text: what staff are typing, else the city's price, else empty (the base price). */
  priceText(iikoId: string): string {
    return this.priceDrafts.get(iikoId) ?? staffPriceFieldText(this.productOf(iikoId)?.cityPrice ?? null);
  }

  editPrice(iikoId: string, text: string): void {
    this.priceDrafts.set(iikoId, text);
    // The message was about what they typed before.
    this.problems.delete(iikoId);
  }

  /** Puts the product on the city's stop list (true) or takes it off (false). */
  async setStopped(iikoId: string, stopped: boolean): Promise<void> {
    const product = this.productOf(iikoId);
    if (product === undefined || product.stopped === stopped || this.isSaving(iikoId)) return;
    await this.change(iikoId, { stopped });
  }

  /** Sends the price field: a city price, or the base price when the field is empty. Checked here first, by the server's rule. */
  async savePrice(iikoId: string): Promise<void> {
    const product = this.productOf(iikoId);
    if (product === undefined || this.isSaving(iikoId)) return;
    const input = readStaffPriceInput(this.priceText(iikoId));
    if (!input.ok) {
      this.problems.set(iikoId, { key: `menu.price.problem.${input.problem}` });
      return;
    }
    if (input.price === product.cityPrice) {
      // Nothing changes ("199,5" for 199.50): show the price as saved, ask nobody.
      this.priceDrafts.delete(iikoId);
      this.problems.delete(iikoId);
      return;
    }
    await this.change(iikoId, { price: input.price });
  }

  private async change(iikoId: string, change: StaffMenuProductChange): Promise<void> {
    const cityId = this.cityId;
    const key = this.savingKey(cityId, iikoId);
    this.saving.add(key);
    this.problems.delete(iikoId);
    const result = await this.api.changeProduct(cityId, iikoId, change);
    runInAction(() => {
      this.saving.delete(key);
      // When staff went on to the other city meanwhile, its screen has nothing to do with this answer.
      const stillShown = cityId === this.cityId;
      if (result.ok) {
        if (stillShown) this.apply(result.value, change);
      } else if (result.reason === 'unauthorized') {
        this.session.signOut();
      } else if (stillShown) {
        this.problems.set(iikoId, problemOfFailure(result.reason, result.message));
      }
    });
  }

  private apply(changed: StaffMenuProductDto, change: StaffMenuProductChange): void {
    this.answeredSinceLoad.set(changed.iikoId, changed);
    if (this.menu !== null) this.menu = replaceProduct(this.menu, changed);
    // The field now shows the price as the server keeps it; a stop toggle leaves typing alone.
    if (change.price !== undefined) this.priceDrafts.delete(changed.iikoId);
  }

  private productOf(iikoId: string): StaffMenuProductDto | undefined {
    return this.menu?.categories.flatMap((category) => category.products).find((product) => product.iikoId === iikoId);
  }

  private savingKey(cityId: CityId, iikoId: string): string {
    return `${cityId}:${iikoId}`;
  }
}

import type { CityId } from '../../../domain/city/city';
import { checkStaffPrice, type StaffPriceProblem } from '../../../domain/pricing/staff-price';
import { moveInOrder, type MenuMove } from '../../../domain/menu/menu-order.rule';
import { checkStaffProduct, type CheckedStaffProduct } from '../../../domain/menu/staff-product.rule';
import { checkPhotoFile } from '../../../domain/menu/product-photo.rule';
import { ok } from '../../../domain/shared/result';
import { toHryvnias } from '../../../domain/shared/money';
import {
  STAFF_MAX_PRICE,
  type StaffMenuDto,
  type StaffMenuProductDto,
  type StaffProductInputDto,
} from '../../../domain/shop-api/staff-menu.contract';
import type {
  StaffMenuApiPort,
  StaffMenuFailure,
  StaffMenuProductChange,
  StaffMenuResult,
  StaffPhotoResult,
} from '../../application/ports/staff-menu-api.port';
import { DEMO_PICTURES, demoPictureOfCategory } from './fake-menu-data';
import { fakeStaffMenus } from './fake-staff-menu-data';

// The server's own wording (staff-menu.routes.ts), so a demo shows what staff would read.
const PRICE_MESSAGES: Readonly<Record<StaffPriceProblem, string>> = {
  'not-a-number': "'price' must be a number of hryvnias, or null for the base price.",
  'not-positive': "'price' must be more than 0.",
  'too-high': `'price' must be at most ${STAFF_MAX_PRICE}.`,
  'more-than-two-decimals': "'price' must be in whole kopiykas: at most two decimals.",
};
/** The demo's staff member: the fake signs every change with this login, as the server signs it with the admin's. */
export const FAKE_STAFF_LOGIN = 'demo';
const NOTHING_TO_CHANGE = "Send 'stopped', 'price' or both.";
const PRODUCT_NOT_FOUND = 'This city offers no product with this id.';

const refuse = (reason: StaffMenuFailure['reason'], message?: string): StaffMenuFailure =>
  message === undefined ? { ok: false, reason } : { ok: false, reason, message };

/**
 * The staff's menu without a server. It answers like the real API: stop flags and city prices
 * persist in memory per city, prices are checked by the same rule (checkStaffPrice), and refusals
 * carry the server's messages. Tests can expire the token, fail calls, and read what was asked.
 */
export class InMemoryStaffMenuApi implements StaffMenuApiPort {
  readonly calls: string[] = [];
  /** Calls that answer 'unavailable' while listed. */
  readonly failing = new Set<'list' | 'change' | 'save'>();
  /** Plays an expired token: every call answers 'unauthorized'. */
  unauthorized = false;
  private menus: StaffMenuDto[];

  constructor(menus: readonly StaffMenuDto[] = fakeStaffMenus()) {
    this.menus = [...menus];
  }

  async listMenu(cityId: CityId): Promise<StaffMenuResult<StaffMenuDto>> {
    this.calls.push(`list:${cityId}`);
    if (this.unauthorized) return refuse('unauthorized');
    if (this.failing.has('list')) return refuse('unavailable');
    return ok(this.menuOf(cityId));
  }

  async changeProduct(
    cityId: CityId,
    iikoId: string,
    change: StaffMenuProductChange,
  ): Promise<StaffMenuResult<StaffMenuProductDto>> {
    this.calls.push(`change:${cityId}:${iikoId}:${JSON.stringify(change)}`);
    if (this.unauthorized) return refuse('unauthorized');
    if (this.failing.has('change')) return refuse('unavailable');
    if (change.stopped === undefined && change.price === undefined) return refuse('invalid', NOTHING_TO_CHANGE);
    let cityPrice: number | null | undefined = change.price;
    if (change.price !== undefined && change.price !== null) {
      const checked = checkStaffPrice(change.price);
      if (!checked.ok) return refuse('invalid', PRICE_MESSAGES[checked.problem]);
      cityPrice = toHryvnias(checked.kopiykas);
    }
    const product = this.productOf(cityId, iikoId);
    if (product === undefined) return refuse('not-found', PRODUCT_NOT_FOUND);
    const stopped = change.stopped ?? product.stopped;
    const nextCityPrice = cityPrice === undefined ? product.cityPrice : cityPrice;
    const changed: StaffMenuProductDto = {
      ...product,
      stopped,
      cityPrice: nextCityPrice,
      price: nextCityPrice ?? product.basePrice,
      lastChange: { at: new Date().toISOString(), by: FAKE_STAFF_LOGIN },
    };
    this.put(cityId, changed);
    return ok(changed);
  }

  async createProduct(cityId: CityId, input: StaffProductInputDto): Promise<StaffMenuResult<StaffMenuProductDto>> {
    this.calls.push(`create:${cityId}:${input.translation.en}`);
    const checked = this.check(input);
    if (!checked.ok) return checked;
    this.nextId += 1;
    const iikoId = `new-product-${this.nextId}`;
    // Like the server, a picture its category already has stands in for the photo.
    const picture = this.menus
      .flatMap((menu) => menu.categories)
      .find((category) => category.slug === checked.value.category)?.products[0]?.imgLink;
    const added = { ...productOf(iikoId, checked.value), ...(picture === undefined ? {} : { imgLink: picture }) };
    this.menus = this.menus.map((menu) => ({
      ...menu,
      categories: menu.categories.map((category) =>
        category.slug === checked.value.category ? { ...category, products: [...category.products, added] } : category,
      ),
    }));
    return ok(this.productOf(cityId, iikoId) as StaffMenuProductDto);
  }

  async updateProduct(
    cityId: CityId,
    iikoId: string,
    input: StaffProductInputDto,
  ): Promise<StaffMenuResult<StaffMenuProductDto>> {
    this.calls.push(`update:${cityId}:${iikoId}`);
    const checked = this.check(input);
    if (!checked.ok) return checked;
    if (this.productOf(cityId, iikoId) === undefined) return refuse('not-found', PRODUCT_NOT_FOUND);
    this.menus = this.menus.map((menu) => {
      const old = menu.categories.flatMap((category) => category.products).find((product) => product.iikoId === iikoId);
      if (old === undefined) return menu;
      const changed = {
        ...old,
        ...productOf(iikoId, checked.value),
        cityPrice: old.cityPrice,
        price: old.cityPrice ?? productOf(iikoId, checked.value).price,
        stopped: old.stopped,
        imgLink: old.imgLink,
      };
      return {
        ...menu,
        categories: menu.categories.map((category) => {
          const without = category.products.filter((product) => product.iikoId !== iikoId);
          if (category.slug !== changed.category) return { ...category, products: without };
          // Staying in its category keeps its place; moving to another puts it last there.
          return old.category === changed.category
            ? {
                ...category,
                products: category.products.map((product) => (product.iikoId === iikoId ? changed : product)),
              }
            : { ...category, products: [...without, changed] };
        }),
      };
    });
    return ok(this.productOf(cityId, iikoId) as StaffMenuProductDto);
  }

  async archiveProduct(iikoId: string): Promise<StaffMenuResult<null>> {
    this.calls.push(`archive:${iikoId}`);
    if (this.unauthorized) return refuse('unauthorized');
    if (this.failing.has('save')) return refuse('unavailable');
    if (!this.menus.some((menu) => this.productOf(menu.cityId, iikoId) !== undefined))
      return refuse('not-found', PRODUCT_NOT_FOUND);
    this.menus = this.menus.map((menu) => ({
      ...menu,
      categories: menu.categories.map((category) => ({
        ...category,
        products: category.products.filter((product) => product.iikoId !== iikoId),
      })),
    }));
    return ok(null);
  }

  async moveProduct(cityId: CityId, iikoId: string, move: MenuMove): Promise<StaffMenuResult<StaffMenuDto>> {
    this.calls.push(`move:${cityId}:${iikoId}:${move}`);
    if (this.unauthorized) return refuse('unauthorized');
    if (this.failing.has('save')) return refuse('unavailable');
    if (this.productOf(cityId, iikoId) === undefined) return refuse('not-found', PRODUCT_NOT_FOUND);
    this.menus = this.menus.map((menu) => ({
      ...menu,
      categories: menu.categories.map((category) => {
        const order = moveInOrder(
          category.products,
          category.products.find((product) => product.iikoId === iikoId) as StaffMenuProductDto,
          move,
        );
        return order === category.products ? category : { ...category, products: order };
      }),
    }));
    return ok(this.menuOf(cityId));
  }

  /**
   * Takes a file the domain's checks let through as it is (no resizing without a server): the
   * product shows it at once in every city; refusals carry the problem like the server's.
   */
  async uploadPhoto(
    cityId: CityId,
    iikoId: string,
    file: Blob,
    progress: (sent: number) => void,
  ): Promise<StaffPhotoResult> {
    this.calls.push(`photo:${cityId}:${iikoId}`);
    if (this.unauthorized) return { ok: false, reason: 'unauthorized' };
    if (this.failing.has('save')) return { ok: false, reason: 'unavailable' };
    const checked = checkPhotoFile({ byteLength: file.size, mimeType: file.type });
    if (!checked.ok) return { ok: false, reason: 'refused', problem: checked.reason };
    if (this.productOf(cityId, iikoId) === undefined)
      return { ok: false, reason: 'not-found', message: PRODUCT_NOT_FOUND };
    progress(1);
    const url = URL.createObjectURL(file);
    return this.withPicture(cityId, iikoId, { webp: [{ url, width: 640, height: 640 }], avif: [] }, url);
  }

  async removePhoto(cityId: CityId, iikoId: string): Promise<StaffPhotoResult> {
    this.calls.push(`remove-photo:${cityId}:${iikoId}`);
    if (this.unauthorized) return { ok: false, reason: 'unauthorized' };
    if (this.productOf(cityId, iikoId) === undefined)
      return { ok: false, reason: 'not-found', message: PRODUCT_NOT_FOUND };
    return this.withPicture(cityId, iikoId, null, this.defaultPictures.get(iikoId) ?? `${DEMO_PICTURES}${iikoId}.svg`);
  }

  private readonly defaultPictures = new Map<string, string>();

  private withPicture(
    cityId: CityId,
    iikoId: string,
    picture: StaffMenuProductDto['picture'],
    imgLink: string,
  ): StaffPhotoResult {
    for (const menu of this.menus) {
      const product = this.productOf(menu.cityId, iikoId);
      if (product === undefined) continue;
      if (product.picture == null && !this.defaultPictures.has(iikoId))
        this.defaultPictures.set(iikoId, product.imgLink);
      this.put(menu.cityId, { ...product, picture, imgLink });
    }
    return ok(this.productOf(cityId, iikoId) as StaffMenuProductDto);
  }

  private nextId = 0;

  private check(
    input: StaffProductInputDto,
  ): { readonly ok: true; readonly value: CheckedStaffProduct } | StaffMenuFailure {
    if (this.unauthorized) return refuse('unauthorized');
    if (this.failing.has('save')) return refuse('unavailable');
    const checked = checkStaffProduct(input);
    if (checked.ok) return checked;
    const first = checked.problems[0];
    return {
      ok: false,
      reason: 'invalid',
      message: `'${first?.field}': ${first?.problem}.`,
      ...(first === undefined ? {} : { field: first.field }),
    };
  }

  private menuOf(cityId: CityId): StaffMenuDto {
    return this.menus.find((menu) => menu.cityId === cityId) ?? { cityId, categories: [] };
  }

  private productOf(cityId: CityId, iikoId: string): StaffMenuProductDto | undefined {
    return this.menuOf(cityId)
      .categories.flatMap((category) => category.products)
      .find((product) => product.iikoId === iikoId);
  }

  /** Replaces the product in its city's menu; menus are values, so earlier answers stay as they were. */
  private put(cityId: CityId, changed: StaffMenuProductDto): void {
    this.menus = this.menus.map((menu) =>
      menu.cityId !== cityId
        ? menu
        : {
            ...menu,
            categories: menu.categories.map((category) => ({
              ...category,
              products: category.products.map((product) => (product.iikoId === changed.iikoId ? changed : product)),
            })),
          },
    );
  }
}

/** A product as the fake keeps it: the base price everywhere. */
const productOf = (iikoId: string, product: CheckedStaffProduct): StaffMenuProductDto => ({
  iikoId,
  category: product.category,
  translation: product.translation,
  imgLink: demoPictureOfCategory(product.category),
  basePrice: toHryvnias(product.basePrice),
  cityPrice: null,
  price: toHryvnias(product.basePrice),
  stopped: false,
  lastChange: null,
  description: product.description,
  size: product.size,
  rolls: product.rolls,
  alcohol: product.alcohol,
  tags: product.tags,
  hidden: product.hidden,
});

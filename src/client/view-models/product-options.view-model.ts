import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { Modifier } from '../../domain/cart/cart-item';
import type { AddItemRefusal } from '../../domain/cart/cart-operations';
import { lineTotal } from '../../domain/pricing/line-total';
import { formatHryvnias } from '../../domain/shared/money';
import type { MenuModifierDto, MenuProductDto } from '../../domain/shop-api/catalog.contract';
import { TOKENS } from '../di/tokens';
import type { AppShellViewModel } from './app-shell.view-model';
import type { CartViewModel } from './cart.view-model';
import type { MenuViewModel } from './menu.view-model';
import { productView, type ProductView } from './product-view';

/** Modifiers of this group are one choice (one patty per burger); every other group combines. */
export const PATTY_GROUP = 'patty';

export interface ModifierOptionView {
  readonly id: string;
  readonly name: string;
  /** '+40 ₴', or null when the option costs nothing. */
  readonly surchargeText: string | null;
  readonly chosen: boolean;
}

const toModifier = (dto: MenuModifierDto): Modifier => ({
  id: dto.id,
  iikoId: dto.iikoId,
  iikoName: dto.iikoName,
  price: dto.price,
  productGroupId: dto.productGroupId,
  translation: dto.translation,
});

/**
 * The add button of a product card. A product without modifiers goes straight to the cart; a
 * burger opens its options: the patty is one choice (the first offered is preselected, as every
 * burger needs one) and the extras combine. The preview is the line total of one piece.
 */
@injectable()
export class ProductOptionsViewModel {
  product: MenuProductDto | null = null;
  pattyId: string | null = null;
  extraIds: readonly string[] = [];

  constructor(
    @inject(TOKENS.CartViewModel) private readonly cart: CartViewModel,
    @inject(TOKENS.MenuViewModel) private readonly menu: MenuViewModel,
    @inject(TOKENS.AppShellViewModel) private readonly shell: AppShellViewModel,
  ) {
    makeAutoObservable<this, 'cart' | 'menu' | 'shell'>(this, { cart: false, menu: false, shell: false }, { autoBind: true });
  }

  /** The card's add button: answers whether the product went to the cart at once. */
  choose(productId: string): boolean {
    const product = this.menu.product(productId);
    if (product === undefined || product.disabled) return false;
    if (product.modifiers.length === 0) return this.cart.add(product, []) === null;
    this.product = product;
    this.pattyId = product.modifiers.find((m) => m.productGroupId === PATTY_GROUP)?.id ?? null;
    this.extraIds = [];
    return false;
  }

  get isOpen(): boolean {
    return this.product !== null;
  }

  get productView(): ProductView | null {
    return this.product === null ? null : productView(this.product, this.shell.locale);
  }

  private optionsOf(inGroup: boolean): readonly MenuModifierDto[] {
    return (this.product?.modifiers ?? []).filter((m) => (m.productGroupId === PATTY_GROUP) === inGroup);
  }

  private optionView(modifier: MenuModifierDto, chosen: boolean): ModifierOptionView {
    return {
      id: modifier.id,
      name: modifier.translation[this.shell.locale] || modifier.iikoName,
      surchargeText: modifier.price > 0 ? `+${formatHryvnias(modifier.price)}` : null,
      chosen,
    };
  }

  get patties(): readonly ModifierOptionView[] {
    return this.optionsOf(true).map((m) => this.optionView(m, m.id === this.pattyId));
  }

  get extras(): readonly ModifierOptionView[] {
    return this.optionsOf(false).map((m) => this.optionView(m, this.extraIds.includes(m.id)));
  }

  choosePatty(id: string): void {
    if (this.optionsOf(true).some((m) => m.id === id)) this.pattyId = id;
  }

  toggleExtra(id: string): void {
    if (!this.optionsOf(false).some((m) => m.id === id)) return;
    this.extraIds = this.extraIds.includes(id) ? this.extraIds.filter((x) => x !== id) : [...this.extraIds, id];
  }

  /** The patty first, then the extras in the menu's order, whatever order they were ticked in. */
  get chosenModifiers(): readonly Modifier[] {
    const patty = this.optionsOf(true).filter((m) => m.id === this.pattyId);
    const extras = this.optionsOf(false).filter((m) => this.extraIds.includes(m.id));
    return [...patty, ...extras].map(toModifier);
  }

  /** (price + modifiers) of one piece, before it goes to the cart. */
  get previewText(): string {
    if (this.product === null) return formatHryvnias(0);
    return formatHryvnias(lineTotal({ price: this.product.price, count: 1, modifiers: this.chosenModifiers }));
  }

  confirm(): AddItemRefusal | null {
    if (this.product === null) return null;
    const refusal = this.cart.add(this.product, this.chosenModifiers);
    if (refusal === null) this.cancel();
    return refusal;
  }

  cancel(): void {
    this.product = null;
    this.pattyId = null;
    this.extraIds = [];
  }
}

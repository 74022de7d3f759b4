import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { Modifier } from '../../domain/cart/cart-item';
import type { AddItemRefusal } from '../../domain/cart/cart-operations';
import { modifierRulesOf } from '../../domain/modifier/menu-modifier-rules';
import { priceModifierChoice } from '../../domain/modifier/modifier-choice.rule';
import type { ModifierGroupKind } from '../../domain/modifier/modifier-group';
import { lineTotal } from '../../domain/pricing/line-total';
import { formatHryvnias } from '../../domain/shared/money';
import type { MenuModifierDto, MenuModifierGroupDto, MenuProductDto } from '../../domain/shop-api/catalog.contract';
import { TOKENS } from '../di/tokens';
import type { AppShellViewModel } from './app-shell.view-model';
import type { CartViewModel } from './cart.view-model';
import type { MenuViewModel } from './menu.view-model';
import { productView, type ProductView } from './product-view';

export interface ModifierOptionView {
  readonly id: string;
  readonly name: string;
  /** '+40 ₴', or null when the option costs nothing. */
  readonly surchargeText: string | null;
  /** How many of it one piece carries now (0 or 1 in a one-of group). */
  readonly count: number;
  readonly chosen: boolean;
  /** Its own maximum per piece: 1 draws a checkbox, more a stepper. */
  readonly max: number;
  /** Another one would stay within its maximum and the group's. */
  readonly canAdd: boolean;
  readonly canRemove: boolean;
}

export interface ModifierGroupView {
  readonly id: string;
  readonly name: string;
  readonly kind: ModifierGroupKind;
  readonly required: boolean;
  /** any-of: the most the group takes together. */
  readonly maxTotal: number | null;
  readonly options: readonly ModifierOptionView[];
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
 * The add button of a product card. A product without modifier groups goes straight to the cart;
 * otherwise its groups open (architecture/storefront-checkout.md, "Modifiers"): a one-of group is
 * a radio choice with its default preselected, an any-of group has a checkbox or a stepper per
 * extra, bounded by the extra's and the group's maximum. The preview is the price of one piece,
 * by the same rule the server charges with.
 */
@injectable()
export class ProductOptionsViewModel {
  product: MenuProductDto | null = null;
  /** Chosen count per modifier id. */
  counts: Readonly<Record<string, number>> = {};

  constructor(
    @inject(TOKENS.CartViewModel) private readonly cart: CartViewModel,
    @inject(TOKENS.MenuViewModel) private readonly menu: MenuViewModel,
    @inject(TOKENS.AppShellViewModel) private readonly shell: AppShellViewModel,
  ) {
    makeAutoObservable<this, 'cart' | 'menu' | 'shell'>(
      this,
      { cart: false, menu: false, shell: false },
      { autoBind: true },
    );
  }

  /** The card's add button: answers whether the product went to the cart at once. */
  choose(productId: string): boolean {
    const product = this.menu.product(productId);
    if (product === undefined || product.disabled) return false;
    const groups = product.modifierGroups ?? [];
    if (groups.length === 0) return this.cart.add(product, []) === null;
    this.product = product;
    this.counts = Object.fromEntries(
      groups.flatMap((g) => (g.defaultModifierId === undefined ? [] : [[g.defaultModifierId, 1]])),
    );
    return false;
  }

  get isOpen(): boolean {
    return this.product !== null;
  }

  get productView(): ProductView | null {
    return this.product === null ? null : productView(this.product, this.shell.locale);
  }

  private get groupDtos(): readonly MenuModifierGroupDto[] {
    return this.product?.modifierGroups ?? [];
  }

  private modifierOf(id: string): MenuModifierDto | undefined {
    return this.product?.modifiers.find((m) => m.iikoId === id);
  }

  private countOf(id: string): number {
    return this.counts[id] ?? 0;
  }

  private groupTotal(group: MenuModifierGroupDto): number {
    return group.options.reduce((sum, option) => sum + this.countOf(option.modifierId), 0);
  }

  get groups(): readonly ModifierGroupView[] {
    const locale = this.shell.locale;
    return this.groupDtos.map((group) => {
      const roomInGroup = group.maxTotal === undefined || this.groupTotal(group) < group.maxTotal;
      return {
        id: group.id,
        name: group.translation[locale] || group.translation.uk,
        kind: group.kind,
        required: group.required,
        maxTotal: group.maxTotal ?? null,
        options: group.options.flatMap((option) => {
          const modifier = this.modifierOf(option.modifierId);
          if (modifier === undefined) return [];
          const count = this.countOf(option.modifierId);
          const max = group.kind === 'one-of' ? 1 : option.maxCount;
          return [
            {
              id: option.modifierId,
              name: modifier.translation[locale] || modifier.iikoName,
              surchargeText: modifier.price > 0 ? `+${formatHryvnias(modifier.price)}` : null,
              count,
              chosen: count > 0,
              max,
              canAdd: count < max && roomInGroup,
              // A required one-of group keeps its choice: another radio replaces it.
              canRemove: count > 0 && !(group.kind === 'one-of' && group.required),
            },
          ];
        }),
      };
    });
  }

  private groupOf(modifierId: string): MenuModifierGroupDto | undefined {
    return this.groupDtos.find((g) => g.options.some((o) => o.modifierId === modifierId));
  }

  /** A radio of a one-of group: this modifier instead of the group's other ones. */
  chooseOne(modifierId: string): void {
    const group = this.groupOf(modifierId);
    if (group?.kind !== 'one-of') return;
    const next = { ...this.counts };
    for (const option of group.options) delete next[option.modifierId];
    next[modifierId] = 1;
    this.counts = next;
  }

  /** One more of an extra, when its maximum and the group's allow. */
  addOne(modifierId: string): void {
    const option = this.groups.flatMap((g) => g.options).find((o) => o.id === modifierId);
    if (option === undefined || !option.canAdd || this.groupOf(modifierId)?.kind !== 'any-of') return;
    this.counts = { ...this.counts, [modifierId]: option.count + 1 };
  }

  /** One fewer of an extra (or an optional one-of choice cleared). */
  removeOne(modifierId: string): void {
    const option = this.groups.flatMap((g) => g.options).find((o) => o.id === modifierId);
    if (option === undefined || !option.canRemove) return;
    const next = { ...this.counts, [modifierId]: option.count - 1 };
    if (next[modifierId] === 0) delete next[modifierId];
    this.counts = next;
  }

  /** A checkbox: an extra of at most one, on or off. */
  toggle(modifierId: string): void {
    if (this.countOf(modifierId) > 0) this.removeOne(modifierId);
    else this.addOne(modifierId);
  }

  /** Each chosen modifier as many times as chosen, in the groups' order, whatever order they were picked in. */
  get chosenModifiers(): readonly Modifier[] {
    return this.groupDtos.flatMap((group) =>
      group.options.flatMap((option) => {
        const modifier = this.modifierOf(option.modifierId);
        return modifier === undefined
          ? []
          : Array.from({ length: this.countOf(option.modifierId) }, () => toModifier(modifier));
      }),
    );
  }

  /** The domain's rule agrees: every required group has its choice, no maximum is passed. */
  get canConfirm(): boolean {
    if (this.product === null) return false;
    return priceModifierChoice(
      0,
      modifierRulesOf(this.product),
      this.chosenModifiers.map((m) => m.iikoId),
    ).ok;
  }

  /** (price + modifiers) of one piece, before it goes to the cart. */
  get previewText(): string {
    if (this.product === null) return formatHryvnias(0);
    return formatHryvnias(lineTotal({ price: this.product.price, count: 1, modifiers: this.chosenModifiers }));
  }

  confirm(): AddItemRefusal | null {
    if (this.product === null || !this.canConfirm) return null;
    const refusal = this.cart.add(this.product, this.chosenModifiers);
    if (refusal === null) this.cancel();
    return refusal;
  }

  cancel(): void {
    this.product = null;
    this.counts = {};
  }
}

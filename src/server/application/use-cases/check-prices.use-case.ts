import { isCityId } from '../../../domain/city/city';
import type { PriceCheckLinePrice, PriceCheckModifierPrice } from '../../../domain/cart/price-check';
import { toHryvnias, toKopiykas, type Kopiykas } from '../../../domain/shared/money';
import { ok } from '../../../domain/shared/result';
import type { CatalogReadPort } from '../ports/catalog-read.port';
import { distinctIds, indexCatalog, type CatalogIndex } from './support/catalog-index';
import { checkModifierChoice } from './support/modifier-choice.check';
import { refuse, type UseCaseResult } from './support/use-case-result';

export interface PriceCheckModifierInput {
  readonly id: string;
  readonly iikoId: string;
  readonly price: number;
}

/** A cart line as the browser holds it; only ids, prices and the gift flag are read. */
export interface PriceCheckItemInput {
  readonly id: string;
  readonly iikoId: string;
  readonly price: number;
  readonly isCoupon?: boolean;
  readonly modifiers: readonly PriceCheckModifierInput[];
}

export interface CheckPricesInput {
  readonly cartItems: readonly PriceCheckItemInput[];
  readonly cityId: number;
}

export type UnavailableReason =
  'unknown-product' | 'product-unavailable' | 'unknown-modifier' | 'modifier-choice-invalid';

export interface UnavailableLine {
  /** The cart line's id as the browser sent it. */
  readonly id: string;
  readonly reason: UnavailableReason;
  readonly modifierId?: string;
  /** modifier-choice-invalid: the group whose rule the choice breaks. */
  readonly groupId?: string;
}

/**
 * The answer of POST /cart/check-prices. `data` carries the server's price of every line
 * and modifier it knows, whatever `type` says, so the browser can always trust it.
 * `unavailable` (an addition to the original shop's shape, ignored by a browser that does not read it) lists
 * lines the shop cannot sell in this city: an unknown product (no data entry: there is no price to
 * give), a stop-listed one (priced, but it cannot be ordered), or a modifier the product does not
 * offer (no price for that modifier), or a choice its groups refuse (two patties, too many of an
 * extra: architecture/admin-menu.md, "Modifiers"). `type` speaks about prices only: the order itself refuses
 * those lines, and a price check must not pretend that a missing product is a new price.
 */
export interface CheckPricesAnswer {
  readonly type: 'UPDATE' | 'OK';
  readonly data: readonly PriceCheckLinePrice[];
  readonly unavailable: readonly UnavailableLine[];
}

export type CheckPricesRefusal = 'unknown-city';

export class CheckPricesUseCase {
  constructor(private readonly catalog: CatalogReadPort) {}

  async execute(input: CheckPricesInput): Promise<UseCaseResult<CheckPricesAnswer, CheckPricesRefusal>> {
    if (!isCityId(input.cityId)) return refuse('unknown-city');
    const catalog = indexCatalog(
      await this.catalog.findByIds(input.cityId, {
        productIds: distinctIds(input.cartItems.map((line) => line.iikoId)),
        modifierIds: distinctIds(input.cartItems.flatMap((line) => line.modifiers.map((m) => m.iikoId))),
      }),
    );
    const data: PriceCheckLinePrice[] = [];
    const unavailable: UnavailableLine[] = [];
    let changed = false;
    for (const line of input.cartItems) {
      const checked = checkLine(line, catalog);
      unavailable.push(...checked.unavailable);
      if (checked.price === null) continue;
      data.push(checked.price);
      changed ||= checked.changed;
    }
    return ok({ type: changed ? 'UPDATE' : 'OK', data, unavailable });
  }
}

interface CheckedLine {
  readonly price: PriceCheckLinePrice | null;
  readonly changed: boolean;
  readonly unavailable: readonly UnavailableLine[];
}

const checkLine = (line: PriceCheckItemInput, catalog: CatalogIndex): CheckedLine => {
  const product = catalog.products.get(line.iikoId);
  if (!product) return { price: null, changed: false, unavailable: [{ id: line.id, reason: 'unknown-product' }] };
  // A coupon gift costs 0 with its modifiers, whatever the menu charges for the product.
  const isGift = line.isCoupon === true;
  const unavailable: UnavailableLine[] = product.disabled ? [{ id: line.id, reason: 'product-unavailable' }] : [];
  const modifiers: PriceCheckModifierPrice[] = [];
  let changed = differs(line.price, isGift ? 0 : product.priceKopiykas);
  for (const chosen of line.modifiers) {
    const modifier = catalog.modifiers.get(chosen.iikoId);
    if (!modifier || !product.modifierIds.includes(chosen.iikoId)) {
      unavailable.push({ id: line.id, reason: 'unknown-modifier', modifierId: chosen.iikoId });
      continue;
    }
    const expected = isGift ? 0 : modifier.priceKopiykas;
    modifiers.push({ id: chosen.id, price: toHryvnias(expected) });
    changed ||= differs(chosen.price, expected);
  }
  if (modifiers.length === line.modifiers.length) {
    const choice = checkModifierChoice(
      product,
      line.modifiers.map((m) => m.iikoId),
      catalog,
      {},
    );
    if (!choice.ok) {
      const groupId = choice.details?.['groupId'];
      unavailable.push({
        id: line.id,
        reason: 'modifier-choice-invalid',
        ...(typeof groupId === 'string' ? { groupId } : {}),
      });
    }
  }
  const price = { id: line.id, price: toHryvnias(isGift ? 0 : product.priceKopiykas), modifiers };
  return { price, changed, unavailable };
};

// Compared in kopiykas: 189.1 and 189.10 are one price; a price that is not a number is never right.
const differs = (browserPrice: number, serverKopiykas: Kopiykas): boolean =>
  !Number.isFinite(browserPrice) || toKopiykas(browserPrice) !== serverKopiykas;

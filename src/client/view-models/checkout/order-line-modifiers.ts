import { modifierSummary } from '../../../domain/modifier/modifier-summary';
import type { Locale, Translated } from '../../../domain/shared/locale';

/** A placed line's modifier as the thank-you and status pages read it: Ukrainian name, other languages when kept. */
export interface PlacedModifier {
  readonly productId: string;
  readonly name: string;
  readonly translation?: Partial<Translated>;
}

/**
 * The chosen modifiers of a placed line in the page's language, as the cart wrote them
 * ('Chicken patty, Extra bacon ×2'); '' for a line without any. A modifier kept without the
 * page's language reads in Ukrainian, as the kitchen named it.
 */
export const placedModifiersText = (modifiers: readonly PlacedModifier[] | undefined, locale: Locale): string =>
  modifierSummary(
    (modifiers ?? []).map((modifier) => ({
      iikoId: modifier.productId,
      iikoName: modifier.name,
      ...(modifier.translation === undefined ? {} : { translation: modifier.translation }),
    })),
    locale,
  );

import type { CatalogQuery } from '../../../application/ports/catalog-read.port';
import { isStorableCityId } from './city-id.guard';
import { isStorableText } from './text-value.guard';

/**
 * A catalogue query as any stored catalogue can answer it: distinct ids that a column could hold.
 * Null when the answer is empty without looking (an impossible city, nothing asked), so the
 * database and the cache in front of it refuse exactly the same junk.
 */
export const storableCatalogQuery = (cityId: number, query: CatalogQuery): CatalogQuery | null => {
  if (!isStorableCityId(cityId)) return null;
  const productIds = [...new Set(query.productIds)].filter(isStorableText);
  const modifierIds = [...new Set(query.modifierIds)].filter(isStorableText);
  return productIds.length === 0 && modifierIds.length === 0 ? null : { productIds, modifierIds };
};

import type { CityId } from '../../../../domain/city/city';
import type { CheckedHeadText } from '../../../../domain/seo/page-head-text.rule';
import type { AdminIdentity } from '../../ports/admin-repository.port';

/** The titles and descriptions staff wrote for a city's pages (migration 0030). */
export interface PageHeadTextsPort {
  /** What is written for the city; null when the shop has no such city. */
  read(cityId: CityId): Promise<readonly CheckedHeadText[] | null>;
  /**
   * Replaces the city's whole list and logs the change, in one transaction that holds the city's
   * row, so two staff saving at once take turns and the last list wins; null when no such city.
   */
  replace(
    cityId: CityId,
    texts: readonly CheckedHeadText[],
    change: { readonly by: AdminIdentity; readonly at: Date },
  ): Promise<readonly CheckedHeadText[] | null>;
}

import type { CityDto } from '../../domain/shop-api/catalog.contract';
import type { Database } from '../adapters/database/database';
import { PgPageHeadTexts } from '../adapters/database/repositories/pg-page-head-texts.repository';
import { I18nextPageTexts } from '../adapters/i18n/i18next-page-texts.adapter';
import type { ClockPort } from '../application/ports/clock.port';
import { GetPageHeadTextsUseCase, SavePageHeadTextsUseCase } from '../application/seo/page-head-texts.use-cases';
import type { PageHeadTextsRoutesDeps } from '../http/routes/admin-page-heads.routes';

/**
 * Site management's page titles and descriptions on PostgreSQL. `headTextsChanged` is the
 * catalogue's cities invalidation: the cities carry the texts, and with them every written head
 * and page is dropped, on every instance.
 */
export const composePageHeadTexts = (deps: {
  readonly database: Database;
  readonly clock: ClockPort;
  readonly cities: { list(): Promise<readonly CityDto[]> };
  readonly headTextsChanged: () => void;
}): PageHeadTextsRoutesDeps => {
  const shared = { headTexts: new PgPageHeadTexts(deps.database), cities: deps.cities, texts: new I18nextPageTexts() };
  return {
    getPageHeadTexts: new GetPageHeadTextsUseCase(shared),
    savePageHeadTexts: new SavePageHeadTextsUseCase({
      ...shared,
      clock: deps.clock,
      headTextsChanged: deps.headTextsChanged,
    }),
  };
};

import type { CityId } from '../../../domain/city/city';
import { documentHeadOf } from '../../../domain/routing/document-head';
import { headTextsOf } from '../../../domain/routing/head-texts';
import { ok } from '../../../domain/shared/result';
import {
  checkHeadTexts,
  headTextOf,
  HEAD_TEXT_SLOTS,
  type HeadTextInput,
} from '../../../domain/seo/page-head-text.rule';
import type { CityDto } from '../../../domain/shop-api/catalog.contract';
import type { AdminPageHeadTextsDto } from '../../../domain/shop-api/page-head-texts.contract';
import type { AdminIdentity } from '../ports/admin-repository.port';
import type { ClockPort } from '../ports/clock.port';
import { refuse, type UseCaseResult } from '../use-cases/support/use-case-result';
import type { PageHeadTextsPort } from './ports/page-head-texts.port';
import type { PageTextsPort } from './ports/page-texts.port';
import type { CheckedHeadText } from '../../../domain/seo/page-head-text.rule';

interface PageHeadTextsDeps {
  readonly headTexts: PageHeadTextsPort;
  /** The shop's cities (the cached list): the defaults name the city and follow its sushi switch. */
  readonly cities: { list(): Promise<readonly CityDto[]> };
  readonly texts: PageTextsPort;
  readonly clock: ClockPort;
  /** Drops the cities and every written head and page, on every instance. */
  readonly headTextsChanged: () => void;
}

/**
 * Every page and language of the city with what staff wrote and the default it replaces. The
 * default description is shown without today's hours, which change daily; the page as sent has them.
 */
const adminTextsOf = (
  city: CityDto,
  written: readonly CheckedHeadText[],
  texts: PageTextsPort,
): AdminPageHeadTextsDto => ({
  cityId: city.id,
  texts: HEAD_TEXT_SLOTS.map(({ page, locale }) => {
    const head = documentHeadOf(
      { page, locale, city: city.slug },
      {
        city: city.slug,
        locale,
        origin: '',
        sushiEnabled: city.sushiEnabled,
      },
    );
    const defaults = headTextsOf(head, null, texts.translator(locale));
    const own = headTextOf(written, page, locale);
    return {
      page,
      locale,
      title: own?.title ?? '',
      description: own?.description ?? '',
      defaultTitle: defaults.title,
      defaultDescription: defaults.description ?? '',
    };
  }),
});

/** GET /api/admin/page-heads?cityId. */
export class GetPageHeadTextsUseCase {
  constructor(private readonly deps: Pick<PageHeadTextsDeps, 'headTexts' | 'cities' | 'texts'>) {}

  async execute(cityId: CityId): Promise<UseCaseResult<AdminPageHeadTextsDto, 'city-not-found'>> {
    const city = (await this.deps.cities.list()).find((each) => each.id === cityId);
    const written = city === undefined ? null : await this.deps.headTexts.read(cityId);
    if (city === undefined || written === null) return refuse('city-not-found');
    return ok(adminTextsOf(city, written, this.deps.texts));
  }
}

/**
 * PUT /api/admin/page-heads?cityId: the city's whole list (architecture/seo.md, "Titles and
 * descriptions staff write"). The domain's rule checks every field first; then the list and its
 * change-log line are written in one transaction, and every instance drops its cached cities,
 * heads and pages, so the next page view carries the new words.
 */
export class SavePageHeadTextsUseCase {
  constructor(private readonly deps: PageHeadTextsDeps) {}

  async execute(input: {
    readonly cityId: CityId;
    readonly texts: readonly HeadTextInput[];
    readonly by: AdminIdentity;
  }): Promise<UseCaseResult<AdminPageHeadTextsDto, 'invalid-page-head-texts' | 'city-not-found'>> {
    const checked = checkHeadTexts(input.texts);
    if (!checked.ok) {
      const first = checked.problems[0];
      return refuse('invalid-page-head-texts', { field: first?.field ?? 'texts', problem: first?.problem ?? '' });
    }
    const city = (await this.deps.cities.list()).find((each) => each.id === input.cityId);
    if (city === undefined) return refuse('city-not-found');
    const saved = await this.deps.headTexts.replace(input.cityId, checked.value, {
      by: input.by,
      at: this.deps.clock.now(),
    });
    if (saved === null) return refuse('city-not-found');
    this.deps.headTextsChanged();
    return ok(adminTextsOf(city, saved, this.deps.texts));
  }
}

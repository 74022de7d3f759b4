import { cityIdOf, DEFAULT_CITY, type CityId } from '../../../domain/city/city';
import { withPhone, type ContentPageSlug } from '../../../domain/content/content-page';
import {
  checkContentBody,
  checkContentText,
  type ContentTextFieldProblem,
} from '../../../domain/content/content-text.rule';
import type { Locale } from '../../../domain/shared/locale';
import { ok } from '../../../domain/shared/result';
import type {
  AdminContentPageDto,
  AdminContentSaveDto,
  ContentPreviewDto,
} from '../../../domain/shop-api/admin-content.contract';
import type { CityDirectory } from '../catalogue/support/city-directory';
import type { AdminIdentity } from '../ports/admin-repository.port';
import type { ClockPort } from '../ports/clock.port';
import type { ContentTextRecord, ContentTextsWritePort } from '../ports/content-texts.port';
import type { MarkdownRendererPort } from '../ports/markdown-renderer.port';
import { refuse, type UseCaseResult } from '../use-cases/support/use-case-result';

export interface StaffContentDeps {
  readonly texts: ContentTextsWritePort;
  readonly clock: ClockPort;
  /** Drops the rendered pages and the server-rendered HTML on every instance. */
  readonly contentChanged: () => void;
}

/** A refused text's problems as 'field problem' words ('title required'), each one. */
const problemWords = (problems: readonly ContentTextFieldProblem[]): string[] =>
  problems.map(({ field, problem }) => `${field} ${problem}`);

const pageOf = (slug: ContentPageSlug, versions: readonly ContentTextRecord[]): AdminContentPageDto => ({
  slug,
  versions: versions.map((version) => ({
    cityId: version.cityId,
    locale: version.locale,
    title: version.title,
    body: version.body,
    updatedAt: version.updatedAt.toISOString(),
    updatedBy: version.updatedBy,
  })),
});

const read = async (
  texts: ContentTextsWritePort,
  slug: ContentPageSlug,
): Promise<UseCaseResult<AdminContentPageDto, 'unknown-page'>> => {
  const versions = await texts.listVersions(slug);
  return versions === null ? refuse('unknown-page', { page: slug }) : ok(pageOf(slug, versions));
};

/** GET /api/admin/content/{page}: every version of the page, as staff wrote them. */
export class ReadStaffContentUseCase {
  constructor(private readonly deps: Pick<StaffContentDeps, 'texts'>) {}

  execute(input: { readonly slug: ContentPageSlug }): Promise<UseCaseResult<AdminContentPageDto, 'unknown-page'>> {
    return read(this.deps.texts, input.slug);
  }
}

/**
 * PUT /api/admin/content/{page}: staff write one version (the shop-wide one, or a city's own,
 * which is created when the city had none). The domain's rule checks it (the browser runs the
 * same); it is written with its change-log line in one transaction, and every instance drops its
 * rendered pages.
 */
export class SaveStaffContentUseCase {
  constructor(private readonly deps: StaffContentDeps) {}

  async execute(input: {
    readonly slug: ContentPageSlug;
    readonly version: AdminContentSaveDto;
    readonly by: AdminIdentity;
  }): Promise<UseCaseResult<AdminContentPageDto, 'invalid-content' | 'unknown-page'>> {
    const checked = checkContentText(input.version);
    if (!checked.ok) return refuse('invalid-content', { problems: problemWords(checked.problems) });
    const { cityId, locale } = input.version;
    const saved = await this.deps.texts.save(
      input.slug,
      { cityId, locale, ...checked.value },
      { by: input.by, at: this.deps.clock.now() },
    );
    if (saved === 'unknown-page') return refuse('unknown-page', { page: input.slug });
    this.deps.contentChanged();
    return read(this.deps.texts, input.slug);
  }
}

/** DELETE /api/admin/content/{page}?cityId&locale: a city's own version goes; its customers read the shop-wide one. */
export class RemoveStaffContentUseCase {
  constructor(private readonly deps: StaffContentDeps) {}

  async execute(input: {
    readonly slug: ContentPageSlug;
    readonly cityId: CityId;
    readonly locale: Locale;
    readonly by: AdminIdentity;
  }): Promise<UseCaseResult<AdminContentPageDto, 'unknown-page' | 'version-not-found'>> {
    const removed = await this.deps.texts.removeCityVersion(
      input.slug,
      { cityId: input.cityId, locale: input.locale },
      { by: input.by, at: this.deps.clock.now() },
    );
    if (removed === 'not-found') {
      const page = await read(this.deps.texts, input.slug);
      return page.ok ? refuse('version-not-found', { cityId: input.cityId, locale: input.locale }) : page;
    }
    this.deps.contentChanged();
    return read(this.deps.texts, input.slug);
  }
}

/**
 * POST /api/admin/content/preview: the Markdown rendered by the storefront's own renderer, with
 * the phone of the city staff are editing (the default city's for the shop-wide version), so the
 * preview is what customers will read. Nothing is stored.
 */
export class PreviewContentUseCase {
  constructor(
    private readonly deps: { readonly renderer: MarkdownRendererPort; readonly cities: Pick<CityDirectory, 'find'> },
  ) {}

  async execute(input: {
    readonly body: string;
    readonly cityId: CityId | null;
  }): Promise<UseCaseResult<ContentPreviewDto, 'invalid-content'>> {
    const problem = checkContentBody(input.body);
    if (problem !== null) return refuse('invalid-content', { problems: [`body ${problem}`] });
    const city = await this.deps.cities.find(input.cityId ?? cityIdOf(DEFAULT_CITY));
    return ok({ html: this.deps.renderer.toHtml(withPhone(input.body, city?.phone ?? '')) });
  }
}

import type { CityId } from '../../../domain/city/city';
import { isContentPageSlug, withPhone, type ContentPageSlug } from '../../../domain/content/content-page';
import { chooseContentVersion } from '../../../domain/content/content-version.rule';
import { LOCALES, type Translated } from '../../../domain/shared/locale';
import { ok } from '../../../domain/shared/result';
import type { ContentPageDto, ContentPageTextDto } from '../../../domain/shop-api/catalog.contract';
import { ExpiringCache } from '../catalogue/support/expiring-cache';
import type { CityDirectory } from '../catalogue/support/city-directory';
import type { ClockPort } from '../ports/clock.port';
import type { ContentTextsReadPort } from '../ports/content-texts.port';
import type { MarkdownRendererPort } from '../ports/markdown-renderer.port';
import { refuse, type UseCaseResult } from '../use-cases/support/use-case-result';

export interface GetContentPageDeps {
  readonly texts: ContentTextsReadPort;
  readonly renderer: MarkdownRendererPort;
  readonly cities: Pick<CityDirectory, 'find'>;
  readonly clock: ClockPort;
  /** How long a rendered page is trusted without an invalidation (an edit another instance missed telling). */
  readonly maxAgeMs: number;
}

const EMPTY: ContentPageTextDto = { title: '', html: '' };

/**
 * GET /content/{page}?cityId: the page as the city's customers read it (architecture/admin-content.md),
 * in every language: for each, the version the fallback rule picks, `{phone}` filled in with the
 * city's phone, the Markdown rendered to sanitized HTML. Rendered when read rather than when saved,
 * so a tighter allow-list or a fixed sanitizer applies to every stored text at once; each page and
 * city is rendered once and kept until a content or city edit (invalidate) or the maximum age.
 */
export class GetContentPageUseCase {
  private readonly pages: ExpiringCache<`${ContentPageSlug} ${CityId}`, ContentPageDto | null>;

  constructor(private readonly deps: GetContentPageDeps) {
    this.pages = new ExpiringCache((key) => this.render(key), {
      maxAgeMs: deps.maxAgeMs,
      now: () => deps.clock.now().getTime(),
    });
  }

  async execute(input: {
    readonly slug: string;
    readonly cityId: number;
  }): Promise<UseCaseResult<ContentPageDto, 'unknown-city' | 'unknown-page'>> {
    const city = await this.deps.cities.find(input.cityId);
    if (city === null) return refuse('unknown-city', { cityId: input.cityId });
    if (!isContentPageSlug(input.slug)) return refuse('unknown-page', { page: input.slug });
    const page = await this.pages.get(`${input.slug} ${city.id}`);
    return page === null ? refuse('unknown-page', { page: input.slug }) : ok(page);
  }

  /** After a content edit, or a city's phone changed: every page renders afresh on its next read. */
  invalidate(): void {
    this.pages.invalidate();
  }

  private async render(key: `${ContentPageSlug} ${CityId}`): Promise<ContentPageDto | null> {
    const [slug, id] = key.split(' ') as [ContentPageSlug, string];
    const cityId = Number(id) as CityId;
    const [versions, city] = await Promise.all([this.deps.texts.listVersions(slug), this.deps.cities.find(cityId)]);
    if (versions === null || city === null) return null;
    const translation = Object.fromEntries(
      LOCALES.map((locale) => {
        const version = chooseContentVersion(versions, cityId, locale);
        const text: ContentPageTextDto =
          version === null
            ? EMPTY
            : {
                title: withPhone(version.title, city.phone),
                html: this.deps.renderer.toHtml(withPhone(version.body, city.phone)),
              };
        return [locale, text];
      }),
    ) as Translated<ContentPageTextDto>;
    return { slug, translation };
  }
}

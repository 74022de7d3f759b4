import { ok } from '../../../domain/shared/result';
import type { ContentPageDto } from '../../../domain/shop-api/catalog.contract';
import { refuse, type UseCaseResult } from '../use-cases/support/use-case-result';
import type { ContentPagesReadPort, ContentPageText } from './ports/content-pages-read.port';
import type { CityDirectory } from './support/city-directory';

type ContentPageSlug = ContentPageDto['slug'];

/** The footer's pages (catalog.contract.ts); any other slug is not a page of the shop. */
const CONTENT_PAGE_SLUGS: readonly ContentPageSlug[] = ['about', 'delivery', 'public-offer', 'vacancies'];
const isContentPageSlug = (slug: string): slug is ContentPageSlug =>
  (CONTENT_PAGE_SLUGS as readonly string[]).includes(slug);

const PHONE_PLACEHOLDER = '{phone}';

const withPhone = (text: ContentPageText, phone: string): ContentPageText => ({
  title: text.title.replaceAll(PHONE_PLACEHOLDER, phone),
  paragraphs: text.paragraphs.map((paragraph) => paragraph.replaceAll(PHONE_PLACEHOLDER, phone)),
});

/** GET /content/{page}?cityId: one text serves both cities, each page showing its city's phone. */
export class GetContentPageUseCase {
  constructor(private readonly deps: { pages: ContentPagesReadPort; cities: CityDirectory }) {}

  async execute(input: {
    readonly slug: string;
    readonly cityId: number;
  }): Promise<UseCaseResult<ContentPageDto, 'unknown-city' | 'unknown-page'>> {
    const city = await this.deps.cities.find(input.cityId);
    if (city === null) return refuse('unknown-city', { cityId: input.cityId });
    if (!isContentPageSlug(input.slug)) return refuse('unknown-page', { page: input.slug });
    const page = await this.deps.pages.findContentPage(input.slug);
    if (page === null) return refuse('unknown-page', { page: input.slug });
    const translation = {
      uk: withPhone(page.translation.uk, city.phone),
      en: withPhone(page.translation.en, city.phone),
      ru: withPhone(page.translation.ru, city.phone),
    };
    return ok({ slug: input.slug, translation });
  }
}

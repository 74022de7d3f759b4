import type { CityId } from '../../../domain/city/city';
import { CONTENT_PAGE_SLUGS, type ContentPageSlug } from '../../../domain/content/content-page';
import { checkContentBody, checkContentText } from '../../../domain/content/content-text.rule';
import { LOCALES, type Locale } from '../../../domain/shared/locale';
import { ok } from '../../../domain/shared/result';
import type {
  AdminContentPageDto,
  AdminContentSaveDto,
  AdminContentVersionDto,
  ContentPreviewDto,
} from '../../../domain/shop-api/admin-content.contract';
import type { AdminContentApiPort, AdminContentResult } from '../../application/ports/admin-content-api.port';
import { FAKE_CONTENT_PAGES } from './fake-site-data';

const escapeHtml = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Demo texts: the fake storefront's pages, each paragraph a line of Markdown. */
const seedVersions = (): Map<ContentPageSlug, AdminContentVersionDto[]> =>
  new Map(
    CONTENT_PAGE_SLUGS.map((slug) => {
      const page = FAKE_CONTENT_PAGES.find((candidate) => candidate.slug === slug);
      const versions = LOCALES.map((locale) => ({
        cityId: null,
        locale,
        title: page?.translation[locale].title ?? slug,
        body: (page?.translation[locale].html ?? '').replace(/<\/?p>/g, '').trim(),
        updatedAt: '2025-01-15T10:00:00.000Z',
        updatedBy: null,
      }));
      return [slug, versions];
    }),
  );

/**
 * The Content section in memory, for demos and view-model tests: the same rule as the server, and
 * a preview that shows each paragraph as text (the real one is the server's Markdown renderer;
 * the browser never carries one).
 */
export class InMemoryAdminContentApi implements AdminContentApiPort {
  readonly calls: string[] = [];
  private readonly pages = seedVersions();
  private failure: AdminContentResult<never> | null = null;

  /** Every call fails so until recover(). */
  fail(reason: 'unauthorized' | 'unavailable'): void {
    this.failure = { ok: false, reason };
  }

  recover(): void {
    this.failure = null;
  }

  async getPage(slug: ContentPageSlug): Promise<AdminContentResult<AdminContentPageDto>> {
    this.calls.push(`get:${slug}`);
    return this.failure ?? ok(this.pageOf(slug));
  }

  async savePage(
    slug: ContentPageSlug,
    version: AdminContentSaveDto,
  ): Promise<AdminContentResult<AdminContentPageDto>> {
    this.calls.push(`save:${slug}:${version.locale}:${version.cityId ?? 'all'}`);
    if (this.failure !== null) return this.failure;
    const checked = checkContentText(version);
    if (!checked.ok) return { ok: false, reason: 'invalid', fields: checked.problems };
    const others = (this.pages.get(slug) ?? []).filter(
      (stored) => stored.cityId !== version.cityId || stored.locale !== version.locale,
    );
    const saved = {
      cityId: version.cityId,
      locale: version.locale,
      ...checked.value,
      updatedAt: '2025-01-15T12:00:00.000Z',
      updatedBy: 'demo',
    };
    this.pages.set(slug, [...others, saved]);
    return ok(this.pageOf(slug));
  }

  async removeCityVersion(
    slug: ContentPageSlug,
    cityId: CityId,
    locale: Locale,
  ): Promise<AdminContentResult<AdminContentPageDto>> {
    this.calls.push(`remove:${slug}:${locale}:${cityId}`);
    if (this.failure !== null) return this.failure;
    const versions = this.pages.get(slug) ?? [];
    this.pages.set(
      slug,
      versions.filter((stored) => stored.cityId !== cityId || stored.locale !== locale),
    );
    return ok(this.pageOf(slug));
  }

  async preview(body: string, cityId: CityId | null): Promise<AdminContentResult<ContentPreviewDto>> {
    this.calls.push(`preview:${cityId ?? 'all'}`);
    if (this.failure !== null) return this.failure;
    const problem = checkContentBody(body);
    if (problem !== null) return { ok: false, reason: 'invalid', fields: [{ field: 'body', problem }] };
    const paragraphs = body.split(/\n\s*\n/).filter((paragraph) => paragraph.trim() !== '');
    return ok({ html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph.trim())}</p>\n`).join('') });
  }

  private pageOf(slug: ContentPageSlug): AdminContentPageDto {
    return { slug, versions: this.pages.get(slug) ?? [] };
  }
}

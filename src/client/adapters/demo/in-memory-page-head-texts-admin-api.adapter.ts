import { citySlugOf, type CityId } from '../../../domain/city/city';
import {
  checkHeadTexts,
  headTextOf,
  HEAD_TEXT_SLOTS,
  type CheckedHeadText,
} from '../../../domain/seo/page-head-text.rule';
import { ok } from '../../../domain/shared/result';
import type { AdminPageHeadTextsDto, PageHeadTextDto } from '../../../domain/shop-api/page-head-texts.contract';
import type {
  PageHeadTextsAdminApiPort,
  PageHeadTextsAdminResult,
} from '../../application/ports/page-head-texts-admin-api.port';

/**
 * Page titles without a server: checked by the server's rule, refusals naming the field as the
 * server does. Its defaults are stand-ins that name the page, the city and the language (the
 * server words them from the app's texts). Tests can expire the token, fail calls, and read what was asked.
 */
export class InMemoryPageHeadTextsAdminApi implements PageHeadTextsAdminApiPort {
  readonly calls: string[] = [];
  readonly failing = new Set<'read' | 'save'>();
  unauthorized = false;
  private readonly written = new Map<CityId, readonly CheckedHeadText[]>();

  async read(cityId: CityId): Promise<PageHeadTextsAdminResult> {
    this.calls.push(`read:${cityId}`);
    if (this.unauthorized) return { ok: false, reason: 'unauthorized' };
    if (this.failing.has('read')) return { ok: false, reason: 'unavailable' };
    return ok(this.answer(cityId));
  }

  async save(cityId: CityId, texts: readonly PageHeadTextDto[]): Promise<PageHeadTextsAdminResult> {
    this.calls.push(`save:${cityId}:${texts.length}`);
    if (this.unauthorized) return { ok: false, reason: 'unauthorized' };
    if (this.failing.has('save')) return { ok: false, reason: 'unavailable' };
    const checked = checkHeadTexts(texts);
    if (!checked.ok) {
      const first = checked.problems[0];
      return { ok: false, reason: 'invalid', ...(first === undefined ? {} : first) };
    }
    this.written.set(cityId, checked.value);
    return ok(this.answer(cityId));
  }

  private answer(cityId: CityId): AdminPageHeadTextsDto {
    const written = this.written.get(cityId) ?? [];
    return {
      cityId,
      texts: HEAD_TEXT_SLOTS.map(({ page, locale }) => ({
        page,
        locale,
        title: headTextOf(written, page, locale)?.title ?? '',
        description: headTextOf(written, page, locale)?.description ?? '',
        defaultTitle: `${page} — ${citySlugOf(cityId)} (${locale})`,
        defaultDescription: `Burger & Sushi: ${page}, ${citySlugOf(cityId)}.`,
      })),
    };
  }
}

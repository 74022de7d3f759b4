import type { CityId } from '../../../domain/city/city';
import type { ContentPageSlug } from '../../../domain/content/content-page';
import type { ContentText } from '../../../domain/content/content-text.rule';
import type { ContentVersionKey } from '../../../domain/content/content-version.rule';
import type { AdminIdentity } from './admin-repository.port';

/** One stored version of an information page, in one language (architecture/admin-content.md). */
export interface ContentTextRecord extends ContentVersionKey, ContentText {
  readonly updatedAt: Date;
  /** Null for the texts that came with the shop. */
  readonly updatedBy: string | null;
}

export interface ContentChangeContext {
  readonly by: AdminIdentity;
  readonly at: Date;
}

/** Reads a page's versions; null when the shop has no such page. */
export interface ContentTextsReadPort {
  listVersions(slug: ContentPageSlug): Promise<readonly ContentTextRecord[] | null>;
}

/**
 * Staff's changes: each one written together with its change-log line in one transaction, the
 * page locked so two saves of it never interleave.
 */
export interface ContentTextsWritePort extends ContentTextsReadPort {
  /** Creates or replaces one version; 'unknown-page' when the shop has no such page. */
  save(
    slug: ContentPageSlug,
    version: ContentVersionKey & ContentText,
    context: ContentChangeContext,
  ): Promise<'saved' | 'unknown-page'>;
  /** Removes a city's own version (its customers then read the shop-wide one). */
  removeCityVersion(
    slug: ContentPageSlug,
    version: { readonly cityId: CityId; readonly locale: ContentVersionKey['locale'] },
    context: ContentChangeContext,
  ): Promise<'removed' | 'not-found'>;
}

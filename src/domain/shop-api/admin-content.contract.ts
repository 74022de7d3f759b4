/** Shapes of the admin Content section (architecture/admin-content.md), shared by the browser adapter and the server route. */
import type { CityId } from '../city/city';
import type { ContentPageSlug } from '../content/content-page';
import type { ContentTextField, ContentTextProblem } from '../content/content-text.rule';
import type { Locale } from '../shared/locale';

/** One stored version of a page: shop-wide (cityId null) or a city's own, in one language, as staff wrote it. */
export interface AdminContentVersionDto {
  readonly cityId: CityId | null;
  readonly locale: Locale;
  readonly title: string;
  /** Markdown, as typed; `{phone}` not filled in. */
  readonly body: string;
  /** ISO 8601. */
  readonly updatedAt: string;
  /** The login of whoever saved it last; null for texts that came with the shop. */
  readonly updatedBy: string | null;
}

/** GET /api/admin/content/{page}, and the answer to every change of it: all its versions. */
export interface AdminContentPageDto {
  readonly slug: ContentPageSlug;
  readonly versions: readonly AdminContentVersionDto[];
}

/** PUT /api/admin/content/{page}: write one version (a city's own one is created when it had none). */
export interface AdminContentSaveDto {
  readonly cityId: CityId | null;
  readonly locale: Locale;
  readonly title: string;
  readonly body: string;
}

/** POST /api/admin/content/preview: Markdown rendered exactly as customers will get it, for the city's phone. */
export interface ContentPreviewRequestDto {
  readonly body: string;
  /** Whose phone fills `{phone}`; null: the default city's. */
  readonly cityId: CityId | null;
}

export interface ContentPreviewDto {
  readonly html: string;
}

/** 400 of a save or preview: the first problem, and every problem by its field. */
export interface AdminContentRefusalDto {
  readonly error: 'invalid-field';
  readonly message: string;
  readonly fields: readonly {
    readonly field: ContentTextField;
    readonly problem: ContentTextProblem;
    readonly message: string;
  }[];
}

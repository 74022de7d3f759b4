/**
 * The titles and descriptions staff write for a city's storefront pages in place of the app's
 * defaults (architecture/seo.md, "Titles and descriptions staff write"): GET and PUT
 * /api/admin/page-heads?cityId, and what GET /api/cities carries of them for the browser.
 */
import type { CityId } from '../city/city';
import type { Locale } from '../shared/locale';
import type { HeadTextPage } from '../seo/page-head-text.rule';

/** One page in one language; '' in a part means the default stays. */
export interface PageHeadTextDto {
  readonly page: HeadTextPage;
  readonly locale: Locale;
  readonly title: string;
  readonly description: string;
}

/** PUT body: the city's whole list; a page and language left out (or blank) goes back to the default. */
export interface PageHeadTextsSaveDto {
  readonly texts: readonly PageHeadTextDto[];
}

/** A page in a language as staff see it: what they wrote ('' for nothing) beside the default it replaces. */
export interface AdminPageHeadTextDto extends PageHeadTextDto {
  readonly defaultTitle: string;
  /** The default as it reads without today's hours, which the server adds when it writes the page. */
  readonly defaultDescription: string;
}

export interface AdminPageHeadTextsDto {
  readonly cityId: CityId;
  /** Every page staff may word, in every language, in the order the screen lists them. */
  readonly texts: readonly AdminPageHeadTextDto[];
}

/** A 400 for a value the rule refuses: the field path (`texts.3.title`), the problem word and a Ukrainian sentence. */
export interface PageHeadTextsRefusalDto {
  readonly error: 'invalid-page-head-texts';
  readonly message: string;
  readonly field: string;
  readonly problem: string;
}

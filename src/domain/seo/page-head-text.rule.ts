import { isLocale, LOCALES, type Locale } from '../shared/locale';
import type { FixedPageName } from '../routing/page-name';
import type { HeadTexts } from '../routing/head-texts';

/**
 * The pages whose title and description staff may word per city and language: every public page
 * search engines index (architecture/seo.md). The thank-you and order status pages stay noindex
 * and keep the app's words.
 */
export const HEAD_TEXT_PAGES = [
  'home',
  'sushi',
  'about',
  'delivery',
  'public-offer',
  'vacancies',
] as const satisfies readonly FixedPageName[];
export type HeadTextPage = (typeof HEAD_TEXT_PAGES)[number];

export const isHeadTextPage = (value: unknown): value is HeadTextPage =>
  typeof value === 'string' && (HEAD_TEXT_PAGES as readonly string[]).includes(value);

/** Search results show about this much of a title and a description: longer ones are cut there. */
export const HEAD_TITLE_ADVISED = 70;
export const HEAD_DESCRIPTION_ADVISED = 160;
/** Past these the text is refused: no search engine or link preview shows that much. */
export const HEAD_TITLE_MAX = 120;
export const HEAD_DESCRIPTION_MAX = 300;

export interface HeadTextInput {
  readonly page: string;
  readonly locale: string;
  readonly title: string;
  readonly description: string;
}

export interface CheckedHeadText {
  readonly page: HeadTextPage;
  readonly locale: Locale;
  /** Trimmed; '' keeps the default. */
  readonly title: string;
  readonly description: string;
}

export type HeadTextProblem = 'unknown-page' | 'unknown-locale' | 'repeated' | 'too-long' | 'line-break';

export interface HeadTextFieldProblem {
  /** 'texts.3.title', 'texts.0.page', ... */
  readonly field: string;
  readonly problem: HeadTextProblem;
}

export type HeadTextsCheck =
  | { readonly ok: true; readonly value: readonly CheckedHeadText[] }
  | { readonly ok: false; readonly problems: readonly HeadTextFieldProblem[] };

// A title or description is one line: a line break or another control character would end up in
// the search result as a stray symbol.
const CONTROL = /\p{Cc}/u;

const textProblem = (text: string, max: number): HeadTextProblem | null => {
  if (CONTROL.test(text)) return 'line-break';
  return [...text].length > max ? 'too-long' : null;
};

/**
 * A city's titles and descriptions as staff save them: known pages and languages, each pair once,
 * one line each, a title up to HEAD_TITLE_MAX characters and a description up to
 * HEAD_DESCRIPTION_MAX. Blank parts are kept as '' (the default); a pair blank in both parts is
 * left out. The browser runs it as staff type, the server again before it writes.
 */
export const checkHeadTexts = (texts: readonly HeadTextInput[]): HeadTextsCheck => {
  const problems: HeadTextFieldProblem[] = [];
  const seen = new Set<string>();
  texts.forEach((text, index) => {
    const at = `texts.${index}`;
    if (!isHeadTextPage(text.page)) problems.push({ field: `${at}.page`, problem: 'unknown-page' });
    if (!isLocale(text.locale)) problems.push({ field: `${at}.locale`, problem: 'unknown-locale' });
    const key = `${text.page} ${text.locale}`;
    if (seen.has(key)) problems.push({ field: `${at}.page`, problem: 'repeated' });
    seen.add(key);
    const title = textProblem(text.title.trim(), HEAD_TITLE_MAX);
    if (title !== null) problems.push({ field: `${at}.title`, problem: title });
    const description = textProblem(text.description.trim(), HEAD_DESCRIPTION_MAX);
    if (description !== null) problems.push({ field: `${at}.description`, problem: description });
  });
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    value: texts
      .map((text) => ({
        page: text.page as HeadTextPage,
        locale: text.locale as Locale,
        title: text.title.trim(),
        description: text.description.trim(),
      }))
      .filter((text) => text.title !== '' || text.description !== ''),
  };
};

/** Longer than search results show: staff are told, the text is still taken. */
export const headTextAdvice = (text: { readonly title: string; readonly description: string }) => ({
  titleLong: [...text.title.trim()].length > HEAD_TITLE_ADVISED,
  descriptionLong: [...text.description.trim()].length > HEAD_DESCRIPTION_ADVISED,
});

/** What staff wrote for a page in a language, if anything; pages they cannot word have none. */
export const headTextOf = (
  texts: readonly {
    readonly page: string;
    readonly locale: string;
    readonly title: string;
    readonly description: string;
  }[],
  page: string,
  locale: Locale,
): { readonly title: string; readonly description: string } | null =>
  texts.find((text) => text.page === page && text.locale === locale) ?? null;

/**
 * The page's head texts with what staff wrote in place of the defaults: each part on its own, a
 * blank part keeping its default. The 404 page (no description) keeps its title.
 */
export const withHeadText = (
  defaults: HeadTexts,
  written: { readonly title: string; readonly description: string } | null,
): HeadTexts => {
  if (written === null) return defaults;
  const title = written.title.trim();
  const description = written.description.trim();
  return {
    title: title === '' ? defaults.title : title,
    description: description === '' || defaults.description === null ? defaults.description : description,
  };
};

/** Every page staff may word, in every language: the screen's rows. */
export const HEAD_TEXT_SLOTS: readonly { readonly page: HeadTextPage; readonly locale: Locale }[] =
  HEAD_TEXT_PAGES.flatMap((page) => LOCALES.map((locale) => ({ page, locale })));

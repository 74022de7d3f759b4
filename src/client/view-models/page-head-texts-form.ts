import { checkHeadTexts, headTextAdvice, type HeadTextProblem } from '../../domain/seo/page-head-text.rule';
import type { Locale } from '../../domain/shared/locale';
import type { AdminPageHeadTextDto, PageHeadTextDto } from '../../domain/shop-api/page-head-texts.contract';

/*
 * The page titles and descriptions of site management as staff type them (architecture/seo.md,
 * "Titles and descriptions staff write"): one row per page and language, saved whole, checked by
 * the server's own rule. Pure functions, so the view-model only keeps the rows.
 */

export type HeadTextPart = 'title' | 'description';

/** A row's field as the screen names it: 'home.uk.title'. */
export const headTextFieldKey = (row: Pick<PageHeadTextDto, 'page' | 'locale'>, part: HeadTextPart): string =>
  `${row.page}.${row.locale}.${part}`;

/** Every row as the API takes it: blank parts keep their defaults, and the server drops blank rows. */
export const headTextsToSave = (rows: readonly AdminPageHeadTextDto[]): PageHeadTextDto[] =>
  rows.map(({ page, locale, title, description }) => ({ page, locale, title, description }));

/** The screen's field for an API path ('texts.3.title'): the rows are sent in order, so the index is the row's. */
export const fieldKeyOfPath = (rows: readonly AdminPageHeadTextDto[], path: string): string | null => {
  const [, index, part] = path.split('.');
  const row = rows[Number(index)];
  return row === undefined || (part !== 'title' && part !== 'description') ? null : headTextFieldKey(row, part);
};

/** Each field's problem by the domain's rule, keyed like headTextFieldKey. */
export const headTextProblems = (rows: readonly AdminPageHeadTextDto[]): Record<string, HeadTextProblem> => {
  const check = checkHeadTexts(headTextsToSave(rows));
  const problems: Record<string, HeadTextProblem> = {};
  if (check.ok) return problems;
  for (const { field, problem } of check.problems) {
    const key = fieldKeyOfPath(rows, field);
    if (key !== null) problems[key] ??= problem;
  }
  return problems;
};

/** The language first refused, so the screen can show it. */
export const localeOfField = (key: string): Locale | null => {
  const locale = key.split('.')[1];
  return locale === 'uk' || locale === 'en' || locale === 'ru' ? locale : null;
};

export const editRow = (
  rows: readonly AdminPageHeadTextDto[],
  row: Pick<PageHeadTextDto, 'page' | 'locale'>,
  part: HeadTextPart,
  text: string,
): AdminPageHeadTextDto[] =>
  rows.map((each) => (each.page === row.page && each.locale === row.locale ? { ...each, [part]: text } : each));

/** Staff typed something other than what the server holds (blanks around the words do not count). */
export const rowsDiffer = (a: readonly AdminPageHeadTextDto[], b: readonly AdminPageHeadTextDto[]): boolean =>
  a.length !== b.length ||
  a.some(
    (row, index) =>
      row.title.trim() !== b[index]?.title.trim() || row.description.trim() !== b[index]?.description.trim(),
  );

export { headTextAdvice };

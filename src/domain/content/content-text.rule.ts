import { CONTENT_BODY_MAX, CONTENT_TITLE_MAX } from './content-page';

export type ContentTextField = 'title' | 'body';
export type ContentTextProblem = 'required' | 'too-long';

export interface ContentTextFieldProblem {
  readonly field: ContentTextField;
  readonly problem: ContentTextProblem;
}

export interface ContentText {
  readonly title: string;
  readonly body: string;
}

export type CheckedContentText =
  | { readonly ok: true; readonly value: ContentText }
  | { readonly ok: false; readonly problems: readonly ContentTextFieldProblem[] };

/**
 * What staff may save as a page's text in one language: a title (not blank, at most
 * CONTENT_TITLE_MAX characters, kept trimmed) and a Markdown body of at most CONTENT_BODY_MAX
 * characters (it may be empty: a page can be its title alone). The browser checks as staff type;
 * the server checks again before it writes.
 */
export const checkContentText = (text: ContentText): CheckedContentText => {
  const title = text.title.trim();
  const body = trimmedBody(text.body);
  const problems: ContentTextFieldProblem[] = [];
  if (title === '') problems.push({ field: 'title', problem: 'required' });
  else if (title.length > CONTENT_TITLE_MAX) problems.push({ field: 'title', problem: 'too-long' });
  const bodyProblem = checkContentBody(body);
  if (bodyProblem !== null) problems.push({ field: 'body', problem: bodyProblem });
  return problems.length === 0 ? { ok: true, value: { title, body } } : { ok: false, problems };
};

// Trailing blanks and line ends of a body carry no meaning in Markdown.
const trimmedBody = (body: string): string => body.replace(/\s+$/, '');

/** The body's own rule (the preview checks only the body). */
export const checkContentBody = (body: string): ContentTextProblem | null =>
  trimmedBody(body).length > CONTENT_BODY_MAX ? 'too-long' : null;

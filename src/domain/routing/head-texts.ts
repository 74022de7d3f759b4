import type { DocumentHead } from './document-head';

/** A translation function: namespaced key ('seo:home.title') and {{name}} parameters. */
export type TranslateText = (key: string, params?: Readonly<Record<string, string | undefined>>) => string;

export interface HeadTexts {
  readonly title: string;
  /** null for the 404 page, which has a title only. */
  readonly description: string | null;
}

/**
 * The page's title and meta description in its language and city. `hours` is today's hours line
 * ('Daily 10:30 - 22:30'), or null while the city's schedule is not known: the descriptions that
 * end with it then end before it.
 */
export const headTextsOf = (
  head: Pick<DocumentHead, 'textKey' | 'city'>,
  hours: string | null,
  t: TranslateText,
): HeadTexts => {
  const params = {
    city: t(`common:city.${head.city}`),
    inCity: t(`common:city.in.${head.city}`),
    hours: hours === null ? '' : `${hours}.`,
  };
  const title = t(`seo:${head.textKey}.title`, params);
  const description = head.textKey === 'notFound' ? null : t(`seo:${head.textKey}.description`, params).trim();
  return { title, description };
};

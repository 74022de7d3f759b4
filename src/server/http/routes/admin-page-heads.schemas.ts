import {
  HEAD_DESCRIPTION_MAX,
  HEAD_TEXT_PAGES,
  HEAD_TITLE_MAX,
  type HeadTextProblem,
} from '../../../domain/seo/page-head-text.rule';
import { LOCALES } from '../../../domain/shared/locale';

const TEXT = {
  type: 'object',
  required: ['page', 'locale', 'title', 'description'],
  additionalProperties: false,
  properties: {
    page: { type: 'string', maxLength: 40, description: HEAD_TEXT_PAGES.join(' | ') },
    locale: { type: 'string', maxLength: 10, description: LOCALES.join(' | ') },
    title: {
      type: 'string',
      maxLength: 1000,
      description: `Up to ${HEAD_TITLE_MAX} characters; '' keeps the default.`,
    },
    description: {
      type: 'string',
      maxLength: 2000,
      description: `Up to ${HEAD_DESCRIPTION_MAX} characters; '' keeps the default.`,
    },
  },
} as const;

/** Only the shape (absurd sizes kept out); what the values may be is checkHeadTexts'. */
export const PAGE_HEAD_TEXTS_BODY = {
  type: 'object',
  required: ['texts'],
  additionalProperties: false,
  properties: { texts: { type: 'array', maxItems: 100, items: TEXT } },
} as const;

export const ADMIN_PAGE_HEAD_TEXTS = {
  type: 'object',
  required: ['cityId', 'texts'],
  properties: {
    cityId: { type: 'integer' },
    texts: {
      type: 'array',
      items: {
        type: 'object',
        required: ['page', 'locale', 'title', 'description', 'defaultTitle', 'defaultDescription'],
        properties: {
          page: { type: 'string' },
          locale: { type: 'string' },
          title: { type: 'string' },
          description: { type: 'string' },
          defaultTitle: { type: 'string' },
          defaultDescription: { type: 'string', description: "The default without today's hours." },
        },
      },
    },
  },
} as const;

const PROBLEMS: Readonly<Record<HeadTextProblem, string>> = {
  'unknown-page': `такої сторінки немає: ${HEAD_TEXT_PAGES.join(', ')}`,
  'unknown-locale': `мова має бути ${LOCALES.join(', ')}`,
  repeated: 'ця сторінка цією мовою вже є у списку',
  'too-long': `задовге: заголовок до ${HEAD_TITLE_MAX} символів, опис до ${HEAD_DESCRIPTION_MAX}`,
  'line-break': 'має бути одним рядком, без переносів і керівних символів',
};

/** The Ukrainian sentence staff read for a refused field, with its path: `Поле texts.3.title: ...`. */
export const headTextProblemMessage = (field: string, problem: string): string =>
  `Поле ${field}: ${PROBLEMS[problem as HeadTextProblem] ?? problem}.`;

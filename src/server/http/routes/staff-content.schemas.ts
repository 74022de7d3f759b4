import { CONTENT_BODY_MAX, CONTENT_PAGE_SLUGS, CONTENT_TITLE_MAX } from '../../../domain/content/content-page';
import type { ContentTextField, ContentTextProblem } from '../../../domain/content/content-text.rule';
import { LOCALES } from '../../../domain/shared/locale';
import { SHOP_CITY_ID } from './catalogue.schemas';

// Lengths here only keep absurd bodies out; the limits staff meet are the rule's, with their words.
const TITLE = { type: 'string', maxLength: 2_000, description: `At most ${CONTENT_TITLE_MAX} characters, not blank.` };
const BODY = { type: 'string', maxLength: 200_000, description: `Markdown, at most ${CONTENT_BODY_MAX} characters.` };
const NULLABLE_CITY = {
  type: ['integer', 'null'],
  enum: [1, 2, null],
  description: "null: the shop-wide version; 1 or 2: that city's own.",
} as const;
const LOCALE = { type: 'string', enum: LOCALES } as const;

export const CONTENT_PAGE_PARAMS = {
  type: 'object',
  required: ['page'],
  properties: { page: { type: 'string', enum: CONTENT_PAGE_SLUGS } },
} as const;

export const CONTENT_SAVE_BODY = {
  type: 'object',
  required: ['cityId', 'locale', 'title', 'body'],
  additionalProperties: false,
  properties: { cityId: NULLABLE_CITY, locale: LOCALE, title: TITLE, body: BODY },
} as const;

export const CONTENT_REMOVE_QUERY = {
  type: 'object',
  required: ['cityId', 'locale'],
  properties: { cityId: SHOP_CITY_ID, locale: LOCALE },
} as const;

export const CONTENT_PREVIEW_BODY = {
  type: 'object',
  required: ['body', 'cityId'],
  additionalProperties: false,
  properties: { body: BODY, cityId: NULLABLE_CITY },
} as const;

const VERSION = {
  type: 'object',
  required: ['cityId', 'locale', 'title', 'body', 'updatedAt', 'updatedBy'],
  properties: {
    cityId: { type: ['integer', 'null'] },
    locale: { type: 'string' },
    title: { type: 'string' },
    body: { type: 'string' },
    updatedAt: { type: 'string' },
    updatedBy: { type: ['string', 'null'] },
  },
} as const;

export const ADMIN_CONTENT_PAGE = {
  type: 'object',
  required: ['slug', 'versions'],
  properties: { slug: { type: 'string' }, versions: { type: 'array', items: VERSION } },
} as const;

export const CONTENT_PREVIEW = {
  type: 'object',
  required: ['html'],
  properties: { html: { type: 'string' } },
} as const;

const PROBLEM_MESSAGES: Readonly<Record<ContentTextProblem, (field: ContentTextField) => string>> = {
  required: (field) => `'${field}' must not be blank.`,
  'too-long': (field) =>
    `'${field}' must be at most ${field === 'title' ? CONTENT_TITLE_MAX : CONTENT_BODY_MAX} characters.`,
};

/** The sentence API callers read for one refused field (the admin screen words it itself). */
export const contentProblemMessage = (field: ContentTextField, problem: ContentTextProblem): string =>
  PROBLEM_MESSAGES[problem](field);

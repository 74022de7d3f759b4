import { DIETARY_TAGS } from '../../../domain/menu/dietary-tags';
import { MENU_MOVES } from '../../../domain/menu/menu-order.rule';
import {
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_NAME_MAX,
  PRODUCT_ROLLS_MAX,
  PRODUCT_SIZE_MAX,
  type StaffProductProblem,
} from '../../../domain/menu/staff-product.rule';
import { STAFF_MAX_PRICE } from '../../../domain/pricing/staff-price';
import { PRODUCT_SIZE_UNITS, type StaffProductField } from '../../../domain/shop-api/staff-menu.contract';
import { SHOP_CITY_ID } from './catalogue.schemas';

// Lengths here only keep absurd bodies out; the limits staff meet are the rule's, with their words.
const texts = (description: string) =>
  ({
    type: 'object',
    required: ['uk', 'en', 'ru'],
    additionalProperties: false,
    description,
    properties: {
      uk: { type: 'string', maxLength: 2_000 },
      en: { type: 'string', maxLength: 2_000 },
      ru: { type: 'string', maxLength: 2_000 },
    },
  }) as const;

/**
 * A product staff add or change, with the city whose view of it comes back. Only the shape:
 * what the values may be is the domain's rule (checkStaffProduct), worded below.
 */
export const STAFF_PRODUCT_BODY = {
  type: 'object',
  required: [
    'cityId',
    'category',
    'translation',
    'description',
    'basePrice',
    'size',
    'rolls',
    'alcohol',
    'tags',
    'hidden',
  ],
  additionalProperties: false,
  properties: {
    cityId: SHOP_CITY_ID,
    category: { type: 'string', maxLength: 40, description: "The category's slug ('burgers', 'rolls', ...)." },
    translation: texts(`The name in every language, at most ${PRODUCT_NAME_MAX} characters each.`),
    description: texts(`The description in every language, at most ${PRODUCT_DESCRIPTION_MAX} characters each.`),
    basePrice: { type: 'number', description: `Hryvnias, more than 0, at most ${STAFF_MAX_PRICE}, whole kopiykas.` },
    size: {
      type: ['object', 'null'],
      required: ['amount', 'unit'],
      additionalProperties: false,
      properties: {
        amount: { type: 'number' },
        unit: { type: 'string', maxLength: 10, description: PRODUCT_SIZE_UNITS.join(' | ') },
      },
    },
    rolls: { type: 'number', description: `Rolls it holds, 0..${PRODUCT_ROLLS_MAX}: the sticks allowed.` },
    alcohol: { type: 'boolean' },
    tags: {
      type: 'array',
      maxItems: 20,
      items: { type: 'string', maxLength: 40 },
      description: DIETARY_TAGS.join(', '),
    },
    hidden: { type: 'boolean', description: 'Kept but shown to no customer.' },
  },
} as const;

export const STAFF_PRODUCT_MOVE_BODY = {
  type: 'object',
  required: ['cityId', 'move'],
  additionalProperties: false,
  properties: { cityId: SHOP_CITY_ID, move: { type: 'string', enum: MENU_MOVES } },
} as const;

/** What staff call each field: the admin area is Ukrainian. */
const FIELD_NAMES: Readonly<Record<StaffProductField, string>> = {
  category: 'категорія',
  'translation.uk': 'назва українською',
  'translation.en': 'назва англійською',
  'translation.ru': 'назва російською',
  'description.uk': 'опис українською',
  'description.en': 'опис англійською',
  'description.ru': 'опис російською',
  basePrice: 'базова ціна',
  'size.amount': 'вага чи об’єм',
  'size.unit': 'одиниця виміру',
  rolls: 'кількість ролів',
  tags: 'алергени та позначки',
};

const PROBLEMS: Readonly<Record<StaffProductProblem, string>> = {
  required: 'обов’язкове поле, заповніть його',
  'too-long': `задовге: назва — до ${PRODUCT_NAME_MAX} символів, опис — до ${PRODUCT_DESCRIPTION_MAX}`,
  'not-a-number': 'має бути числом у гривнях',
  'not-positive': 'має бути більшою за 0',
  'too-high': `не може перевищувати ${STAFF_MAX_PRICE} ₴`,
  'more-than-two-decimals': 'не більше двох знаків після коми',
  'not-a-whole-number': 'має бути цілим числом',
  'out-of-range': `поза межами: вага чи об’єм від 1 до ${PRODUCT_SIZE_MAX}, ролів від 0 до ${PRODUCT_ROLLS_MAX}`,
  'unknown-unit': `має бути однією з: ${PRODUCT_SIZE_UNITS.join(', ')}`,
  'unknown-category': 'такої категорії в меню немає',
  'unknown-tag': `дозволені лише: ${DIETARY_TAGS.join(', ')}`,
  'repeated-tag': 'кожна позначка — не більше одного разу',
};

/** The sentence staff read for a refused field, naming the field both ways: «назва англійською» (translation.en). */
export const productProblemMessage = (field: StaffProductField, problem: StaffProductProblem): string =>
  `Поле «${FIELD_NAMES[field]}» (${field}): ${PROBLEMS[problem]}.`;

import { MODIFIER_COUNT_MAX, MODIFIER_GROUP_KINDS } from '../../../domain/modifier/modifier-group';
import {
  MODIFIER_GROUPS_MAX,
  MODIFIER_NAME_MAX,
  MODIFIERS_PER_GROUP_MAX,
  type StaffModifierProblem,
} from '../../../domain/modifier/staff-modifier-groups.rule';
import { STAFF_MAX_PRICE } from '../../../domain/pricing/staff-price';

const names = {
  type: 'object',
  required: ['uk', 'en', 'ru'],
  additionalProperties: false,
  properties: {
    uk: { type: 'string', maxLength: 500 },
    en: { type: 'string', maxLength: 500 },
    ru: { type: 'string', maxLength: 500 },
  },
} as const;

/** Only the shape (absurd sizes kept out); what the values may be is checkStaffModifierGroups'. */
export const STAFF_MODIFIER_GROUPS_BODY = {
  type: 'object',
  required: ['groups'],
  additionalProperties: false,
  properties: {
    groups: {
      type: 'array',
      maxItems: 50,
      items: {
        type: 'object',
        required: ['translation', 'kind', 'required', 'maxTotal', 'modifiers'],
        additionalProperties: false,
        properties: {
          translation: names,
          kind: { type: 'string', maxLength: 10, description: MODIFIER_GROUP_KINDS.join(' | ') },
          required: { type: 'boolean', description: 'one-of only: the customer must choose.' },
          maxTotal: {
            type: ['number', 'null'],
            description: `any-of only: 1..${MODIFIER_COUNT_MAX} together, or null.`,
          },
          modifiers: {
            type: 'array',
            maxItems: 100,
            items: {
              type: 'object',
              required: ['iikoId', 'translation', 'price', 'maxCount', 'isDefault'],
              additionalProperties: false,
              properties: {
                iikoId: { type: ['string', 'null'], maxLength: 100, description: 'null: a new modifier.' },
                translation: names,
                price: { type: 'number', description: `Hryvnias, 0..${STAFF_MAX_PRICE}, whole kopiykas.` },
                maxCount: { type: 'number', description: `Per piece, 1..${MODIFIER_COUNT_MAX}; 1 in a one-of group.` },
                isDefault: { type: 'boolean', description: 'one-of only: preselected for the customer.' },
              },
            },
          },
        },
      },
    },
  },
} as const;

const PROBLEMS: Readonly<Record<StaffModifierProblem | 'unknown-modifier', string>> = {
  required: 'обов’язкове поле, заповніть його',
  'too-long': `задовге: до ${MODIFIER_NAME_MAX} символів`,
  'too-many': `забагато: до ${MODIFIER_GROUPS_MAX} груп, до ${MODIFIERS_PER_GROUP_MAX} добавок у групі`,
  'unknown-kind': 'має бути «один із» (one-of) або «будь-які» (any-of)',
  'out-of-range': `поза межами: ціна від 0 до ${STAFF_MAX_PRICE} ₴, максимум від 1 до ${MODIFIER_COUNT_MAX} (в групі «один із» — 1)`,
  'not-whole-kopiykas': 'не більше двох знаків після коми',
  'empty-group': 'у групі має бути хоча б одна добавка',
  'several-defaults': 'типовим може бути лише один варіант',
  'default-in-any-of': 'типовий варіант буває лише в групі «один із»',
  'required-in-any-of': 'обов’язковою буває лише група «один із»',
  'duplicate-modifier': 'ця добавка вже є в іншій групі товару',
  'unknown-modifier': 'такої добавки вже немає; оновіть сторінку',
};

/** The Ukrainian sentence staff read for a refused field, with its path: `Поле groups.0.modifiers.1.price: ...`. */
export const modifierProblemMessage = (field: string, problem: string): string =>
  `Поле ${field}: ${PROBLEMS[problem as StaffModifierProblem] ?? problem}.`;

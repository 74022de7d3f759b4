import { MODIFIER_GROUP_KINDS } from '../../../domain/modifier/modifier-group';
import { LOCALES, type Translated } from '../../../domain/shared/locale';
import type { StaffModifierDto, StaffModifierGroupDto } from '../../../domain/shop-api/staff-modifiers.contract';

/*
 * Shape checks at the edge: the groups are saved whole, so an answer with one unreadable group or
 * modifier is no answer at all (a form built from part of it would save the rest away).
 */

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isString = (value: unknown): value is string => typeof value === 'string';
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);
const isTranslated = (value: unknown): value is Translated =>
  isObject(value) && LOCALES.every((locale) => isString(value[locale]));

const modifierOf = (value: unknown): StaffModifierDto | null =>
  isObject(value) &&
  isString(value.iikoId) &&
  isTranslated(value.translation) &&
  typeof value.price === 'number' &&
  Number.isFinite(value.price) &&
  isCount(value.maxCount) &&
  typeof value.isDefault === 'boolean'
    ? {
        iikoId: value.iikoId,
        translation: { uk: value.translation.uk, en: value.translation.en, ru: value.translation.ru },
        price: value.price,
        maxCount: value.maxCount,
        isDefault: value.isDefault,
        sharedWith: isCount(value.sharedWith) ? value.sharedWith : 0,
      }
    : null;

const groupOf = (value: unknown): StaffModifierGroupDto | null => {
  if (
    !isObject(value) ||
    !isString(value.id) ||
    !isTranslated(value.translation) ||
    !(MODIFIER_GROUP_KINDS as readonly unknown[]).includes(value.kind) ||
    typeof value.required !== 'boolean' ||
    !(value.maxTotal === null || isCount(value.maxTotal)) ||
    !Array.isArray(value.modifiers)
  )
    return null;
  const modifiers = (value.modifiers as unknown[]).map(modifierOf);
  if (modifiers.some((modifier) => modifier === null)) return null;
  return {
    id: value.id,
    translation: { uk: value.translation.uk, en: value.translation.en, ru: value.translation.ru },
    kind: value.kind as StaffModifierGroupDto['kind'],
    required: value.required,
    maxTotal: value.maxTotal as number | null,
    modifiers: modifiers as StaffModifierDto[],
  };
};

/** GET and PUT answers {iikoId, groups}; null when they are not such a list. */
export const readStaffModifierGroups = (body: unknown): readonly StaffModifierGroupDto[] | null => {
  if (!isObject(body) || !Array.isArray(body.groups)) return null;
  const groups = (body.groups as unknown[]).map(groupOf);
  return groups.some((group) => group === null) ? null : (groups as StaffModifierGroupDto[]);
};

/** The 400 body {error, message, field, problem}: what the form shows next to the field. */
export const readModifierRefusal = (
  body: unknown,
): { readonly field?: string; readonly problem?: string; readonly message?: string } => {
  if (!isObject(body)) return {};
  return {
    ...(isString(body.field) && body.field !== '' ? { field: body.field } : {}),
    ...(isString(body.problem) && body.problem !== '' ? { problem: body.problem } : {}),
    ...(isString(body.message) && body.message.trim() !== '' ? { message: body.message } : {}),
  };
};

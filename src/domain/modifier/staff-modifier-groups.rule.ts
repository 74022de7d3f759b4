import { LOCALES, type Translated } from '../shared/locale';
import { toKopiykas, type Kopiykas } from '../shared/money';
import { STAFF_MAX_PRICE } from '../pricing/staff-price';
import type { StaffModifierGroupInputDto } from '../shop-api/staff-modifiers.contract';
import { MODIFIER_COUNT_MAX, MODIFIER_GROUP_KINDS, type ModifierGroupKind } from './modifier-group';

export const MODIFIER_NAME_MAX = 80;
export const MODIFIER_GROUPS_MAX = 8;
export const MODIFIERS_PER_GROUP_MAX = 20;

export type StaffModifierProblem =
  | 'required'
  | 'too-long'
  | 'too-many'
  | 'unknown-kind'
  | 'out-of-range'
  | 'not-whole-kopiykas'
  | 'empty-group'
  | 'several-defaults'
  | 'default-in-any-of'
  | 'required-in-any-of'
  | 'duplicate-modifier';

export interface StaffModifierFieldProblem {
  /** 'groups.0.translation.en', 'groups.1.modifiers.2.price', ... */
  readonly field: string;
  readonly problem: StaffModifierProblem;
}

export interface CheckedStaffModifier {
  readonly iikoId: string | null;
  readonly translation: Translated;
  readonly priceKopiykas: Kopiykas;
  readonly maxCount: number;
  readonly isDefault: boolean;
}

export interface CheckedStaffModifierGroup {
  readonly translation: Translated;
  readonly kind: ModifierGroupKind;
  readonly required: boolean;
  readonly maxTotal: number | null;
  readonly modifiers: readonly CheckedStaffModifier[];
}

export type StaffModifierGroupsCheck =
  | { readonly ok: true; readonly value: readonly CheckedStaffModifierGroup[] }
  | { readonly ok: false; readonly problems: readonly StaffModifierFieldProblem[] };

const isWhole = (n: number): boolean => Number.isInteger(n);

const textProblems = (texts: Translated, path: string): StaffModifierFieldProblem[] =>
  LOCALES.flatMap((locale): StaffModifierFieldProblem[] => {
    const text = (texts[locale] ?? '').trim();
    if (text === '') return [{ field: `${path}.${locale}`, problem: 'required' }];
    if (text.length > MODIFIER_NAME_MAX) return [{ field: `${path}.${locale}`, problem: 'too-long' }];
    return [];
  });

/** A modifier may cost nothing; otherwise the city-price rule's bounds and whole kopiykas. */
const priceProblem = (price: number): StaffModifierProblem | null => {
  if (!Number.isFinite(price) || price < 0 || price > STAFF_MAX_PRICE) return 'out-of-range';
  return Math.abs(toKopiykas(price) - price * 100) > 1e-6 ? 'not-whole-kopiykas' : null;
};

const trimmed = (texts: Translated): Translated => ({ uk: texts.uk.trim(), en: texts.en.trim(), ru: texts.ru.trim() });

/**
 * A product's modifier groups as staff save them (architecture/admin-menu.md, "Modifiers"): names
 * in three languages, a kind, maxima within 1..MODIFIER_COUNT_MAX, at least one modifier per group,
 * a default only in a one-of group and at most one there, and no modifier twice on the product.
 * The browser runs it as staff type; the server runs it again and stores only what it accepts.
 */
export const checkStaffModifierGroups = (groups: readonly StaffModifierGroupInputDto[]): StaffModifierGroupsCheck => {
  const problems: StaffModifierFieldProblem[] = [];
  if (groups.length > MODIFIER_GROUPS_MAX) problems.push({ field: 'groups', problem: 'too-many' });
  const seen = new Set<string>();
  groups.forEach((group, g) => {
    const at = `groups.${g}`;
    problems.push(...textProblems(group.translation, `${at}.translation`));
    if (!MODIFIER_GROUP_KINDS.includes(group.kind)) problems.push({ field: `${at}.kind`, problem: 'unknown-kind' });
    if (group.kind === 'any-of' && group.required)
      problems.push({ field: `${at}.required`, problem: 'required-in-any-of' });
    if (
      group.maxTotal !== null &&
      (group.kind !== 'any-of' || !isWhole(group.maxTotal) || group.maxTotal < 1 || group.maxTotal > MODIFIER_COUNT_MAX)
    ) {
      problems.push({ field: `${at}.maxTotal`, problem: 'out-of-range' });
    }
    if (group.modifiers.length === 0) problems.push({ field: `${at}.modifiers`, problem: 'empty-group' });
    if (group.modifiers.length > MODIFIERS_PER_GROUP_MAX)
      problems.push({ field: `${at}.modifiers`, problem: 'too-many' });
    if (group.modifiers.filter((m) => m.isDefault).length > 1)
      problems.push({ field: `${at}.default`, problem: 'several-defaults' });
    group.modifiers.forEach((modifier, m) => {
      const mat = `${at}.modifiers.${m}`;
      problems.push(...textProblems(modifier.translation, `${mat}.translation`));
      const price = priceProblem(modifier.price);
      if (price !== null) problems.push({ field: `${mat}.price`, problem: price });
      const maxOk = isWhole(modifier.maxCount) && modifier.maxCount >= 1 && modifier.maxCount <= MODIFIER_COUNT_MAX;
      if (!maxOk || (group.kind === 'one-of' && modifier.maxCount !== 1))
        problems.push({ field: `${mat}.maxCount`, problem: 'out-of-range' });
      if (modifier.isDefault && group.kind === 'any-of')
        problems.push({ field: `${mat}.isDefault`, problem: 'default-in-any-of' });
      if (modifier.iikoId !== null) {
        if (seen.has(modifier.iikoId)) problems.push({ field: `${mat}.iikoId`, problem: 'duplicate-modifier' });
        seen.add(modifier.iikoId);
      }
    });
  });
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    value: groups.map((group) => ({
      translation: trimmed(group.translation),
      kind: group.kind,
      required: group.required,
      maxTotal: group.maxTotal,
      modifiers: group.modifiers.map((modifier) => ({
        iikoId: modifier.iikoId,
        translation: trimmed(modifier.translation),
        priceKopiykas: toKopiykas(modifier.price),
        maxCount: modifier.maxCount,
        isDefault: modifier.isDefault,
      })),
    })),
  };
};

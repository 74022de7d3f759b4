import type { ModifierGroupKind } from '../../domain/modifier/modifier-group';
import { checkStaffModifierGroups, type StaffModifierProblem } from '../../domain/modifier/staff-modifier-groups.rule';
import type { Translated } from '../../domain/shared/locale';
import type { StaffModifierGroupDto, StaffModifierGroupInputDto } from '../../domain/shop-api/staff-modifiers.contract';
import { staffPriceFieldText } from './staff-price-input';

/*
 * The modifier groups of the product form as staff type them (architecture/admin-menu.md,
 * "Modifiers"): numbers as typed, read into the API's shape on save, and checked there by the
 * server's own rule. Every change is a pure function from one list to the next, so the editor
 * only keeps the list and the tests need no MobX.
 */

export interface ModifierDraft {
  /** Stable while staff reorder, so inputs keep their focus: not sent. */
  readonly key: string;
  /** null: a modifier the server has not seen yet. */
  readonly iikoId: string | null;
  readonly translation: Translated;
  readonly price: string;
  /** any-of: how many one piece may carry; one-of: always '1'. */
  readonly maxCount: string;
  readonly isDefault: boolean;
  /** How many other products offer it: renaming or repricing it changes them too. */
  readonly sharedWith: number;
}

export interface ModifierGroupDraft {
  readonly key: string;
  readonly translation: Translated;
  readonly kind: ModifierGroupKind;
  readonly required: boolean;
  /** any-of: the most of the group together; '' for no limit but each modifier's own. */
  readonly maxTotal: string;
  readonly modifiers: readonly ModifierDraft[];
}

/** Gives each new row a key no other row of the form has. */
export type KeyMaker = () => string;

const blank = (): Translated => ({ uk: '', en: '', ru: '' });

export const newModifierDraft = (key: KeyMaker): ModifierDraft => ({
  key: key(),
  iikoId: null,
  translation: blank(),
  price: '0',
  maxCount: '1',
  isDefault: false,
  sharedWith: 0,
});

/** A new group with one empty modifier to fill in: a group without any is refused. */
export const newGroupDraft = (kind: ModifierGroupKind, key: KeyMaker): ModifierGroupDraft => ({
  key: key(),
  translation: blank(),
  kind,
  required: kind === 'one-of',
  maxTotal: '',
  modifiers: [newModifierDraft(key)],
});

export const draftsOfGroups = (groups: readonly StaffModifierGroupDto[], key: KeyMaker): ModifierGroupDraft[] =>
  groups.map((group) => ({
    key: key(),
    translation: { ...group.translation },
    kind: group.kind,
    required: group.required,
    maxTotal: group.maxTotal === null ? '' : String(group.maxTotal),
    modifiers: group.modifiers.map((modifier) => ({
      key: key(),
      iikoId: modifier.iikoId,
      translation: { ...modifier.translation },
      price: staffPriceFieldText(modifier.price),
      maxCount: String(modifier.maxCount),
      isDefault: modifier.isDefault,
      sharedWith: modifier.sharedWith,
    })),
  }));

// "15,50", "1 049": Ukrainian staff type decimals with a comma and thousands with a space.
const readNumber = (text: string): number => {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  return /^(\d+(\.\d*)?|\.\d+)$/.test(compact) ? Number(compact) : Number.NaN;
};

/** The drafts in the API's shape; an unreadable number stays NaN, which the domain's rule refuses. */
export const groupInputsOf = (groups: readonly ModifierGroupDraft[]): StaffModifierGroupInputDto[] =>
  groups.map((group) => ({
    translation: group.translation,
    kind: group.kind,
    required: group.kind === 'one-of' && group.required,
    maxTotal: group.kind === 'any-of' && group.maxTotal.trim() !== '' ? readNumber(group.maxTotal) : null,
    modifiers: group.modifiers.map((modifier) => ({
      iikoId: modifier.iikoId,
      translation: modifier.translation,
      price: readNumber(modifier.price),
      maxCount: group.kind === 'one-of' ? 1 : readNumber(modifier.maxCount),
      isDefault: group.kind === 'one-of' && modifier.isDefault,
    })),
  }));

/** A problem word of the rule, or the form's own for a number it cannot read. */
export type ModifierFieldProblem = StaffModifierProblem | 'not-a-number';

/**
 * Each field's first problem, keyed by the API's path (`groups.0.modifiers.1.price`): the rule's
 * words, except that a price or maximum that is no number says so rather than "out of range".
 */
export const groupProblemsOf = (groups: readonly ModifierGroupDraft[]): Record<string, ModifierFieldProblem> => {
  const problems: Record<string, ModifierFieldProblem> = {};
  const inputs = groupInputsOf(groups);
  const checked = checkStaffModifierGroups(inputs);
  if (!checked.ok) for (const { field, problem } of checked.problems) problems[field] ??= problem;
  inputs.forEach((group, g) => {
    if (Number.isNaN(group.maxTotal)) problems[`groups.${g}.maxTotal`] = 'not-a-number';
    group.modifiers.forEach((modifier, m) => {
      if (Number.isNaN(modifier.price)) problems[`groups.${g}.modifiers.${m}.price`] = 'not-a-number';
      if (Number.isNaN(modifier.maxCount)) problems[`groups.${g}.modifiers.${m}.maxCount`] = 'not-a-number';
    });
  });
  return problems;
};

/** The list with the item at `index` one step up (-1) or down (+1); unchanged at either end. */
export const moveItem = <T>(items: readonly T[], index: number, step: -1 | 1): T[] => {
  const target = index + step;
  const list = [...items];
  const [item] = list.splice(index, 1);
  if (item === undefined || target < 0 || target > items.length - 1) return [...items];
  list.splice(target, 0, item);
  return list;
};

export const removeItem = <T>(items: readonly T[], index: number): T[] => items.filter((_, at) => at !== index);

export const replaceItem = <T>(items: readonly T[], index: number, change: (item: T) => T): T[] =>
  items.map((item, at) => (at === index ? change(item) : item));

/**
 * A group's kind changes what its fields mean: a one-of group has no maxima of its own and may be
 * required; an any-of group is never required and preselects nothing.
 */
export const withKind = (group: ModifierGroupDraft, kind: ModifierGroupKind): ModifierGroupDraft =>
  kind === group.kind
    ? group
    : {
        ...group,
        kind,
        required: kind === 'one-of' ? group.required : false,
        maxTotal: kind === 'one-of' ? '' : group.maxTotal,
        modifiers: group.modifiers.map((modifier) => ({
          ...modifier,
          maxCount: kind === 'one-of' ? '1' : modifier.maxCount,
          isDefault: kind === 'one-of' ? modifier.isDefault : false,
        })),
      };

/** One-of: the modifier preselected for customers, or none (`index` null); at most one is. */
export const withDefault = (group: ModifierGroupDraft, index: number | null): ModifierGroupDraft => ({
  ...group,
  modifiers: group.modifiers.map((modifier, at) => ({ ...modifier, isDefault: at === index })),
});

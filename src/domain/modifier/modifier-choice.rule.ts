import type { Kopiykas } from '../shared/money';
import { ok, type Ok } from '../shared/result';
import type { ModifierGroupRule, ModifierOptionRule } from './modifier-group';

export type ModifierChoiceReason =
  | 'modifier-not-offered'
  | 'modifier-choice-missing'
  | 'modifier-choice-several'
  | 'modifier-over-option-max'
  | 'modifier-over-group-max';

/** Why a choice was refused, and where: the edges name the product, the group and the maximum. */
export interface ModifierChoiceRefusal {
  readonly reason: ModifierChoiceReason;
  readonly groupId?: string;
  readonly modifierId?: string;
  readonly max?: number;
}

export interface PricedModifierChoice {
  /** Each chosen modifier's id and how many of it one unit carries, in the groups' order. */
  readonly counts: readonly { readonly modifierId: string; readonly count: number }[];
  /** base + every chosen modifier's price × its count, for one unit. */
  readonly unitKopiykas: Kopiykas;
}

interface Located {
  readonly group: ModifierGroupRule;
  readonly option: ModifierOptionRule;
}

export type ModifierChoiceResult =
  | Ok<PricedModifierChoice>
  | { readonly ok: false; readonly reason: ModifierChoiceReason; readonly refusal: ModifierChoiceRefusal };

const refusal = (r: ModifierChoiceRefusal): ModifierChoiceResult => ({ ok: false, reason: r.reason, refusal: r });

/**
 * Checks a product unit's chosen modifiers (a modifier chosen twice is listed twice) against the
 * product's groups and prices the unit. The server runs it for every order and price check, the
 * storefront for its preview, so a choice the browser accepts is one the server accepts.
 */
export const priceModifierChoice = (
  baseKopiykas: Kopiykas,
  groups: readonly ModifierGroupRule[],
  chosenIds: readonly string[],
): ModifierChoiceResult => {
  const where = new Map<string, Located>();
  for (const group of groups) for (const option of group.options) where.set(option.modifierId, { group, option });
  const countOf = new Map<string, number>();
  for (const id of chosenIds) {
    if (!where.has(id)) return refusal({ reason: 'modifier-not-offered', modifierId: id });
    countOf.set(id, (countOf.get(id) ?? 0) + 1);
  }
  const counts: { modifierId: string; count: number }[] = [];
  let unitKopiykas = baseKopiykas;
  for (const group of groups) {
    let groupTotal = 0;
    for (const option of group.options) {
      const count = countOf.get(option.modifierId) ?? 0;
      if (count === 0) continue;
      const max = group.kind === 'one-of' ? 1 : option.maxCount;
      if (group.kind === 'one-of' && (count > 1 || groupTotal > 0)) {
        return refusal({ reason: 'modifier-choice-several', groupId: group.id });
      }
      if (count > max)
        return refusal({ reason: 'modifier-over-option-max', groupId: group.id, modifierId: option.modifierId, max });
      groupTotal += count;
      counts.push({ modifierId: option.modifierId, count });
      unitKopiykas += option.priceKopiykas * count;
    }
    if (group.kind === 'one-of' && group.required && groupTotal === 0) {
      return refusal({ reason: 'modifier-choice-missing', groupId: group.id });
    }
    if (group.kind === 'any-of' && group.maxTotal !== undefined && groupTotal > group.maxTotal) {
      return refusal({ reason: 'modifier-over-group-max', groupId: group.id, max: group.maxTotal });
    }
  }
  return ok({ counts, unitKopiykas });
};
